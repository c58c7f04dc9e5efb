/** What the probe needs of a Playwright page. */
export interface ProbePage {
  evaluate(fn: (arg: never) => unknown, arg?: unknown): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
  keyboard: { down(key: string): Promise<void>; up(key: string): Promise<void> };
  mouse: { move(x: number, y: number): Promise<void>; down(): Promise<void>; up(): Promise<void> };
}
/** What the probe needs of a Playwright locator. */
export interface ProbeLocator {
  scrollIntoViewIfNeeded(): Promise<void>;
  boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>;
}
export const SETTLED_MS: number;
export function timeStep(page: ProbePage, step: { types: string[]; key?: string | null; condition: string; watchFrom?: string | null }, act: () => Promise<unknown>): Promise<number>;
export function timeKeyStep(page: ProbePage, step: { key: string; condition: string }): Promise<number>;
export function timeClickStep(page: ProbePage, locator: ProbeLocator, step: { condition: string }): Promise<number>;
