export function bundleBoardPictureScript(): Promise<string>;
export function withBoardPictureScript(html: string, code: string): string;
export function inlineBoardPictureScript(options: { clientDir: string }): Promise<void>;
