import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { isRouteErrorResponse, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { APP_NAME } from "~/lib/page-title";

function describe(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return { title: "404 Not Found", detail: "There is no page at this address." };
    }
    const detail = typeof error.data === "string" && error.data ? error.data : "The page could not be shown.";
    return { title: `${error.status} ${error.statusText}`.trim(), detail };
  }
  return {
    title: "Something went wrong",
    detail: "An unexpected error stopped this page. Your saved data is untouched.",
  };
}

/** The root error screen; it renders inside the shared layout so navigation still works. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { title, detail } = describe(error);
  const isUnexpected = !isRouteErrorResponse(error);
  const message = isUnexpected && error instanceof Error ? error.message : null;
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl py-12 text-center">
      <title>{`${title} · ${APP_NAME}`}</title>
      <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-10 text-destructive" />
      <h1 id="error-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">{detail}</p>
      {message ? (
        <pre className="mt-4 overflow-x-auto rounded-md bg-muted p-3 text-left text-sm whitespace-pre-wrap">{message}</pre>
      ) : null}
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/" data-slot="button" className={buttonVariants()}>
          Go to the home page
        </Link>
        {isUnexpected ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        ) : null}
      </div>
    </section>
  );
}
