import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen";

function renderError(error: unknown) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ErrorScreen error={error} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

const routeError = (status: number, statusText: string, data: unknown = null) => ({
  status,
  statusText,
  internal: false,
  data,
});

describe("ErrorScreen", () => {
  it("says 404 Not Found with a link home", () => {
    renderError(routeError(404, "Not Found"));
    expect(screen.getByRole("heading", { level: 1, name: "404 Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("shows the status and its text for other route errors", () => {
    renderError(routeError(405, "Method Not Allowed"));
    expect(screen.getByRole("heading", { level: 1, name: "405 Method Not Allowed" })).toBeInTheDocument();
  });

  it("shows a plain message and ways back for unexpected errors", () => {
    renderError(new Error("boom"));
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/Your saved data is untouched/)).toBeInTheDocument();
    expect(screen.getByText("boom")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeInTheDocument();
  });
});
