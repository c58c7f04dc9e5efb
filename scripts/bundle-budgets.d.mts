export const TARGETS: Record<string, number>;
export const BUDGETS: Record<string, number>;
export const FILE_BUDGETS: Record<string, number>;
export function pageAssets(
  clientDir: string,
  page: string,
): Promise<{ gzip: number; sizes: [string, number][]; requests: number }>;
