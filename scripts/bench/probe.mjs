// In-page timing. Every measure runs from the input event that starts a gesture
// (its timeStamp: pointerdown for a click, keydown for a key) to the first
// frame painted once the expected DOM is there: a requestAnimationFrame loop
// checks the condition before each frame, and a setTimeout(0) after that frame
// marks "painted". A load runs from navigation start (performance.now() = 0).

/** Installed in every page before its own scripts (context.addInitScript); `loadCondition` is JS source. */
export function installProbe(loadCondition) {
  const check = new Function(`return (${loadCondition});`);
  const painted = (resolve, start) => setTimeout(() => resolve(performance.now() - start), 0);
  window.__bench = {
    armed: null,
    // Watched from the document's first frame, so Playwright's own latency is not counted.
    loaded: new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the page never showed: ${loadCondition}`)), 60_000);
      const frame = () => {
        if (!check()) return requestAnimationFrame(frame);
        clearTimeout(timer);
        painted(resolve, 0);
      };
      requestAnimationFrame(frame);
    }),
    // As `loaded`, and the page is the app's own: a picture painted before the app has started
    // (ours: the Kanban's stored boards, `#board-picture`, and the To Do's stored tasks,
    // `#todo-picture`, each inert in its page's skeleton) shows the page but does not work.
    usable: new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the page never became usable: ${loadCondition}`)), 60_000);
      const frame = () => {
        if (!check() || document.querySelector("#board-picture, #todo-picture")) return requestAnimationFrame(frame);
        clearTimeout(timer);
        painted(resolve, 0);
      };
      requestAnimationFrame(frame);
    }),
    measureNext(types, key, conditionSource, watchFrom = null) {
      const condition = new Function(`return (${conditionSource});`);
      this.armed = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${types} event, or its result never showed: ${conditionSource}`)), 15_000);
        const listener = (event) => {
          if (key && event.key !== key) return;
          for (const type of types) window.removeEventListener(type, listener, true);
          const start = event.timeStamp;
          const frame = () => {
            if (!condition()) return requestAnimationFrame(frame);
            clearTimeout(timer);
            painted(resolve, start);
          };
          // A click's result comes with its click: an animation frame asked for at the press
          // would draw a frame between press and release that the page did not need.
          if (watchFrom) window.addEventListener(watchFrom, () => requestAnimationFrame(frame), { capture: true, once: true });
          else requestAnimationFrame(frame);
        };
        for (const type of types) window.addEventListener(type, listener, true);
      });
    },
  };
}

/**
 * Measures `act` (which performs the input through Playwright): arms the probe
 * for the first of `types` (with `key`, if given), runs `act`, and resolves
 * with milliseconds from that event to the painted frame where `condition` holds.
 */
export async function timeStep(page, { types, key = null, condition, watchFrom = null }, act) {
  await page.evaluate(
    ({ types, key, condition, watchFrom }) => window.__bench.measureNext(types, key, condition, watchFrom),
    { types, key, condition, watchFrom },
  );
  await act();
  return page.evaluate(() => window.__bench.armed);
}

/**
 * How long a measured input waits after what prepared it (a fill, a scroll, the pointer's move):
 * a person's key or press comes 100 ms or more after the last letter or the pointer's arrival.
 * Frames keep Chromium's 16.7-ms cadence, and a change waits for the next tick unless a frame is
 * still due: an input right after a harness action that painted (Playwright's click waits for its
 * element to stay put over two animation frames) waited most of a tick more than after a pause,
 * and one right after a fill that a controlled field re-rendered rode the frame still due (To Do
 * adds from an empty list, 120 each: ours 10.8 -> 7.4 ms median, TodoMVC 6.0 -> 4.8 with the pause).
 */
export const SETTLED_MS = 100;

/**
 * Types `text` into the field `locator` (emptied first) as a person does, key by key. Playwright's
 * `fill` puts the text in with one input event and no key at all, so the Enter measured after it
 * was the page's first key event, which a person typing a title never presses: Chromium's and
 * React's keyboard paths ran cold in that one step (To Do at 5,000 tasks, 8 fresh pages each way,
 * first add 19.2 -> 14.8 ms median typed; the third add 8.6 and 8.1 ms either way).
 */
export async function typeText(locator, text) {
  await locator.fill("");
  await locator.pressSequentially(text);
}

/**
 * Measures a key press as a person makes it: after a pause, the key goes down, and comes up only
 * once the step is measured. Playwright's `press` sends the keyup as soon as the keydown is
 * handled; Chromium then holds the page's next tasks (timers, messages, `scheduler.postTask`) back
 * until the frame after the keyup, so the probe's mark after a frame painted in time came a frame
 * late in about half of the steps whose handler took 8 ms or more (To Do first add at 5,000 tasks:
 * the frame's animation callback at 12 ms either way, the mark at 22.3 ms median with the keyup,
 * 16.4 without). A person's keyup comes 50–150 ms after the keydown.
 */
export async function timeKeyStep(page, { key, condition }) {
  const name = key === " " ? "Space" : key;
  await page.waitForTimeout(SETTLED_MS);
  try {
    return await timeStep(page, { types: ["keydown"], key, condition }, () => page.keyboard.down(name));
  } finally {
    await page.keyboard.up(name);
  }
}

/**
 * Measures a click as a person makes it: the pointer moves onto the element's centre (scrolled
 * into view), rests there, then presses and lets go; measured from the pointerdown to the frame
 * painted with the click's result. Frames are watched from the click on: watched
 * from the pointerdown, the probe's own animation-frame request drew a frame between the press
 * and the release that the page did not need (traced, opening a card at 1,000 cards: a
 * 0.5–0.8-ms frame 2.7 ms after the press; 12 opens each way, 19.4 -> 18.1 ms median, noise).
 */
export async function timeClickStep(page, locator, { condition }) {
  // The page can still be rendering the target, or replacing it (the Kanban's tiles become
  // draggable ones when their code has come): its box is looked for again for up to two seconds.
  let box = null;
  for (const deadline = Date.now() + 2000; !box && Date.now() < deadline; ) {
    box = await locator
      .scrollIntoViewIfNeeded({ timeout: 500 })
      .then(() => locator.boundingBox())
      .catch(() => null);
    if (!box) await page.waitForTimeout(50);
  }
  if (!box) throw new Error(`nothing to click: ${locator}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(SETTLED_MS);
  return timeStep(page, { types: ["pointerdown"], condition, watchFrom: "click" }, async () => {
    await page.mouse.down();
    await page.mouse.up();
  });
}

/** Milliseconds from navigation start to the frame where the context's load condition held. */
export const loadTime = (page) => page.evaluate(() => window.__bench.loaded);

/** Milliseconds from navigation start to the frame where the page held it as the app's own page (no picture). */
export const usableTime = (page) => page.evaluate(() => window.__bench.usable);

/** Lets the page finish deferred work (saves, idle callbacks) before the next measure. */
export const settle = (page, ms = 250) => page.waitForTimeout(ms);

/** Marks the element a condition looks at (`[data-bench-target]`). */
export async function markTarget(page, locator) {
  await page.evaluate(() => document.querySelector("[data-bench-target]")?.removeAttribute("data-bench-target"));
  await locator.evaluate((element) => element.setAttribute("data-bench-target", ""));
}
