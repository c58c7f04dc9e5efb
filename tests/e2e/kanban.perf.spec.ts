import { expect, test } from "@playwright/test";
import { median, seedStorage } from "./support";

// Runs in the "perf" project (after all other tests, one at a time). The budget
// in the issue is 16 ms at 1,000 cards; `npm run bench` reports where we stand.
// This guard fails if picking a card up goes back to costing what it did when
// every card was a mounted sortable (about 220 ms here).
test("Kanban with 1,000 cards: picking a card up stays fast", async ({ page }) => {
  let id = 1;
  const boards = Array.from({ length: 20 }, (_, b) => ({
    id: id++,
    boardName: `Board ${b + 1}`,
    card: Array.from({ length: 50 }, (_, c) => ({ id: id++, title: `Card ${b + 1}.${c + 1}`, tags: [], task: [], date: "" })),
  }));
  await seedStorage(page, { "kanban-board": boards });
  await page.goto("/kanban");
  const first = page.locator(`[data-card-id="${boards[0]!.card[0]!.id}"]`);
  await first.focus();

  const times: number[] = [];
  for (let run = 0; run < 6; run++) {
    const elapsed = await first.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          element.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true }));
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        }),
    );
    await expect(first).toHaveAttribute("aria-pressed", "true");
    times.push(elapsed);
    await page.keyboard.press("Escape");
    await expect(first).not.toHaveAttribute("aria-pressed", "true");
  }
  expect(median(times.slice(1))).toBeLessThan(100);
});
