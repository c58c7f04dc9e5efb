import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Route } from "@playwright/test";

/**
 * Puts raw values into this origin's localStorage before the app reads them.
 * Strings are stored as they are (to test unreadable data); anything else as JSON.
 */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.goto("/login");
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
    }
  }, entries);
}

export async function readStorage<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage));
}

/** The copies the app kept of saved data under `key` that it could not read in full: [backup key, text]. */
export async function backupsOf(page: Page, key: string): Promise<[string, string][]> {
  return page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((name) => name.startsWith(prefix))
        .map((name): [string, string] => [name, localStorage.getItem(name) ?? ""]),
    `${key}.unreadable.`,
  );
}

/**
 * The page says that part of the saved data under `key` could not be read and
 * names one backup key, which holds the original text exactly.
 */
export async function expectPartlyUnreadable(page: Page, key: string, label: "tasks" | "boards", original: string) {
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(`Some of your saved ${label} could not be read.`);
  const backups = await backupsOf(page, key);
  expect(backups).toHaveLength(1);
  const [backupKey, text] = backups[0]!;
  await expect(alert).toContainText(`The original data was kept under the storage key "${backupKey}".`);
  expect(text).toBe(original);
}

/** Fills localStorage to its quota so the next write fails as it would on a full disk. */
export async function fillStorageToQuota(page: Page): Promise<void> {
  await page.evaluate(() => {
    let chunk = "x".repeat(1024 * 1024);
    let index = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem(`filler.${index++}`, chunk);
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
    // Every new key costs its own name too; grow an existing value until not one more character fits.
    let grown = localStorage.getItem("filler.0") ?? "";
    for (;;) {
      try {
        localStorage.setItem("filler.0", `${grown}x`);
        grown += "x";
      } catch {
        break;
      }
    }
  });
}

/**
 * Makes every later write to localStorage fail, as a browser whose storage is
 * full or disabled does: deletions fail too (a full storage still takes those).
 */
export async function refuseStorageWrites(page: Page): Promise<void> {
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
}

/**
 * Makes every later save wait `ms` milliseconds before it starts, without
 * blocking the page (as when another tab holds the storage): a route action
 * reads its submitted form first, and that read is what waits.
 */
export async function delaySaves(page: Page, ms: number): Promise<void> {
  await page.evaluate((delay) => {
    const formData = Request.prototype.formData;
    Request.prototype.formData = async function (this: Request) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      return formData.call(this);
    };
  }, ms);
}

/**
 * Makes the page's next Back or Forward (history.go) come `ms` milliseconds late, as on a busy
 * device. `came()` says whether it has come and the page has heard it (its popstate).
 */
export async function slowNextHistoryMove(page: Page, ms: number): Promise<{ came(): Promise<boolean> }> {
  await page.evaluate((delay) => {
    const go = History.prototype.go;
    const late = window as { lateMoveCame?: boolean };
    late.lateMoveCame = false;
    History.prototype.go = function (this: History, delta?: number) {
      History.prototype.go = go;
      setTimeout(() => {
        // After the page's own listeners (added earlier), and a frame for what they render.
        addEventListener("popstate", () => requestAnimationFrame(() => (late.lateMoveCame = true)), { once: true });
        go.call(this, delta);
      }, delay);
    };
  }, ms);
  return { came: () => page.evaluate(() => (window as { lateMoveCame?: boolean }).lateMoveCame === true) };
}

/** Whether leaving the page now would ask first ("Leave site?"): the page's own beforeunload handlers say. */
export function leavingAsksFirst(page: Page): Promise<boolean> {
  return page.evaluate(() => !window.dispatchEvent(new Event("beforeunload", { cancelable: true })));
}

/**
 * Reloads once no save is on its way: until then the page would ask "Leave
 * site?" (a save made just before a reload waits for its code on a busy
 * machine). The wait asks the page's own beforeunload handlers.
 */
export async function reloadWhenSaved(page: Page): Promise<void> {
  await expect
    .poll(() => leavingAsksFirst(page), {
      message: "the page still has a save on its way",
    })
    .toBe(false);
  await page.reload();
}

/**
 * Holds back the code file of a module the app loads on demand
 * (`assets/<name>-<hash>.js`) until `release()`, so a test can act before that
 * code is there. `requested()` says whether the page has asked for it yet.
 */
export async function holdCode(page: Page, name: string): Promise<{ release(): void; requested(): boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${escapeRegExp(name)}-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Holds back every code file (`assets/*.js`) until `release()`: the page is its HTML alone,
 * as on a slow phone before the app has started.
 */
export async function holdAllCode(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The two windows a page is checked at: a laptop's, and a phone's 375 px. */
export const DESKTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** Opens `path` while the app's code is held back (`holdAllCode`): what the HTML alone shows, its picture of the stored data included. */
export async function openBeforeTheAppStarts(page: Page, path: string): Promise<{ release(): void }> {
  const code = await holdAllCode(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByLabel("Loading")).toBeVisible();
  return code;
}

/**
 * What the page throws, and what React says of a mismatch when it takes over the HTML (only
 * those console errors: the service worker is blocked in tests and says so), as they come.
 */
export function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /React|hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** What focus reaches in `presses` presses of Tab, one name a press: an element's `aria-label`, else its text; "" for the page itself. */
export async function namesTabReaches(page: Page, presses: number): Promise<string[]> {
  const names: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    names.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return !element || element === document.body ? "" : (element.getAttribute("aria-label") ?? element.textContent ?? "");
      }),
    );
  }
  return names;
}

/** Where each of `texts` shows (its first match), or null when it does not. */
export async function placesOf(page: Page, texts: readonly string[]): Promise<(string | null)[]> {
  return Promise.all(
    texts.map(async (text) => {
      const box = await page.getByText(text).first().boundingBox();
      return box && `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    }),
  );
}

/** Routes every `assets/*.js` the HTML of `path` does not name (what the page loads on demand) to `onDemand`. */
async function routeCodeLoadedOnDemand(page: Page, path: string, onDemand: (route: Route) => Promise<void>): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const named = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  await page.route(/\/assets\/[\w.-]+\.js$/, (route) =>
    named.has(new URL(route.request().url()).pathname.replace(/^.*(?=\/assets\/)/, "")) ? route.continue() : onDemand(route),
  );
}

/**
 * Holds back every code file the page at `path` loads on demand (a slow
 * network, say, after the page has shown) until `release()`: what a user does
 * first must not wait for it.
 */
export async function holdCodeLoadedOnDemand(page: Page, path: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeCodeLoadedOnDemand(page, path, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Why code loaded on demand is not here, while the network is gone. */
export const TRY_AGAIN_REASON = "part of this app could not be loaded. Check your connection and try again.";
/**
 * Why it is not here once the network is back: Chromium keeps an import's failure for the
 * page's life (Firefox and WebKit fetch the file again), so only a reload loads it.
 */
export const RELOAD_REASON = "part of this app could not be loaded. Reload the page to try again.";

/**
 * Fails every code file the page at `path` loads on demand, as when the network
 * goes before the service worker has cached the app, until `restore()`.
 */
export async function failCodeLoadedOnDemand(page: Page, path: string): Promise<{ restore(): void }> {
  let failing = true;
  await routeCodeLoadedOnDemand(page, path, (route) => (failing ? route.abort("internetdisconnected") : route.continue()));
  return { restore: () => void (failing = false) };
}

/** Lets localStorage take writes again: removes what `fillStorageToQuota` put there. */
export async function freeStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith("filler.")) localStorage.removeItem(key);
  });
}

/** axe: no serious or critical accessibility violation on what is on screen now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A text of `length` characters (a million by default) with no space and no
 * other place to break a line, as old or imported data can hold: `start`, a
 * dot, then letters and digits, the same on every run.
 */
export function unbrokenText(start: string, length = 1_000_000): string {
  const head = `${start}.`;
  const characters: string[] = [];
  let state = [...start].reduce((sum, character) => sum * 31 + character.charCodeAt(0), 7) >>> 0;
  for (let i = head.length; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    characters.push(LETTERS_AND_DIGITS[(state >>> 16) % LETTERS_AND_DIGITS.length]!);
  }
  return head + characters.join("");
}

/**
 * WCAG's text spacing (1.4.12), as a user's style sheet or bookmarklet sets it: content must
 * still fit, nothing cut off or overlapping.
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      "* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important } " +
      "p { margin-bottom: 2em !important }",
  });
}

/** How far the page scrolls sideways (0 when it does not). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What shows a text from its start (the first 40 characters): not a name or a label that ends with it. */
export function shownStart(scope: Page | Locator, text: string): Locator {
  return scope.getByText(new RegExp(`^${escapeRegExp(text.slice(0, 40))}`));
}

/**
 * How many compositing layers the page's next frame has (Chromium's layer tree). A layer is paid
 * for in every frame; the pointer's move makes the frame that reports them.
 */
export async function compositedLayers(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  let layers = -1;
  cdp.on("LayerTree.layerTreeDidChange", (event) => {
    if (event.layers) layers = event.layers.length;
  });
  await cdp.send("LayerTree.enable");
  await expect
    .poll(async () => {
      await page.mouse.move(600, 400 + Math.random() * 10);
      return layers;
    })
    .toBeGreaterThan(0);
  await cdp.detach();
  return layers;
}

/**
 * Tabs `presses` times and names each element focus reached that shows no focus indicator: no
 * outline drawn (style `none` or width 0) and no ring (a box-shadow spread around it, Tailwind's
 * `ring-*`). A ring that eases in is waited for. Empty when every stop shows where focus is.
 */
export async function stopsWithoutFocusIndicator(page: Page, presses: number): Promise<string[]> {
  const missing: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    const shown = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return { name: "", shown: true };
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        const ring = [...style.boxShadow.matchAll(/0px 0px 0px ([\d.]+)px/g)].some((match) => parseFloat(match[1]!) > 0);
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
        return { name, shown: outline || ring };
      });
    let stop = await shown();
    for (let wait = 0; !stop.shown && wait < 5; wait++) {
      await page.waitForTimeout(50);
      stop = await shown();
    }
    if (!stop.shown) missing.push(stop.name);
  }
  return missing;
}

/**
 * Runs in the page: a colour as the screen shows it, as [red, green, blue, alpha] bytes (any CSS
 * colour: a system colour, oklch, rgba…), read back from a canvas.
 */
function colorBytes(color: string): number[] {
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data];
}

/**
 * How thick an element's edge shows all around (in px): the thinnest of its four borders, 0 where
 * one is not drawn (style `none`, no width, transparent) or is drawn in the colour behind the
 * element, so nobody could see it. Read from the computed style, which in forced colours
 * (`page.emulateMedia({ forcedColors: "active" })`) holds the colours the system forces.
 */
export async function shownEdge(element: Locator): Promise<number> {
  return element.evaluate((target, source) => {
    const bytesOf = new Function(`return (${source})`)() as (color: string) => number[];
    let behind: Element | null = target.parentElement;
    while (behind && bytesOf(getComputedStyle(behind).backgroundColor)[3]! < 128) behind = behind.parentElement;
    const backdrop = bytesOf(behind ? getComputedStyle(behind).backgroundColor : "Canvas");
    const style = getComputedStyle(target);
    const widths = (["Top", "Right", "Bottom", "Left"] as const).map((side) => {
      const color = bytesOf(style.getPropertyValue(`border-${side.toLowerCase()}-color`));
      const seen = color[3]! >= 128 && color.some((byte, index) => index < 3 && Math.abs(byte - backdrop[index]!) > 32);
      return style[`border${side}Style`] === "none" || !seen ? 0 : parseFloat(style[`border${side}Width`]);
    });
    return Math.min(...widths);
  }, colorBytes.toString());
}

/**
 * The colour an element (or its `pseudo`, such as "::before") paints as its background and the colour
 * behind it (the nearest ancestor's that has one, else the system's Canvas), each as [red, green, blue,
 * alpha] bytes, and whether the first stands out from the second (opaque enough, and another colour).
 * Read from the computed style, which in forced colours holds the colours the system forces.
 */
export async function shownBackground(element: Locator, pseudo?: string): Promise<{ color: number[]; behind: number[]; seen: boolean }> {
  return element.evaluate(
    (target, [source, part]) => {
      const bytesOf = new Function(`return (${source})`)() as (color: string) => number[];
      let behind: Element | null = target.parentElement;
      while (behind && bytesOf(getComputedStyle(behind).backgroundColor)[3]! < 128) behind = behind.parentElement;
      const backdrop = bytesOf(behind ? getComputedStyle(behind).backgroundColor : "Canvas");
      const color = bytesOf(getComputedStyle(target, part).backgroundColor);
      const seen = color[3]! >= 128 && color.some((byte, index) => index < 3 && Math.abs(byte - backdrop[index]!) > 32);
      return { color, behind: backdrop, seen };
    },
    [colorBytes.toString(), pseudo ?? null] as const,
  );
}

/**
 * How thick an element's outline shows (in px): 0 when none is drawn (style `none`, no width) or it
 * is drawn in the colour it lies on, which is the element's own background for an outline drawn
 * inside its edge (a negative offset) and otherwise what is behind the element. Focus's outline
 * counts too: take focus elsewhere first.
 */
export async function shownOutline(element: Locator): Promise<number> {
  return element.evaluate((target, source) => {
    const bytesOf = new Function(`return (${source})`)() as (color: string) => number[];
    const style = getComputedStyle(target);
    let ground: Element | null = parseFloat(style.outlineOffset) < 0 ? target : target.parentElement;
    while (ground && bytesOf(getComputedStyle(ground).backgroundColor)[3]! < 128) ground = ground.parentElement;
    const backdrop = bytesOf(ground ? getComputedStyle(ground).backgroundColor : "Canvas");
    const color = bytesOf(style.outlineColor);
    const seen = color[3]! >= 128 && color.some((byte, index) => index < 3 && Math.abs(byte - backdrop[index]!) > 32);
    return style.outlineStyle === "none" || !seen ? 0 : parseFloat(style.outlineWidth);
  }, colorBytes.toString());
}

/**
 * The share (0 to 1, to two places) of a progress bar's track that its fill shows over: the part
 * of the track's inside the fill (its first child) covers, 0 when the fill's colour cannot be told
 * from the track's (or, where the track has no colour of its own, from what is behind it).
 */
export async function shownFill(progressbar: Locator): Promise<number> {
  return progressbar.evaluate((track, source) => {
    const bytesOf = new Function(`return (${source})`)() as (color: string) => number[];
    const fill = track.firstElementChild;
    if (!fill) return 0;
    let behind: Element | null = track;
    while (behind && bytesOf(getComputedStyle(behind).backgroundColor)[3]! < 128) behind = behind.parentElement;
    const ground = bytesOf(behind ? getComputedStyle(behind).backgroundColor : "Canvas");
    const color = bytesOf(getComputedStyle(fill).backgroundColor);
    if (color[3]! < 128 || color.every((byte, index) => index === 3 || Math.abs(byte - ground[index]!) <= 32)) return 0;
    const style = getComputedStyle(track);
    const box = track.getBoundingClientRect();
    const left = box.left + parseFloat(style.borderLeftWidth);
    const right = box.right - parseFloat(style.borderRightWidth);
    const filled = fill.getBoundingClientRect();
    if (filled.height <= 0) return 0;
    const covered = Math.max(0, Math.min(right, filled.right) - Math.max(left, filled.left));
    return Math.round((covered / (right - left)) * 100) / 100;
  }, colorBytes.toString());
}

/**
 * Types `text` into the focused field through an input method, as Safari sends it: the candidate
 * `composing` is shown, `text` is chosen, the composition ends, and only then comes the Enter
 * that chose it, no longer composing, with key code 229 (WebKit bug 165004). Chromium and Firefox
 * send that Enter while still composing.
 */
export async function chooseCandidateAsSafari(page: Page, composing: string, text: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Input.imeSetComposition", { text: composing, selectionStart: composing.length, selectionEnd: composing.length });
  await session.send("Input.insertText", { text });
  for (const type of ["rawKeyDown", "keyUp"] as const) {
    await session.send("Input.dispatchKeyEvent", { type, key: "Enter", code: "Enter", windowsVirtualKeyCode: 229 });
  }
  await session.detach();
}

/** Fades of colour or opacity (a link's hover, say), which reduced motion keeps: they move nothing. */
const FADE = /color|opacity|^fill$|^stroke$/;

/**
 * What moves in the page now: its running CSS animations (a loading placeholder's endless pulse,
 * say) and transitions, each by its animation's name or its transition's property; fades left out.
 */
export function runningMotion(page: Page): Promise<string[]> {
  return page.evaluate(
    (fade) =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .map((animation) =>
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : "script",
        )
        .filter((name) => !new RegExp(fade).test(name)),
    FADE.source,
  );
}

/**
 * Records the CSS animations and transitions that start in `scope` from now on, however short
 * (fades left out); the function returned reads them, each by its animation's name or its
 * transition's property.
 */
export async function recordMotionIn(scope: Locator): Promise<() => Promise<string[]>> {
  await scope.evaluate((element) => {
    const started: string[] = [];
    (element as Element & { motion?: string[] }).motion = started;
    element.addEventListener("transitionrun", (event) => started.push((event as TransitionEvent).propertyName));
    element.addEventListener("animationstart", (event) => started.push((event as AnimationEvent).animationName));
  });
  return async () => {
    const started = await scope.evaluate((element) => (element as Element & { motion?: string[] }).motion ?? []);
    return started.filter((name) => !FADE.test(name));
  };
}

/**
 * The browser's events around a print. A print lays the page out for paper right after
 * `beforeprint`, with no frame between for the page's observers: what `beforeprint` renders is what
 * paper shows. `emulateMedia({ media: "print" })` shows that layout on screen.
 */
export async function startPrint(page: Page): Promise<void> {
  await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
}
export async function endPrint(page: Page): Promise<void> {
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => dispatchEvent(new Event("afterprint")));
}

/**
 * How many boxes in `scope` hide part of their content behind a scroll (sideways or down), as a
 * printout would cut it off: a board's list of cards, say. One-pixel screen-reader texts left out.
 */
export function scrollBoxesIn(scope: Locator): Promise<number> {
  return scope.evaluate(
    (root) =>
      [root, ...root.querySelectorAll("*")].filter((element) => {
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        const style = getComputedStyle(element);
        return (
          (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) ||
          (style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 1)
        );
      }).length,
  );
}

/**
 * A user's double click on `target`: two presses at its middle, 120 ms apart (a frame or more
 * passes between them, as for a person), the second counted as the double click's second.
 */
export async function doubleClickAsAPerson(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to double click");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(120);
  // mouse.click with clickCount 2 presses twice (counts 1 and 2): the second press alone.
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/**
 * How wide a square, centred on `target`'s box, a click or tap reaches it across (WCAG 2.2 target
 * size): the largest even size up to `max` at whose four edges (their middles, 1 px inside, as boxes
 * sit at fractions of a pixel) the point under the pointer is `target` or a part of it (a
 * pseudo-element counts: it is its element's). Rounded corners take no clicks; edges do. Its box, too.
 */
export async function hitArea(target: Locator, max = 48): Promise<{ size: number; box: { x: number; y: number; width: number; height: number } }> {
  const box = await target.boundingBox();
  if (!box) throw new Error("hitArea: the target is not shown");
  const size = await target.evaluate((element, { centreX, centreY, max }) => {
    const hits = (x: number, y: number) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && (found === element || element.contains(found));
    };
    let best = 0;
    for (let size = 2; size <= max; size += 2) {
      const half = size / 2 - 1;
      const edges = [
        [centreX - half, centreY],
        [centreX + half, centreY],
        [centreX, centreY - half],
        [centreX, centreY + half],
      ] as const;
      if (!edges.every(([x, y]) => hits(x, y))) break;
      best = size;
    }
    return best;
  }, { centreX: box.x + box.width / 2, centreY: box.y + box.height / 2, max });
  return { size, box };
}

/** Clicks `target` `inset` px inside the left edge of its hit area of `size` px (its centre's row), where its box is not. */
export async function clickHitAreaEdge(page: Page, target: Locator, size: number, inset = 1): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("clickHitAreaEdge: the target is not shown");
  await page.mouse.click(box.x + box.width / 2 - size / 2 + inset, box.y + box.height / 2);
}
