import { NAME_LENGTH, previewText } from "./long-text";

// How a board is called wherever it is named: its heading, its region, its
// buttons, drag announcements, the card dialog's "in board …". A board may
// have an empty name (as in the original); it is then called "Name of Board".

/** What a board with an empty name is called, as in the original. */
export const UNNAMED_BOARD = "Name of Board";

/** True when the board has no name of its own (only an empty one; a blank name is a name). */
export function isUnnamedBoard(boardName: string): boolean {
  return boardName === "";
}

/** The board's name as it names things: the start of a long one, "Name of Board" for an empty one. */
export function boardDisplayName(boardName: string): string {
  return isUnnamedBoard(boardName) ? UNNAMED_BOARD : previewText(boardName, NAME_LENGTH);
}
