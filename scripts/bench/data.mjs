// The data every app under test starts from, in the original product's storage format.

/** Boards as the original product saved them: numeric ids, labels (one without colour), tasks, dates or none. */
export function originalBoards(boardCount, cardsPerBoard) {
  let id = 1_700_000_000_000;
  const colours = ["#61bd4f", "#f2d600", "#eb5a46", "#0079bf", ""];
  return Array.from({ length: boardCount }, (_, b) => ({
    id: id++,
    boardName: `Board ${b + 1}`,
    card: Array.from({ length: cardsPerBoard }, (_, c) => {
      const card = {
        id: id++,
        title: `Card ${b + 1}.${c + 1}: a task with a title of ordinary length`,
        tags: c % 3 === 0 ? [{ id: id++, tagName: `label ${c % 5}`, color: colours[c % 5] }] : [],
        task:
          c % 4 === 0
            ? [
                { id: id++, task: "first step", completed: true },
                { id: id++, task: "second step", completed: c % 8 === 0 },
              ]
            : [],
      };
      // The original saved cards without `date` until one was picked.
      if (c % 5 === 0) card.date = c % 10 === 0 ? "2024-01-05" : "2099-06-30";
      return card;
    }),
  }));
}

/** `count` stored To Do tasks titled "Task 1", "Task 2"…, none completed. */
export const manyTodos = (count) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}`, completed: false }));

const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A text of `length` characters with no place to break a line (old or imported data): `start`, a dot, letters and digits. */
export function unbrokenText(start, length = 1_000_000) {
  const head = `${start}.`;
  const characters = [];
  let state = [...start].reduce((sum, character) => sum * 31 + character.charCodeAt(0), 7) >>> 0;
  for (let i = head.length; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    characters.push(LETTERS_AND_DIGITS[(state >>> 16) % LETTERS_AND_DIGITS.length]);
  }
  return head + characters.join("");
}

/** A board whose name, first card's title, label and checklist item are a million characters each, a short card beside it, a second board. */
export function boardsWithLongTexts() {
  const card = (id, title, extra = {}) => ({ id, title, tags: [], task: [], date: "", ...extra });
  return [
    {
      id: "b1",
      boardName: unbrokenText("Board"),
      card: [
        card("c1", unbrokenText("Card"), {
          tags: [{ id: "t1", tagName: unbrokenText("Label"), color: "#61bd4f" }],
          task: [{ id: "i1", task: unbrokenText("Item"), completed: false }],
        }),
        card("c2", "Buy milk"),
      ],
    },
    { id: "b2", boardName: "Doing", card: [card("c3", "Review")] },
  ];
}
