import { expect, type Locator, type Page } from "@playwright/test";

export type ShownTheme = "light" | "dark" | "unstyled";

/**
 * Runs in the page: the theme a background colour reads as: dark or light
 * by its luminance, "unstyled" when it is transparent (no stylesheet applied yet).
 */
function themeOfColor(color: string): ShownTheme {
  const context = document.createElement("canvas").getContext("2d")!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
  if (alpha < 128) return "unstyled";
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255 < 0.5 ? "dark" : "light";
}

/** The theme the page shows now, read from the colour of its background. */
export async function shownTheme(page: Page): Promise<ShownTheme> {
  return page.evaluate(
    (source) => {
      const themeOf = new Function(`return (${source})`)() as (color: string) => ShownTheme;
      return themeOf(getComputedStyle(document.body).backgroundColor);
    },
    themeOfColor.toString(),
  );
}

/** Whether an element's text is dark (as on light paper), by its colour's luminance. */
export async function textIsDark(element: Locator): Promise<boolean> {
  return element.evaluate((target, source) => {
    const themeOf = new Function(`return (${source})`)() as (color: string) => ShownTheme;
    return themeOf(getComputedStyle(target).color) === "dark";
  }, themeOfColor.toString());
}

/** Waits until the page shows `theme` (as a user sees it: by the background colour). */
export async function expectTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await expect.poll(() => shownTheme(page)).toBe(theme);
}

/**
 * Records, for every later navigation of the page, the theme of the first
 * frame: the page background (of <html>) in the first animation frame, which
 * runs just before the browser paints for the first time. Read with `firstPaintTheme`.
 */
export async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript((source) => {
    const themeOf = new Function(`return (${source})`)() as (color: string) => ShownTheme;
    requestAnimationFrame(() => {
      (window as unknown as { __firstPaintTheme: ShownTheme }).__firstPaintTheme = themeOf(
        getComputedStyle(document.documentElement).backgroundColor,
      );
    });
  }, themeOfColor.toString());
}

export async function firstPaintTheme(page: Page): Promise<ShownTheme> {
  const recorded = await page.waitForFunction(() => (window as unknown as { __firstPaintTheme?: ShownTheme }).__firstPaintTheme);
  return (await recorded.jsonValue()) as ShownTheme;
}

export const themeButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Theme", exact: true });
export const themeMenu = (page: Page) => page.getByRole("menu", { name: "Theme" });
export const themeChoice = (page: Page, name: "Light" | "Dark" | "System") =>
  themeMenu(page).getByRole("menuitemradio", { name, exact: true });

/** Opens the Theme menu with the mouse and chooses `name`; the menu closes. */
export async function chooseTheme(page: Page, name: "Light" | "Dark" | "System"): Promise<void> {
  await themeButton(page).click();
  await themeChoice(page, name).click();
  await expect(themeMenu(page)).toBeHidden();
}

/** The choice the open Theme menu shows as chosen. */
export async function checkedChoice(page: Page): Promise<string> {
  const checked = themeMenu(page).getByRole("menuitemradio", { checked: true });
  await expect(checked).toHaveCount(1);
  return (await checked.textContent())?.trim() ?? "";
}
