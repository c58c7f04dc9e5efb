import type { DataSet } from "./action-result";
import { dataCommands, type DataCommand, type StoredData } from "./data-commands";
import { dataHistory, kanbanHistory, todoHistory } from "./history";
import type { Board } from "./kanban";
import { kanbanCommands, type KanbanCommand } from "./kanban-commands";
import { boardStore, bothSetsStore, todoStore } from "./storage";
import { rememberStoredAdd, todoCommands } from "./todo-command-set";
import { addsStoredHere, type TodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

// The app's two data sets, each with its commands, its store and this tab's history,
// and both at once (an import).

export const todoData: DataSet<Todo[], TodoCommand> = {
  commands: todoCommands,
  store: todoStore,
  history: todoHistory,
  // Where this tab's adds were stored: their rows keep their tasks (see addsStoredHere).
  stored: (command, change) => rememberStoredAdd(addsStoredHere, command, change),
};

export const kanbanData: DataSet<Board[], KanbanCommand> = {
  commands: kanbanCommands,
  store: boardStore,
  history: kanbanHistory,
};

export const bothSetsData: DataSet<StoredData, DataCommand> = {
  commands: dataCommands,
  store: bothSetsStore,
  history: dataHistory,
};
