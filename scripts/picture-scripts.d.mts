export const PICTURE_SCRIPTS: Record<"board-picture-script" | "todo-picture-script", string>;
export function bundlePictureScript(id: keyof typeof PICTURE_SCRIPTS): Promise<string>;
export function withPictureScript(html: string, id: keyof typeof PICTURE_SCRIPTS, code: string): string;
export function inlinePictureScripts(options: { clientDir: string }): Promise<void>;
