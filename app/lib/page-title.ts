export const APP_NAME = "Taskboard";

export function pageTitle(page: string): { title: string }[] {
  return [{ title: `${page} · ${APP_NAME}` }];
}
