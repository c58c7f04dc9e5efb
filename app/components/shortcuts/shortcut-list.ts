// Every keyboard shortcut of the app, as the Keyboard shortcuts dialog lists them.

export interface ShortcutEntry {
  /** The keys, each shown as a <kbd>; "then" between presses of a sequence. */
  keys: readonly (readonly string[])[];
  description: string;
}

export interface ShortcutGroup {
  name: string;
  shortcuts: readonly ShortcutEntry[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    name: "General",
    shortcuts: [
      { keys: [["?"]], description: "Show keyboard shortcuts" },
      { keys: [["g", "t"]], description: "Go to To Do" },
      { keys: [["g", "k"]], description: "Go to Kanban" },
      { keys: [["/"]], description: "Search (on a page with a search field)" },
      { keys: [["Esc"]], description: "Clear the search field, then leave it" },
    ],
  },
  {
    name: "To Do",
    shortcuts: [
      { keys: [["n"]], description: "New task" },
      { keys: [["j"], ["↓"]], description: "Next task" },
      { keys: [["k"], ["↑"]], description: "Previous task" },
      { keys: [["x"]], description: "Complete or reopen the focused task" },
      { keys: [["e"]], description: "Edit the focused task" },
      { keys: [["Delete"]], description: "Delete the focused task" },
    ],
  },
  {
    name: "Kanban",
    shortcuts: [
      { keys: [["n"]], description: "Add a card to the focused card's board (or the first)" },
      { keys: [["b"]], description: "Add a board" },
      { keys: [["j"], ["↓"]], description: "Next card" },
      { keys: [["k"], ["↑"]], description: "Previous card" },
      { keys: [["←"], ["→"]], description: "Card beside it in the board to the left or right" },
      { keys: [["e"], ["Enter"]], description: "Open the focused card" },
      { keys: [["l"]], description: "Labels of the focused card" },
      { keys: [["d"]], description: "Due date of the focused card" },
      { keys: [["Delete"]], description: "Delete the focused card" },
      { keys: [["["], ["]"]], description: "Move the focused card to the previous or next board" },
      { keys: [["Space"]], description: "Pick up or drop the focused card (arrows move it, Esc cancels)" },
    ],
  },
];
