/**
 * An icon drawn as its element's background image (app.css, `.painted-icon`), for icons repeated
 * on every row of a list. An inline `<svg>` (ui/icon.tsx) is a transform and a clip of its own in
 * the paint, and every frame that painted sorted each of them into layers again: a To Do add on a
 * list of 20–60 tasks took about 0.6 ms more, untraced, with the rows' two icons inline.
 * `image` is a class that sets `--painted-icon`, an image with the theme's colour baked in (an
 * image cannot read the text's); in forced colours the shape is a mask over the system's colour.
 */
export function PaintedIcon({ image }: { image: string }) {
  return <span aria-hidden="true" className={`painted-icon ${image}`} />;
}
