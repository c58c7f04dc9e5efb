export function lowPriorityPreloads(html: string): string;
export function lowerPreloadPriority(options: { clientDir: string }): Promise<void>;
