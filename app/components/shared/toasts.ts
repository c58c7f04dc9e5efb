/*
 * Toasts: short notices such as "Card deleted", with an optional action
 * ("Undo"). Call `showToast` from anywhere. `<Toaster />` (toaster.tsx, in the
 * app shell) shows them, loading their code with the first toast, and
 * `<DialogToaster />` (dialog-toaster.tsx) inside a modal dialog takes them
 * over while the dialog is open: a modal dialog traps focus and hides the rest
 * of the page from screen readers, so a toast outside it could not be reached.
 *
 * This module is the toasts' state, kept outside React so anything can show a
 * toast, and small, as every page loads it.
 */

export type ToastOptions = {
  /** What happened, e.g. "Card deleted". */
  message: string;
  action?: {
    /** The button's text, e.g. "Undo". */
    label: string;
    onAction(): void;
    /** Said by screen readers after the message, for those who will not reach the button; the label by default. */
    altText?: string;
  };
};

export type ToastEntry = ToastOptions & { id: string };

/** How long a toast stays (at least 6 s, time to read it and reach its button), and longer while hovered or focused. */
export const TOAST_DURATION_MS = 8000;
/** The most toasts shown at once: a newer one closes the oldest. They stack newest at the bottom. */
export const MAX_TOASTS = 3;

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The open toasts, oldest first. */
export const toastList = createStore<readonly ToastEntry[]>([]);
/** Containers of the mounted dialog toasters, newest last: the newest shows the toasts. */
export const dialogToastHosts = createStore<readonly HTMLElement[]>([]);
/** Escape key presses a toast let pass to the dialog it is shown in (see toast-stack.tsx). */
export const escapesForDialog = new WeakSet<KeyboardEvent>();

let lastId = 0;

/** Shows a toast; returns its id for `dismissToast`. */
export function showToast({ message, action }: ToastOptions): string {
  if (!message.trim()) throw new TypeError("A toast needs a message.");
  if (action && !action.label.trim()) throw new TypeError("A toast action needs a label.");
  lastId += 1;
  const id = `toast-${lastId}`;
  toastList.set([...toastList.get(), { id, message, action }].slice(-MAX_TOASTS));
  return id;
}

/** Closes a toast; an unknown or already closed id is ignored. */
export function dismissToast(id: string): void {
  const rest = toastList.get().filter((toast) => toast.id !== id);
  if (rest.length !== toastList.get().length) toastList.set(rest);
}
