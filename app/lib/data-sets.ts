import type { DataSet } from "./action-result";
import { dataCommands, type DataCommand, type StoredData } from "./data-commands";
import { dataHistory, kanbanHistory, todoHistory } from "./history";
import type { Board } from "./kanban";
import { kanbanCommands, type KanbanCommand } from "./kanban-commands";
import { boardStore, bothSetsStore, todoStore } from "./storage";
import { todoCommands } from "./todo-command-set";
import type { TodoCommand } from "./todo-commands";
import type { Todo } from "./todos";

// The app's two data sets, each with its commands, its store and this tab's history,
// and both at once (an import).

export const todoData: DataSet<Todo[], TodoCommand> = { commands: todoCommands, store: todoStore, history: todoHistory };

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
