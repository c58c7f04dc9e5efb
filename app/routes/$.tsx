import { data } from "react-router";

// Any address without a page: the root ErrorBoundary shows "404 Not Found".
export function clientLoader(): never {
  throw data("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
