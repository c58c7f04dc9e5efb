import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Presence } from "./presence";

// The build uses this in Radix's place (vite.config.ts); that no dialog reads an animation is checked
// in the browser (card-dialog.spec.ts), as Vitest loads Radix from node_modules untouched.
describe("Presence", () => {
  it("mounts its part while present and removes it at once when not", () => {
    const { rerender } = render(
      <Presence present>
        <p>part</p>
      </Presence>,
    );
    expect(screen.getByText("part")).toBeInTheDocument();
    rerender(
      <Presence present={false}>
        <p>part</p>
      </Presence>,
    );
    expect(screen.queryByText("part")).not.toBeInTheDocument();
  });

  it("keeps a function child mounted, telling it whether it is present", () => {
    render(<Presence present={false}>{({ present }) => <p>{present ? "shown" : "kept, hidden"}</p>}</Presence>);
    expect(screen.getByText("kept, hidden")).toBeInTheDocument();
  });
});
