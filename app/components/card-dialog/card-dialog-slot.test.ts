import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test takes the module afresh: whether the dialog's code has come is the module's state.
const freshSlot = () => import("./card-dialog-slot");

// Each test imports the dialog's code afresh (Radix and all, transformed on demand): a busy machine
// took more than the default 5 s for one test.
describe("openCardFirst before the dialog's code has come", { timeout: 30_000 }, () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.doUnmock("./card-dialog"));

  it("goes to a card pressed twice (a double click on a slow network) once, when the code comes", async () => {
    const { openCardFirst } = await freshSlot();
    const navigate = vi.fn();
    const failed = vi.fn();
    openCardFirst("a", navigate, failed);
    openCardFirst("a", navigate, failed);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled(), { timeout: 15_000 });
    // The address waits for the browser's idle time (a timer here): long past it, still once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
  });

  it("when the code cannot be fetched, says so and does not go to the card; the next press fetches it again", async () => {
    vi.doMock("./card-dialog", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { openCardFirst, cardNotOpened } = await freshSlot();
    const offline = { navigate: vi.fn(), failed: vi.fn() };
    openCardFirst("a", offline.navigate, offline.failed);
    await vi.waitFor(() => expect(offline.failed).toHaveBeenCalledWith(cardNotOpened()), { timeout: 15_000 });
    expect(offline.navigate).not.toHaveBeenCalled();

    vi.doUnmock("./card-dialog");
    const online = { navigate: vi.fn(), failed: vi.fn() };
    openCardFirst("a", online.navigate, online.failed);
    await vi.waitFor(() => expect(online.navigate).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(online.failed).not.toHaveBeenCalled();
  });

  it("forgets a card pressed before the code came when the page is left meanwhile", async () => {
    const { cardDialogCode, forgetCardsPressed, openCardFirst } = await freshSlot();
    const navigate = vi.fn();
    const failed = vi.fn();
    openCardFirst("a", navigate, failed);
    forgetCardsPressed();
    await cardDialogCode.load();
    // Long past the browser's idle time (a timer here), where the address would be followed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(navigate).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });
});
