import { DELETE_ICON, EDIT_ICON } from "./task-list-markup";

// The task rows' Edit and Delete icons (lucide's pencil and trash) as images for ui/painted-icon.tsx,
// stroked in each theme's --foreground and --destructive (app.css). Only the To Do shows them, so
// they come with its code, not in the stylesheet every page holds (0.35 KB of gzip, which took
// /kanban over its 150 KB). The picture of the stored tasks shows its rows without them until
// the page takes its place.

const PENCIL = "M21.2 6.8a1 1 0 0 0-4-4L3.8 16.2a2 2 0 0 0-.5.8l-1.3 4.4a.5.5 0 0 0 .6.6l4.4-1.3a2 2 0 0 0 .8-.5zM15 5l4 4";
const TRASH = "M10 11v6m4-6v6m5-11v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2";

const image = (path: string, colour: string) =>
  `url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23${colour}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>")`;

/** The strokes, as sRGB hex: each theme's --foreground and --destructive (task-icons.test.ts holds them to app.css). */
export const ICON_COLOURS = {
  light: { edit: "101828", delete: "bb0916" },
  dark: { edit: "e8ebf1", delete: "f66d67" },
};

const CSS =
  `.${EDIT_ICON}{--painted-icon:${image(PENCIL, ICON_COLOURS.light.edit)}}` +
  `.${DELETE_ICON}{--painted-icon:${image(TRASH, ICON_COLOURS.light.delete)}}` +
  `.dark .${EDIT_ICON}{--painted-icon:${image(PENCIL, ICON_COLOURS.dark.edit)}}` +
  `.dark .${DELETE_ICON}{--painted-icon:${image(TRASH, ICON_COLOURS.dark.delete)}}`;

/** The icons' images: React puts this in the document's head when the page first renders, and keeps it there. */
export function TaskIconStyles() {
  return (
    <style href="task-icons" precedence="default">
      {CSS}
    </style>
  );
}
