import { expect, test, type Page } from "@playwright/test";
import { expectStoredCard, openCard, sampleBoards, storedBoards } from "./card-dialog-support";
import { clickHitAreaEdge, expectNoSeriousA11yViolations, hitArea, shownBackground, shownOutline } from "./support";

const cardDialog = (page: Page) => page.getByRole("dialog", { name: "Write the report" });
const labelPopover = (page: Page) => page.getByRole("dialog", { name: "Label" });
const labels = (page: Page) => cardDialog(page).getByRole("list", { name: "Labels" });

async function openLabelPopover(page: Page) {
  await cardDialog(page).getByRole("button", { name: "Add Label" }).click();
  await expect(labelPopover(page)).toBeVisible();
  return labelPopover(page);
}

test("a card without labels says No Labels", async ({ page }) => {
  await openCard(page, sampleBoards());
  await expect(cardDialog(page).getByRole("heading", { name: "Label", exact: true })).toBeVisible();
  await expect(cardDialog(page).getByText("No Labels")).toBeVisible();
  await expect(labels(page)).toHaveCount(0);
});

test("creates a label: a chip on its colour, stored as { id, tagName, color }", async ({ page }) => {
  await openCard(page, sampleBoards());
  const popover = await openLabelPopover(page);
  await expect(popover.getByRole("heading", { name: "Label" })).toBeVisible();
  const name = popover.getByPlaceholder("Name of label");
  await expect(name).toBeFocused();
  await name.fill("Urgent");
  const palette = popover.getByRole("group", { name: "Colour" }).getByRole("button");
  await expect(palette).toHaveCount(5);
  for (const hex of ["#61bd4f", "#f2d600", "#ff9f1a", "#eb5a46", "#c377e0"]) {
    await expect(popover.getByRole("button", { name: new RegExp(hex) })).toBeEnabled();
  }
  // Three swatches per row.
  const tops = await palette.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 3)).size).toBe(1);
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);

  await popover.getByRole("button", { name: /#eb5a46/ }).click();
  await expect(popover.getByRole("button", { name: /#eb5a46/ })).toHaveAttribute("aria-pressed", "true");
  await popover.getByRole("button", { name: "Create" }).click();

  await expect(labelPopover(page)).toHaveCount(0);
  await expect(cardDialog(page).getByText("No Labels")).toHaveCount(0);
  const chip = labels(page).getByRole("listitem").filter({ hasText: "Urgent" });
  await expect(chip).toBeVisible();
  await expect(chip.locator("[data-label-color]")).toHaveCSS("background-color", "rgb(235, 90, 70)");
  await expect(chip.getByRole("button", { name: "Remove label Urgent" })).toBeVisible();

  await expectStoredCard(page, (card) => {
    expect(card?.tags).toHaveLength(1);
    const tag = card?.tags[0];
    expect(Object.keys(tag ?? {}).sort()).toEqual(["color", "id", "tagName"]);
    expect(tag).toMatchObject({ tagName: "Urgent", color: "#eb5a46" });
    expect(typeof tag?.id === "string" && tag.id.length > 0).toBe(true);
  });

  // A second label may not take a colour already used.
  const again = await openLabelPopover(page);
  await expect(again.getByRole("button", { name: /#eb5a46/ })).toBeDisabled();
});

test("colours already used by the card's labels are disabled", async ({ page }) => {
  await openCard(
    page,
    sampleBoards({
      tags: [
        { id: 1, tagName: "Done", color: "#61bd4f" },
        { id: 2, tagName: "Blocked", color: "#C377E0" },
        { id: 3, tagName: "Old", color: "" },
      ],
    }),
  );
  const popover = await openLabelPopover(page);
  await expect(popover.getByRole("button", { name: /#61bd4f/ })).toBeDisabled();
  await expect(popover.getByRole("button", { name: /#c377e0/ })).toBeDisabled();
  for (const hex of ["#f2d600", "#ff9f1a", "#eb5a46"]) {
    await expect(popover.getByRole("button", { name: new RegExp(hex) })).toBeEnabled();
  }
});

test("with all five colours on the card, the popover says so and Create is unavailable, not 'Please select a color'", async ({ page }) => {
  const tags = [
    { id: 1, tagName: "Done", color: "#61bd4f" },
    { id: 2, tagName: "Later", color: "#f2d600" },
    { id: 3, tagName: "Soon", color: "#ff9f1a" },
    { id: 4, tagName: "Blocked", color: "#eb5a46" },
    { id: 5, tagName: "Idea", color: "#c377e0" },
  ];
  const boards = sampleBoards({ tags });
  await openCard(page, boards);
  const popover = await openLabelPopover(page);
  const message = "All 5 colours are used on this card. Remove a label to add another.";
  await expect(popover.getByText(message)).toBeVisible();
  await expect(popover.getByRole("group", { name: "Colour" })).toHaveAccessibleDescription(message);
  const create = popover.getByRole("button", { name: "Create" });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(message);
  // Still in the Tab order (the used swatches are not), so that its reason can be heard.
  const name = popover.getByPlaceholder("Name of label");
  await name.fill("One more");
  await page.keyboard.press("Tab");
  await expect(create).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(popover.getByRole("alert")).toHaveCount(0);
  // Enter in the name (the form's submit) creates nothing and asks for no colour.
  await name.press("Enter");
  await expect(popover.getByRole("alert")).toHaveCount(0);
  await expect(labelPopover(page)).toBeVisible();
  expect(await storedBoards(page)).toEqual(boards);

  // A label removed, its colour is free again: the message goes and Create works.
  await page.keyboard.press("Escape");
  await cardDialog(page).getByRole("button", { name: "Remove label Soon" }).click();
  const again = await openLabelPopover(page);
  await expect(again.getByText(message)).toHaveCount(0);
  await expect(again.getByRole("button", { name: "Create" })).toBeEnabled();
  await expect(again.getByRole("button", { name: /#ff9f1a/ })).toBeEnabled();
});

// A swatch is its colour, and forced colours (Windows' contrast themes) drop backgrounds: every
// swatch, free or used, was the popover's own colour, and only the chosen one's check mark showed.
test("in forced colours, light and dark, each swatch shows its colour; the chosen one is outlined, a used one marked by more than colour", async ({
  page,
}) => {
  await openCard(page, sampleBoards({ tags: [{ id: 1, tagName: "Done", color: "#61bd4f" }] }));
  const popover = await openLabelPopover(page);
  const swatch = (hex: string) => popover.getByRole("button", { name: new RegExp(hex) });
  const marks = (hex: string) => swatch(hex).locator("svg:visible");
  await swatch("#ff9f1a").click();
  await expect(swatch("#ff9f1a")).toHaveAttribute("aria-pressed", "true");
  await popover.getByRole("textbox", { name: "Name of label" }).click(); // focus's own outline elsewhere
  // Here, not in forced colours: there axe reads a text's colour from -webkit-text-fill-color, which
  // Chromium does not force, and finds the theme's text on the system's background.
  await expectNoSeriousA11yViolations(page);
  const palette = { "#61bd4f": [97, 189, 79], "#f2d600": [242, 214, 0], "#ff9f1a": [255, 159, 26], "#eb5a46": [235, 90, 70], "#c377e0": [195, 119, 224] };
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ forcedColors: "active", colorScheme });
    for (const [hex, rgb] of Object.entries(palette)) {
      const shown = await shownBackground(swatch(hex));
      expect(shown.color, `${colorScheme}: ${hex} against ${shown.behind.join(",")}`).toEqual([...rgb, 255]);
      expect(shown.seen, `${colorScheme}: ${hex}`).toBe(true);
    }
    expect(await shownOutline(swatch("#ff9f1a")), `${colorScheme}: the chosen colour`).toBeGreaterThanOrEqual(2);
    for (const hex of ["#f2d600", "#eb5a46", "#c377e0", "#61bd4f"]) expect(await shownOutline(swatch(hex)), `${colorScheme}: ${hex}`).toBe(0);
    await expect(marks("#ff9f1a"), `${colorScheme}: the chosen colour's check mark`).toHaveCount(1);
    // The used colour: disabled, and a mark of its own (a cross), which the free ones do not show.
    await expect(swatch("#61bd4f")).toBeDisabled();
    await expect(marks("#61bd4f"), `${colorScheme}: the used colour's cross`).toHaveCount(1);
    for (const hex of ["#f2d600", "#eb5a46", "#c377e0"]) await expect(marks(hex), `${colorScheme}: ${hex}`).toHaveCount(0);
  }
});

test("no colour chosen: 'Please select a color' inline, and nothing is stored", async ({ page }) => {
  await openCard(page, sampleBoards());
  const popover = await openLabelPopover(page);
  await popover.getByPlaceholder("Name of label").fill("Colourless");
  await popover.getByRole("button", { name: "Create" }).click();
  await expect(popover.getByRole("alert")).toHaveText("Please select a color");
  await expect(labelPopover(page)).toBeVisible();
  await expect(cardDialog(page).getByText("No Labels")).toBeVisible();
  expect(await storedBoards(page)).toEqual(sampleBoards());

  // Choosing a colour clears the message.
  await popover.getByRole("button", { name: /#f2d600/ }).click();
  await expect(popover.getByRole("alert")).toHaveCount(0);
});

test("an empty name creates nothing and says why; typing a name clears the message", async ({ page }) => {
  await openCard(page, sampleBoards());
  const popover = await openLabelPopover(page);
  await popover.getByRole("button", { name: /#61bd4f/ }).click();
  const name = popover.getByPlaceholder("Name of label");
  await name.fill("   ");
  await popover.getByRole("button", { name: "Create" }).click();
  await expect(labelPopover(page)).toBeVisible();
  await expect(popover.getByRole("alert")).toHaveText("Enter a name for the label.");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Enter a name for the label.");
  await name.pressSequentially("x");
  await expect(popover.getByRole("alert")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await name.fill("   ");
  await page.keyboard.press("Escape");
  await expect(labelPopover(page)).toHaveCount(0);
  await expect(cardDialog(page)).toBeVisible();
  await expect(cardDialog(page).getByText("No Labels")).toBeVisible();
  expect(await storedBoards(page)).toEqual(sampleBoards());
});

test("a name longer than 10 characters shows 6 characters and an ellipsis, the full name as tooltip and to screen readers", async ({
  page,
}) => {
  await openCard(
    page,
    sampleBoards({
      tags: [
        { id: 1, tagName: "Important work", color: "#61bd4f" },
        { id: 2, tagName: "Ten chars!", color: "#f2d600" },
      ],
    }),
  );
  const long = labels(page).getByRole("listitem").nth(0);
  await expect(long).toHaveText("Import…Important work");
  await expect(long.getByText("Import…", { exact: true })).toBeVisible();
  await expect(long.getByText("Important work", { exact: true })).toHaveClass(/sr-only/);
  await expect(long.getByRole("button", { name: "Remove label Important work" })).toBeVisible();
  // Exactly ten characters are shown in full.
  await expect(labels(page).getByRole("listitem").nth(1)).toHaveText("Ten chars!");

  await long.getByText("Import…", { exact: true }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Important work");
});

test("removes a label", async ({ page }) => {
  await openCard(
    page,
    sampleBoards({
      tags: [
        { id: 1, tagName: "Bug", color: "#eb5a46" },
        { id: "two", tagName: "Docs", color: "#ff9f1a" },
      ],
    }),
  );
  await cardDialog(page).getByRole("button", { name: "Remove label Bug" }).click();
  await expect(labels(page).getByRole("listitem")).toHaveText(["Docs"]);
  await expectStoredCard(page, (card) => expect(card?.tags).toEqual([{ id: "two", tagName: "Docs", color: "#ff9f1a" }]));

  await cardDialog(page).getByRole("button", { name: "Remove label Docs" }).click();
  await expect(cardDialog(page).getByText("No Labels")).toBeVisible();
  await expectStoredCard(page, (card) => expect(card?.tags).toEqual([]));
});

test.describe("phone width, a touch screen", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("a tap on a shortened name shows the full name (its tooltip and description); another tap hides it", async ({ page }) => {
    await openCard(page, sampleBoards({ tags: [{ id: 1, tagName: "Important work", color: "#61bd4f" }] }));
    const short = labels(page).getByText("Import…", { exact: true });
    await short.tap();
    await expect(page.getByRole("tooltip")).toHaveText("Important work");
    // What a screen reader reads at the name (its text and its description), and the shortened text stays.
    const name = labels(page).locator('[tabindex="0"]');
    await expect(name).toHaveAccessibleDescription("Important work");
    await expect(short).toBeVisible();
    await short.tap();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await expect(cardDialog(page)).toBeVisible();
  });

  test("a label's remove ✕ takes taps in 24 × 24 px (WCAG 2.2 target size), the chip the size it was", async ({ page }) => {
    await openCard(
      page,
      sampleBoards({
        tags: [
          { id: 1, tagName: "Bug", color: "#eb5a46" },
          { id: 2, tagName: "Docs", color: "#ff9f1a" },
        ],
      }),
    );
    const remove = cardDialog(page).getByRole("button", { name: "Remove label Bug" });
    const { size, box } = await hitArea(remove);
    expect(size).toBeGreaterThanOrEqual(24);
    expect([box.width, box.height]).toEqual([24, 24]);
    const chip = labels(page).getByRole("listitem").first();
    expect((await chip.boundingBox())?.height).toBe(24);
    await clickHitAreaEdge(page, remove, 24);
    await expect(labels(page).getByRole("listitem")).toHaveText(["Docs"]);
  });
});

test("Tab moves on from the label form: past Create it closes and focus goes to Date; Shift+Tab from the name goes to Add Label", async ({
  page,
}) => {
  await openCard(page, sampleBoards());
  const popover = await openLabelPopover(page);
  await popover.getByRole("button", { name: "Create" }).focus();
  await page.keyboard.press("Tab");
  await expect(labelPopover(page)).toHaveCount(0);
  await expect(cardDialog(page).getByRole("button", { name: "Date", exact: true })).toBeFocused();

  await openLabelPopover(page);
  await expect(labelPopover(page).getByPlaceholder("Name of label")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(cardDialog(page).getByRole("button", { name: "Add Label" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(labelPopover(page)).toHaveCount(0);
  await expect(cardDialog(page)).toBeVisible();
  expect(await storedBoards(page)).toEqual(sampleBoards());
});

// What a browser sends when Escape drops an IME's candidate (Playwright's keyboard has no IME).
const composingEscape = (element: Element) =>
  element.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", isComposing: true, bubbles: true, cancelable: true }));

test("an input method's Escape in the label's name ends its composition only: the popover, its text and the dialog stay", async ({
  page,
}) => {
  await openCard(page, sampleBoards());
  const popover = await openLabelPopover(page);
  const name = popover.getByPlaceholder("Name of label");
  await name.fill("Urg");
  await name.evaluate(composingEscape);
  await expect(labelPopover(page)).toBeVisible();
  await expect(name).toHaveValue("Urg");
  await expect(name).toBeFocused();
  // A plain Escape closes the popover only.
  await name.press("Escape");
  await expect(labelPopover(page)).toHaveCount(0);
  await expect(cardDialog(page)).toBeVisible();
});

test("an input method's Escape keeps the card dialog open", async ({ page }) => {
  await openCard(page, sampleBoards());
  await expect.poll(() => cardDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.locator(":focus").evaluate(composingEscape);
  await expect(cardDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cardDialog(page)).toHaveCount(0);
});
