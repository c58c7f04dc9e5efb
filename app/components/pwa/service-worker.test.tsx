import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The registration itself (Workbox, the browser) is covered end to end in
// tests/e2e/update.spec.ts; here: when it happens, and what the prompt does.
const registerServiceWorker = vi.fn();
vi.mock("./service-worker-updates", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./service-worker-updates")>()),
  registerServiceWorker,
}));

/** A fresh copy of the module (it registers once per page load) with a service worker API present. */
async function loadServiceWorker() {
  vi.resetModules();
  // Loaded ahead, so the component's own import of it settles at once.
  await import("./service-worker-updates");
  return (await import("./service-worker")).ServiceWorker;
}

/** Renders it and lets the browser's idle time pass (jsdom has no requestIdleCallback: a short timeout). */
async function renderServiceWorker() {
  const ServiceWorker = await loadServiceWorker();
  render(<ServiceWorker />);
  await act(() => vi.advanceTimersByTimeAsync(2_000));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
  registerServiceWorker.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("ServiceWorker", () => {
  it("registers nothing on the dev server", async () => {
    vi.stubEnv("DEV", true);
    await renderServiceWorker();
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it("registers nothing in a browser without service workers", async () => {
    vi.stubEnv("DEV", false);
    Reflect.deleteProperty(navigator, "serviceWorker");
    await renderServiceWorker();
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it("in a production build registers the service worker at the base path once the page is idle", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("BASE_URL", "/tasks/");
    const ServiceWorker = await loadServiceWorker();
    const { rerender } = render(<ServiceWorker />);
    // Rendered, but the browser not idle yet.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
    expect(registerServiceWorker).toHaveBeenCalledWith("/tasks/", expect.any(Function));
    rerender(<ServiceWorker />);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });

  it("says a new version is available and switches to it only when Reload is pressed", async () => {
    vi.stubEnv("DEV", false);
    await renderServiceWorker();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    const reload = vi.fn();
    const onUpdate = registerServiceWorker.mock.calls[0]![1] as (reload: () => void) => void;
    act(() => onUpdate(reload));
    const status = await screen.findByRole("status");
    expect(await screen.findByText("A new version is available.")).toBeInTheDocument();
    expect(status).toHaveTextContent("A new version is available.");
    expect(reload).not.toHaveBeenCalled();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("askForControl", () => {
  const registrationWith = (postMessage: () => void) => ({ active: { postMessage } }) as unknown as ServiceWorkerRegistration;

  it("asks the active worker to take a page no worker controls (a hard reload, a navigation while it installed)", async () => {
    const { askForControl } = await import("./service-worker-updates");
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: null }, configurable: true });
    const postMessage = vi.fn();
    askForControl(registrationWith(postMessage));
    expect(postMessage).toHaveBeenCalledWith({ type: "CLAIM_CLIENTS" });
  });

  it("asks nothing of it when the page is controlled already", async () => {
    const { askForControl } = await import("./service-worker-updates");
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: {} }, configurable: true });
    const postMessage = vi.fn();
    askForControl(registrationWith(postMessage));
    expect(postMessage).not.toHaveBeenCalled();
  });
});
