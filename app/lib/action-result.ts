import type { SaveResult } from "./storage";

/** What every route action returns; pages show `error` next to what failed. */
export type ActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: string; field?: string };

export function toActionResult(intent: string, result: SaveResult<unknown>): ActionResult {
  return result.ok ? { ok: true, intent } : { ok: false, intent, error: result.error };
}

export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" ? intent : "";
}
