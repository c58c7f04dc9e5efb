// A live region (role="status" or "alert") speaks when its text changes: the same message set
// again is not heard. So a message the same as the one shown (two undos of "move card “Alpha”"
// in a row, ] pressed twice at the last board) gets a trailing no-break space, and the next
// same one loses it. Screen readers read the space as nothing; tests normalise it away.

const REPEAT_MARK = "\u00a0";

/** `next`, told apart from `shown` when the two are the same message. */
export function anew(shown: string, next: string): string {
  return next !== "" && next === shown ? `${next}${REPEAT_MARK}` : next;
}
