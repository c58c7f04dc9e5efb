import { describe, expect, it } from "vitest";
import { showCard, shownCardTitle } from "./shown-card";

describe("shownCardTitle", () => {
  it("is the title of the card the dialog shows, for that card only", () => {
    const hide = showCard("7", "Bravo");
    expect(shownCardTitle("7")).toBe("Bravo");
    expect(shownCardTitle("8")).toBeUndefined();
    hide();
    expect(shownCardTitle("7")).toBeUndefined();
  });

  it("follows the latest dialog: an earlier one going does not forget the later one", () => {
    const hideFirst = showCard("7", "Bravo");
    const hideSecond = showCard("7", "Bravo, renamed");
    hideFirst();
    expect(shownCardTitle("7")).toBe("Bravo, renamed");
    hideSecond();
    expect(shownCardTitle("7")).toBeUndefined();
  });
});
