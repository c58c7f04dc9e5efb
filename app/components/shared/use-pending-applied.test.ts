import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TodoCommand } from "~/lib/todo-commands";
import type { Todo } from "~/lib/todos";
import { onDemand } from "./on-demand";
import { usePendingApplied } from "./use-pending-applied";

// The hook is the Kanban's; To Do's rules make smaller examples.
const todoCommandSet = onDemand(() => import("~/lib/todo-command-set").then((module) => module.todoCommands));

const stored: Todo[] = [{ id: 1, title: "milk", completed: false }];
const toggling: TodoCommand[] = [{ intent: "toggle", id: 1, completed: true }];

describe("usePendingApplied", () => {
  it("shows the stored state until the command set has loaded, then the commands being saved", async () => {
    const { result } = renderHook(() => usePendingApplied(todoCommandSet, stored, toggling));
    expect(result.current).toBe(stored);
    await waitFor(() => expect(result.current).toEqual([{ id: 1, title: "milk", completed: true }]));
  });

  it("shows the stored state itself when nothing is being saved", () => {
    const { result } = renderHook(() => usePendingApplied(todoCommandSet, stored, []));
    expect(result.current).toBe(stored);
  });

  it("keeps showing the stored state when the command set cannot load (offline)", async () => {
    const unreachable = onDemand<never>(() => Promise.reject(new Error("offline")));
    const { result } = renderHook(() => usePendingApplied(unreachable, stored, toggling));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(stored);
  });
});
