import { redirect } from "react-router";
import { PageSkeleton } from "~/components/layout/page-skeleton";

export function clientLoader() {
  return redirect("/kanban");
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Index() {
  return null;
}
