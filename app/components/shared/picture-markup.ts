// The pieces of markup the pictures painted before the app starts are made of (the Kanban's
// boards, board-picture.ts; the To Do list, todo-picture.ts): plain strings, no React, as each
// picture is a script of its own that must stay small. Each is what the page's component
// renders; the pictures' tests compare the two.

const SVG_OPEN =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** A lucide icon as lucide-react renders it (ui/icon.tsx), from its shapes. */
export function icon(name: string, className: string, shapes: string): string {
  return `${SVG_OPEN} class="lucide lucide-${name}${className ? ` ${className}` : ""}">${shapes}</svg>`;
}

/** A ui/painted-icon.tsx `PaintedIcon` of the image class `image`. */
export const paintedIcon = (image: string) => `<span aria-hidden="true" class="painted-icon ${image}"></span>`;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text made safe for the markup, in an element or an attribute. */
export const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** Text for screen readers only. */
export const srOnly = (text: string) => `<span class="sr-only">${escape(text)}</span>`;

/** A ui/button.tsx `Button` of `variant`, `size` and extra classes (with their leading space). */
export function button(variant: string, size: string, className: string, content: string, attributes = ""): string {
  return `<button data-slot="button" type="button" class="ui-button ui-button-${variant} ui-button-size-${size}${className}"${attributes}>${content}</button>`;
}
