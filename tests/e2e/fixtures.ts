import { test as base, type Page } from "@playwright/test";

export type TabName = "first" | "second";

/** `tabs`: two tabs (pages) of one browser, sharing its storage, as a user with two tabs open has. */
export const test = base.extend<{ tabs: Record<TabName, Page> }>({
  tabs: async ({ context }, provide) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await provide({ first, second });
  },
});

export { expect } from "@playwright/test";
