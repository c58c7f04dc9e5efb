import type { ActionResult, DataSet } from "./action-result";
import { codeNotLoaded, noteFailedImport } from "./code-not-loaded";
import { commandInForm, fieldsOf, HISTORY_FIELD } from "./commands";
import { whenIdleOrInteracting } from "./when-idle";

// What a route action needs (the command sets' form parsing, the histories,
// the action runner) loads on demand: React Router loads a page's action
// module with the page, and the page renders without any of this. It is
// fetched when the page is idle, so the first save does not wait for it.

type DataSets = typeof import("./data-sets");

let loading: ReturnType<typeof loadPipeline> | null = null;
let scheduled = false;

function loadPipeline() {
  return Promise.all([import("./action-result"), import("./data-sets")]);
}

function pipeline(): ReturnType<typeof loadPipeline> {
  loading ??= loadPipeline().catch(async (error: unknown) => {
    // Offline with a cold cache, say: the next save tries again (Chromium keeps the failure: code-not-loaded.ts).
    loading = null;
    await noteFailedImport(error);
    throw error;
  });
  return loading;
}

/** Runs a route action over the data set `pick` names (see runCommandAction). */
export async function runActionOnDemand<S, C>(
  request: Request,
  pick: (dataSets: DataSets) => DataSet<S, C>,
): Promise<ActionResult> {
  let loaded: Awaited<ReturnType<typeof loadPipeline>>;
  try {
    loaded = await pipeline();
  } catch {
    // The change is refused, and said so where it was made (which keeps what was typed),
    // rather than the page giving way to the error screen.
    return { ok: false, intent: intentOfUnread(await request.formData()), error: codeNotLoaded() };
  }
  const [{ runCommandAction }, dataSets] = loaded;
  return runCommandAction(request, pick(dataSets));
}

/** What a form refused unread was for (as runCommandAction names it): undo or redo, its own intent, or its command's. */
function intentOfUnread(form: FormData): string {
  const named = form.get(HISTORY_FIELD) ?? form.get("intent");
  return typeof named === "string" ? named : fieldsOf(commandInForm(form)).intent;
}

/** Fetches the action code in idle time, or at the first interaction before that; called when a page with actions has loaded its data. */
export function loadActionsWhenIdle(): void {
  if (loading || scheduled) return;
  scheduled = true;
  whenIdleOrInteracting(() => void pipeline().catch(() => undefined));
}
