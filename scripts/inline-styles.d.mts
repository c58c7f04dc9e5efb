export function linkedStylesheet(html: string): string | undefined;
export function inlineStylesheet(html: string, css: string): string;
export function inlineStyles(options: { clientDir: string; basePath: string }): Promise<void>;
export function inlinedStylesheets(html: string): string[];
export function htmlFiles(dir: string): Promise<string[]>;
export function unrequestedStylesheets(options: { clientDir: string; basePath: string }): Promise<string[]>;
