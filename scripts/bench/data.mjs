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
