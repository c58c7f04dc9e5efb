import { expect, test, type Locator } from "@playwright/test";
import { cardDialog, openCard, sampleBoards } from "./card-dialog-support";
import { labelsFilter, openKanban, savedCard, threeBoards, tile } from "./kanban-support";
import {
  expectNoSeriousA11yViolations,
  holdCode,
  openBeforeTheAppStarts,
  runningMotion,
  seedStorage,
  shownBackground,
  shownEdge,
  shownFill,
  sidewaysOverflow,
  stopsWithoutFocusIndicator,
} from "./support";
import { openTodos } from "./todo-support";

test.describe("routes and layout", () => {
  test("/ redirects to /kanban", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await expect(page).toHaveTitle(/Kanban/);
  });

  for (const path of ["/todo", "/kanban", "/login", "/signup"]) {
    test(`a plain static host serves ${path} with status 200 and a page that works`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the prerendered HTML already shows the layout and a skeleton, not a blank page", async ({ request }) => {
    for (const path of ["/todo", "/kanban"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain("Taskboard");
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain("Skip to content");
    }
  });

  test("the prerendered HTML carries its styles ahead of any code, so its first paint waits for no other file", async ({
    request,
    page,
  }) => {
    for (const path of ["/todo", "/kanban", "/data"]) {
      const html = await (await request.get(path)).text();
      const styles = html.search(/<style[^>]*>[^<]*\.sr-only/);
      expect(styles, path).toBeGreaterThan(-1);
      expect(styles, path).toBeLessThan(html.search(/<link[^>]+rel="modulepreload"/));
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
    // Nor does the app link the stylesheet once it runs (the styles are there already).
    const stylesheets: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "stylesheet") stylesheets.push(sent.url());
    });
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    await page.getByRole("link", { name: "To Do" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    expect(await page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).fontSize)).toBe("30px");
    expect(stylesheets).toEqual([]);
  });

  test("a page's preloaded modules are fetched at low priority, as its first paint needs none of them", async ({
    page,
    request,
  }) => {
    for (const path of ["/todo", "/kanban", "/data"]) {
      const html = await (await request.get(path)).text();
      const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
      expect(preloads.length, path).toBeGreaterThan(3);
      for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
    }
    // As the browser sends them (the priority Lighthouse reads too), and the page still works.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ request: sent }) => {
      if (/\/assets\/[^/]+\.js$/.test(sent.url)) priorities.set(sent.url.replace(/^.*\/assets\//, ""), sent.initialPriority);
    });
    await page.goto("/kanban");
    await expect(page.getByRole("searchbox", { name: "Search cards" })).toBeVisible();
    const vendor = [...priorities].find(([file]) => file.startsWith("vendor-"));
    expect(vendor?.[1]).toBe("Low");
  });

  test("every script a page runs asks the browser to compile all of it as it arrives (V8's compile hint)", async ({
    page,
    request,
  }) => {
    // Only the addresses while the pages run: a body read in the handler can outlive the test.
    const scripts = new Set<string>();
    page.on("request", (sent) => {
      // The router's manifest is data only: no functions to compile.
      if (sent.resourceType() === "script" && !/\/manifest-[^/]+\.js$/.test(sent.url())) scripts.add(sent.url());
    });
    await page.goto("/todo");
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    await page.getByRole("link", { name: "Kanban" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    expect(scripts.size).toBeGreaterThan(5);
    for (const url of scripts) {
      const text = await (await request.get(url)).text();
      expect(text.split("\n", 1)[0], url).toBe("//# allFunctionsCalledOnLoad");
    }
  });

  test.describe("before the app's code has run", () => {
    test.use({ javaScriptEnabled: false });

    test("each page already shows its title, styled, above the skeleton, and keeps one h1 for the page itself", async ({
      page,
    }) => {
      for (const [path, title] of [
        ["/todo", "Your Tasks"],
        ["/kanban", "Kanban"],
        ["/data", "Your data"],
      ] as const) {
        await page.goto(path);
        const skeleton = page.locator('[aria-busy="true"]');
        const shownTitle = skeleton.getByText(title, { exact: true });
        await expect(shownTitle).toBeVisible();
        // The heading's size: the stylesheet has applied (30 px is Tailwind's text-3xl).
        expect(await shownTitle.evaluate((element) => getComputedStyle(element).fontSize)).toBe("30px");
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
      }
    });
  });

  test("the shared layout: banner, brand link, navigation with the current page marked", async ({ page }) => {
    await page.goto("/todo");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Taskboard" })).toHaveAttribute("href", "/");
    const main = page.getByRole("navigation", { name: "Main" });
    const side = page.getByRole("navigation", { name: "Sections" });
    await expect(main.getByRole("link", { name: "To Do" })).toHaveAttribute("aria-current", "page");
    await expect(side.getByRole("link", { name: "To Do" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Kanban" })).not.toHaveAttribute("aria-current", "page");

    await side.getByRole("link", { name: "Kanban" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await expect(page).toHaveTitle(/Kanban/);
    await expect(main.getByRole("link", { name: "Kanban" })).toHaveAttribute("aria-current", "page");
    await main.getByRole("link", { name: "To Do" }).click();
    await expect(page).toHaveTitle(/To Do/);
  });

  test.describe("with a slow network", () => {
    // page.route holds the code file back; it never sees what a service worker answers.
    test.use({ serviceWorkers: "block" });

    test("a loading indicator shows while a navigation is in progress", async ({ page }) => {
      await page.goto("/login");
      // Hold back the Kanban page's code, as a slow network would.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/kanban-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kanban" }).click();
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    });
  });

  test.describe("with reduced motion asked for", () => {
    test.use({ reducedMotion: "reduce", serviceWorkers: "block" });

    for (const path of ["/todo", "/kanban", "/data"]) {
      test(`${path}'s loading placeholders stand still`, async ({ page }) => {
        const code = await openBeforeTheAppStarts(page, path);
        expect(await runningMotion(page)).toEqual([]);
        code.release();
      });
    }

    test("the loading bar of a navigation stands still, and shows", async ({ page }) => {
      await page.goto("/login");
      const code = await holdCode(page, "kanban");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kanban" }).click();
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
      expect(await runningMotion(page)).toEqual([]);
      code.release();
      await expect(page.getByRole("heading", { level: 1, name: "Kanban" })).toBeVisible();
    });
  });

  test("login and signup say no account is needed and link to the app", async ({ page }) => {
    for (const [path, heading] of [
      ["/login", "Login"],
      ["/signup", "Signup"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(heading));
      await expect(page.getByText("No account is needed")).toBeVisible();
      await expect(page.getByText(/saved only in this browser/)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "To Do" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Kanban" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("any other address: the host answers 404 and the app shows its 404 screen in the layout", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Not Found" })).toBeVisible();
    await expect(page.getByText("NotFound", { exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle(/404 Not Found/);
    await expectNoSeriousA11yViolations(page);
    // Navigation still works from the error screen.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "To Do" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
  });

  test("an unknown address reached inside the app shows the 404 screen too", async ({ page }) => {
    await page.goto("/todo");
    // The router listens for history changes only once the app is running.
    await expect(page.getByRole("heading", { level: 1, name: "Your Tasks" })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, "", "/elsewhere");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "404 Not Found" })).toBeVisible();
  });

  test("other route errors show their status and text", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    // A form posted to a page without an action: the router answers 405.
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/login";
      document.body.append(form);
    });
    await page.evaluate(async () => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string, opts: object) => Promise<void> } })
        .__reactRouterDataRouter;
      await router.navigate("/login", { formMethod: "post", formData: new FormData() });
    });
    await expect(page.getByRole("heading", { level: 1, name: "405 Method Not Allowed" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  // The Kanban's card tiles once had none: `outline-none` beside `focus-visible:outline-2` kept the outline's style `none`.
  // In forced colours (Windows' contrast themes) box-shadows go, and with them every ring: none showed.
  for (const theme of ["light", "dark", "forced colours"] as const) {
    test(`every stop Tab reaches shows where focus is (${theme}): To Do, Kanban, a card's dialog, Data`, async ({ page }) => {
      await page.emulateMedia(theme === "forced colours" ? { forcedColors: "active" } : { colorScheme: theme });
      await openTodos(page, [
        { id: 1, title: "Buy milk", completed: false },
        { id: 2, title: "Walk the dog", completed: true },
      ]);
      expect(await stopsWithoutFocusIndicator(page, 24), "/todo").toEqual([]);
      await openKanban(page, threeBoards());
      expect(await stopsWithoutFocusIndicator(page, 30), "/kanban").toEqual([]);
      await tile(page, "Alpha").click();
      await expect(page.getByRole("dialog", { name: "Alpha" })).toBeVisible();
      expect(await stopsWithoutFocusIndicator(page, 16), "the card's dialog").toEqual([]);
      await page.goto("/data");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await stopsWithoutFocusIndicator(page, 20), "/data").toEqual([]);
    });
  }

  // Forced colours drop every background: the checklist's bar, a track and a fill of background only, vanished.
  test("in forced colours the checklist's progress bar shows its edge and how far it is filled: 0, 50 and 100 %", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    const task = [
      { id: 1, task: "Draft", completed: true },
      { id: 2, task: "Send", completed: false },
    ];
    await openCard(page, sampleBoards({ task }));
    const bar = cardDialog(page).getByRole("progressbar", { name: "Progress(%)" });
    const item = (name: string) => cardDialog(page).getByRole("checkbox", { name, exact: true });
    await expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect((await bar.boundingBox())?.height).toBeGreaterThan(0);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      expect(await shownEdge(bar), colorScheme).toBeGreaterThan(0);
      await expect.poll(() => shownFill(bar), colorScheme).toBe(0.5);
    }
    await item("Send").check();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect.poll(() => shownFill(bar)).toBe(1);
    await item("Draft").uncheck();
    await item("Send").uncheck();
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect.poll(() => shownFill(bar)).toBe(0);
    expect(await shownEdge(bar), "an empty bar still shows where it is").toBeGreaterThan(0);
  });

  // A label chip is its colour: in forced colours, without an edge, only its name was left.
  test("in forced colours label chips keep their edge, on the tile and in the card's dialog", async ({ page }) => {
    const tags = [
      { id: 1, tagName: "Urgent", color: "#eb5a46" },
      { id: 2, tagName: "Home", color: "#61bd4f" },
      { id: 3, tagName: "Plain", color: "" },
    ];
    await page.emulateMedia({ forcedColors: "active" });
    await openKanban(page, [{ id: 1, boardName: "To Do", card: [savedCard(11, "Alpha", { tags })] }]);
    const dialog = page.getByRole("dialog", { name: "Alpha" });
    const chips = dialog.getByRole("list", { name: "Labels" }).getByRole("listitem");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      for (const { tagName } of tags) {
        expect(await shownEdge(tile(page, "Alpha").getByText(tagName)), `${colorScheme}: ${tagName} on the tile`).toBeGreaterThan(0);
      }
    }
    await tile(page, "Alpha").click();
    await expect(chips).toHaveCount(3);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      for (const { tagName } of tags) {
        const chip = chips.filter({ hasText: tagName }).locator(":scope > *");
        expect(await shownEdge(chip), `${colorScheme}: ${tagName} in the dialog`).toBeGreaterThan(0);
      }
    }
  });

  // In forced colours a chip's name shows in the system's colours, and its colour, what told two
  // labels of the same name apart, was gone: a dot keeps it, on the tile and in the card's dialog.
  test("in forced colours, light and dark, a label chip keeps its colour in a dot; one without a colour has none", async ({ page }) => {
    const tags = [
      { id: 1, tagName: "Urgent", color: "#eb5a46" },
      { id: 2, tagName: "Urgent", color: "#61bd4f" },
      { id: 3, tagName: "Plain", color: "" },
    ];
    const rgb = { "#eb5a46": [235, 90, 70, 255], "#61bd4f": [97, 189, 79, 255] } as Record<string, number[]>;
    await page.emulateMedia({ forcedColors: "active" });
    await openKanban(page, [{ id: 1, boardName: "To Do", card: [savedCard(11, "Alpha", { tags })] }]);
    const check = async (chipsOf: (name: string) => Locator, where: string) => {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ forcedColors: "active", colorScheme });
        const urgent = chipsOf("Urgent");
        await expect(urgent).toHaveCount(2);
        for (const [index, color] of ["#eb5a46", "#61bd4f"].entries()) {
          const dot = await shownBackground(urgent.nth(index), "::before");
          expect(dot.color, `${colorScheme}, ${where}: Urgent in ${color}`).toEqual(rgb[color]);
        }
        const plain = await shownBackground(chipsOf("Plain"), "::before");
        expect(plain.seen, `${colorScheme}, ${where}: Plain`).toBe(false);
      }
    };
    await check((name) => tile(page, "Alpha").getByText(name), "the tile");
    await tile(page, "Alpha").click();
    const chips = page.getByRole("dialog", { name: "Alpha" }).getByRole("list", { name: "Labels" }).getByRole("listitem");
    await expect(chips).toHaveCount(3);
    await check((name) => chips.filter({ hasText: name }).locator(":scope > *"), "the dialog");
  });

  // The Labels filter's menu tells two labels of one name apart by the colour square before each.
  test("in forced colours, light and dark, the Labels filter's menu keeps each label's colour square, with its edge", async ({ page }) => {
    const tags = [
      { id: 1, tagName: "Urgent", color: "#eb5a46" },
      { id: 2, tagName: "Urgent", color: "#61bd4f" },
    ];
    await openKanban(page, [{ id: 1, boardName: "To Do", card: [savedCard(11, "Alpha", { tags })] }]);
    await labelsFilter(page).click();
    const squares = page.getByRole("menuitemcheckbox", { name: /^Urgent/ }).locator(":scope > span[aria-hidden]:first-child");
    await expect(squares).toHaveCount(2);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      for (const [index, color] of [[235, 90, 70, 255], [97, 189, 79, 255]].entries()) {
        expect((await shownBackground(squares.nth(index))).color, `${colorScheme}: square ${index + 1}`).toEqual(color);
        expect(await shownEdge(squares.nth(index)), `${colorScheme}: square ${index + 1}'s edge`).toBeGreaterThan(0);
      }
    }
  });

  // An overdue date is told by its colour (red): in forced colours it looked like any other date.
  test("in forced colours an overdue date stands out from one still to come, on the tile and in the card's dialog", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await openKanban(page, [
      { id: 1, boardName: "To Do", card: [savedCard(11, "Late", { date: "2024-01-05" }), savedCard(12, "Later", { date: "2099-12-31" })] },
    ]);
    const overdue = "January 05, 2024";
    const due = "December 31, 2099";
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      const edges = [await shownEdge(tile(page, "Late").getByText(overdue)), await shownEdge(tile(page, "Later").getByText(due))];
      expect(edges[0], `${colorScheme}: the tiles' dates' edges ${edges.join(" and ")} px`).toBeGreaterThan(edges[1]!);
    }
    const dialogDate = async (title: string, date: string) => {
      await tile(page, title).click();
      const dialog = page.getByRole("dialog", { name: title });
      const edge = await shownEdge(dialog.getByText(date, { exact: true }));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      return edge;
    };
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ forcedColors: "active", colorScheme });
      const edges = [await dialogDate("Late", overdue), await dialogDate("Later", due)];
      expect(edges[0], `${colorScheme}: the dialogs' dates' edges ${edges.join(" and ")} px`).toBeGreaterThan(edges[1]!);
    }
  });

  test("at 320 px (WCAG's reflow width) no page scrolls sideways, the sync status shown: the name gives way to its icon", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await seedStorage(page, { "taskboard-sync": { server: "ws://127.0.0.1:9", key: "k".repeat(43), joined: true } });
    for (const path of ["/todo", "/kanban", "/data"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("status")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Taskboard" })).toBeVisible();
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
  });

  test("the header's icon-only buttons show their names on hover (title), before and after their code loads", async ({ page }) => {
    await page.goto("/todo");
    const header = page.getByRole("banner");
    for (const name of ["Theme", "Keyboard shortcuts"]) {
      await expect(header.getByRole("button", { name, exact: true })).toHaveAttribute("title", name);
    }
    // Open, the Theme button is the menu's own (loaded on demand), and keeps its title.
    const theme = header.getByRole("button", { name: "Theme", exact: true });
    await theme.click();
    await expect(page.getByRole("menu", { name: "Theme" })).toBeVisible();
    await expect(theme).toHaveAttribute("aria-expanded", "true");
    await expect(theme).toHaveAttribute("title", "Theme");
  });

  test("the side navigation collapses on a phone and the header links remain", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/todo");
    await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kanban" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
