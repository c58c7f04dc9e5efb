// Build-time setting for hosting under a sub-path, e.g. BASE_PATH=/tasks/ npm run build.
// Always starts and ends with "/".
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

export const basePath = normalizeBasePath(process.env.BASE_PATH);
