import { expect, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { seedStorage } from "./support";

/**
 * The share of an element's pixels that differ clearly from its top-left corner's (its
 * background): how much of it is drawn. An icon-only button of 32 px shows its 16-px icon
 * on a few percent of it; a button whose icon is not drawn shows nothing.
 */
async function inkOf(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const [red, green, blue] = pixels;
    let drawn = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const distance = Math.abs(pixels[i]! - red!) + Math.abs(pixels[i + 1]! - green!) + Math.abs(pixels[i + 2]! - blue!);
      if (distance > 96) drawn++;
    }
    return drawn / (pixels.length / 4);
  }, png);
}

const todos = [{ id: 1, title: "Buy milk", completed: false }];

test.describe("icons", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`icon-only buttons show their icons in the ${scheme} theme and in forced colours`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await seedStorage(page, { todos });
      await page.goto("/todo");
      const buttons = [
        page.getByRole("banner").getByRole("button", { name: "Keyboard shortcuts" }),
        page.getByRole("banner").getByRole("button", { name: "Theme" }),
        page.getByRole("button", { name: "Edit Buy milk" }),
        page.getByRole("button", { name: "Delete Buy milk" }),
      ];
      for (const forcedColors of ["none", "active"] as const) {
        await page.emulateMedia({ forcedColors });
        for (const button of buttons) {
          await expect.poll(() => inkOf(page, button), { message: `${forcedColors}: ${button}` }).toBeGreaterThan(0.02);
        }
      }
    });
  }

  test("a task row's icons are images, not inline SVG, in both themes", async ({ page }) => {
    // An inline <svg> is a transform and a clip of its own in the paint: with two on every row,
    // each frame that painted sorted them all into layers again (ui/painted-icon.tsx).
    await seedStorage(page, { todos });
    await page.goto("/todo");
    const row = page.getByRole("listitem").filter({ hasText: "Buy milk" });
    await expect(row.getByRole("button", { name: "Delete Buy milk" })).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
      await expect(row.locator("svg")).toHaveCount(0);
      for (const name of ["Edit Buy milk", "Delete Buy milk"]) {
        await expect.poll(() => inkOf(page, row.getByRole("button", { name })), { message: `${theme}: ${name}` }).toBeGreaterThan(0.02);
      }
    }
  });
});
