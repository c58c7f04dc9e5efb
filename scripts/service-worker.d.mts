export function pageAddresses<T extends { url: string }>(entries: T[]): T[];
export function generateServiceWorker(options: { clientDir: string; basePath: string }): Promise<{ count: number; size: number }>;
