import { TodoPage, TodoPageSkeleton } from "~/components/todo/todo-page";
import { intentOf, toActionResult, type ActionResult } from "~/lib/action-result";
import { pageTitle } from "~/lib/page-title";
import { todoStore } from "~/lib/storage";
import { parseTodoCommand } from "~/lib/todo-commands";
import { parseTodoFilter } from "~/lib/todos";
import type { Route } from "./+types/todo";

export const meta = () => pageTitle("To Do");

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = parseTodoFilter(new URL(request.url).searchParams.get("filter"));
  const { value: todos, notice } = todoStore.load();
  return { todos, filter, notice };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === "dismiss-notice") {
    todoStore.dismissNotice();
    return { ok: true, intent };
  }
  const parsed = parseTodoCommand(form);
  if (!parsed.ok) {
    return { ok: false, intent, error: parsed.error, ...(intent === "add" ? { field: "title" } : {}) };
  }
  return toActionResult(intent, await todoStore.submit(parsed.command));
}

export function HydrateFallback() {
  return <TodoPageSkeleton />;
}

export default function Todo({ loaderData }: Route.ComponentProps) {
  return <TodoPage {...loaderData} />;
}
