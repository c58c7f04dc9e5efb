import HardDrive from "lucide-react/icons/hard-drive";
import { Link } from "react-router";

/** The app has no accounts; these pages say so instead of showing fake forms. */
export function NoAccountPage({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="account-heading" className="mx-auto max-w-xl py-8">
      <h1 id="account-heading" className="text-3xl font-bold">
        {heading}
      </h1>
      <p className="mt-4 flex items-start gap-2 text-muted-foreground">
        <HardDrive aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        No account is needed. Your tasks and boards are saved only in this browser, on this device.
      </p>
      <p className="mt-4">
        Go to your <Link className="font-medium text-primary underline underline-offset-4" to="/todo">To Do</Link> list
        or your <Link className="font-medium text-primary underline underline-offset-4" to="/kanban">Kanban</Link> board.
      </p>
    </section>
  );
}
