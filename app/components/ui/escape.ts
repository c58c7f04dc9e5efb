import { isComposing } from "~/lib/composing";

/**
 * For a Radix layer's `onEscapeKeyDown` (a dialog, a popover): the Escape that ends an input
 * method's composition in one of its fields ends that only, and the layer stays open.
 */
export function unlessComposing(handler?: (event: KeyboardEvent) => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (isComposing(event)) event.preventDefault();
    else handler?.(event);
  };
}
