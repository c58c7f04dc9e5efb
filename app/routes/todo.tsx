import { prepareTodoItems } from "~/components/todo/todo-items";
import { TodoPage, TodoPageSkeleton } from "~/components/todo/todo-page";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { pageTitle } from "~/lib/page-title";
import { todoStore } from "~/lib/storage";
import { parseTodoFilter } from "~/lib/todos";
import type { Route } from "./+types/todo";

export const meta = () => pageTitle("To Do");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = parseTodoFilter(new URL(request.url).searchParams.get("filter"));
  const { value: todos, notice } = todoStore.load();
  loadActionsWhenIdle();
  // A long list is windowed from its first frame: its code (loaded on demand) comes first.
  await prepareTodoItems(todos.length);
  return { todos, filter, notice };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runActionOnDemand(request, (sets) => sets.todoData);
}

export function HydrateFallback() {
  return <TodoPageSkeleton />;
}

export default function Todo({ loaderData }: Route.ComponentProps) {
  return <TodoPage {...loaderData} />;
}
