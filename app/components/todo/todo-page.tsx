import { PageSkeleton } from "~/components/layout/page-skeleton";
import { StorageNotice } from "~/components/storage/storage-notice";
import type { UnreadableNotice } from "~/lib/storage";
import type { Todo, TodoFilter } from "~/lib/todos";
import { AddTodoForm } from "./add-todo-form";
import { TodoList } from "./todo-list";

export function TodoPage({
  todos,
  filter,
  notice,
}: {
  todos: Todo[];
  filter: TodoFilter;
  notice: UnreadableNotice | null;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <StorageNotice notice={notice} />
      <AddTodoForm />
      <h1 className="mt-8 mb-3 text-3xl font-bold tracking-tight">Your Tasks</h1>
      <TodoList todos={todos} filter={filter} />
    </div>
  );
}

export function TodoPageSkeleton() {
  return <PageSkeleton rows={5} />;
}
