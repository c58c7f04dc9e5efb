import type { ShouldRevalidateFunctionArgs } from "react-router";
import { prepareTodoItems, startTodoItemsCodeFor } from "~/components/todo/todo-items";
import { TodoPageSkeleton } from "~/components/todo/todo-page-skeleton";
import { TodoPage } from "~/components/todo/todo-page";
import { prepareTodoSearch } from "~/components/todo/todo-search";
import { loadActionsWhenIdle, runActionOnDemand } from "~/lib/actions-on-demand";
import { pageTitle } from "~/lib/page-title";
import { onlyQueryChanged } from "~/lib/search-url";
import { todoStore } from "~/lib/storage";
import { parseTodoFilter } from "~/lib/todos";
import type { Route } from "./+types/todo";

// Run as the page's scripts are first evaluated, before the app hydrates and its loader runs:
// the code a long list needs is on its way sooner (see startTodoItemsCodeFor).
if (!import.meta.env.SSR) startTodoItemsCodeFor(todoStore.storedText());

export const meta = () => pageTitle("To Do");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseTodoFilter(params.get("filter"));
  const { value: todos, notice } = todoStore.load();
  loadActionsWhenIdle();
  // A long list is windowed from its first frame, and a searched one is filtered:
  // their code (loaded on demand) comes first.
  await Promise.all([prepareTodoItems(todos.length), prepareTodoSearch(params.get("q"))]);
  return { todos, filter, notice };
}

// Typing a search changes only `?q=`: the page filters what it has, without reading storage
// again per keystroke (and each keystroke's navigation lands before the next).
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyQueryChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
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
