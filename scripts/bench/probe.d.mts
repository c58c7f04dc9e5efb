/** What the probe needs of a Playwright page. */
export interface ProbePage {
  evaluate(fn: (arg: never) => unknown, arg?: unknown): Promise<unknown>;
  keyboard: { down(key: string): Promise<void>; up(key: string): Promise<void> };
}
export function timeStep(page: ProbePage, step: { types: string[]; key?: string | null; condition: string }, act: () => Promise<unknown>): Promise<number>;
export function timeKeyStep(page: ProbePage, step: { key: string; condition: string }): Promise<number>;
