// Figures: each measured value per app, its median, its ratio to the peer and
// its target, printed as one Markdown table with every miss marked ✘.
import { formatValue, median } from "./stats.mjs";

export class Figures {
  #figures = new Map();

  /**
   * Declares a figure (once) and returns it. target: { ratio } ours/peer at most;
   * { max } ours at most; { min } ours at least; { peerMax: true } ours at most the peer's.
   * step: "click" or "key" when ours is timed as the floor's click or key step is
   * (`timeClickStep`, `timeKeyStep`): the table then says how far above that floor it is.
   */
  declare(id, { section, label, unit = "ms", target = {}, peerName = "peer", step }) {
    if (!this.#figures.has(id)) this.#figures.set(id, { id, section, label, unit, target, peerName, step, values: { ours: [], peer: [] } });
    return this.#figures.get(id);
  }

  push(id, app, value) {
    const figure = this.#figures.get(id);
    if (!figure) throw new Error(`undeclared figure ${id}`);
    figure.values[app === "ours" ? "ours" : "peer"].push(value);
  }

  /** Median of ours, of the peer, their ratio and whether every target is met (null: no target). */
  static verdict({ values, target }) {
    const ours = median(values.ours);
    const peer = median(values.peer);
    const ratio = values.peer.length && values.ours.length ? ours / peer : null;
    const checks = [];
    if (target.ratio != null && ratio != null) checks.push(ratio <= target.ratio);
    if (target.peerMax && ratio != null) checks.push(ours <= peer);
    if (target.max != null) checks.push(ours <= target.max);
    if (target.min != null) checks.push(ours >= target.min);
    const met = Number.isNaN(ours) ? false : checks.length ? checks.every(Boolean) : null;
    return { ours, peer, ratio, met };
  }

  /**
   * How far ours is above the harness's floor for its kind of step (`floors`: the medians of
   * `floor.click` and `floor.key`), as "+3.1 ms"; "–" when it has no step or the floor was not run.
   * The floor is what the same step costs on a page that does nothing, so this is the app's part.
   */
  static aboveFloorText({ values, step, unit }, floors) {
    const floor = step ? floors[step] : undefined;
    if (floor == null || Number.isNaN(floor) || values.ours.length === 0) return "–";
    const above = median(values.ours) - floor;
    return `${above < 0 ? "−" : "+"}${formatValue(Math.abs(above), unit)}`;
  }

  static targetText({ target, unit }) {
    const parts = [];
    if (target.ratio != null) parts.push(`≤ ${target.ratio}×`);
    if (target.peerMax) parts.push("≤ peer");
    if (target.max != null) parts.push(`≤ ${formatValue(target.max, unit)}`);
    if (target.min != null) parts.push(`≥ ${formatValue(target.min, unit)}`);
    return parts.join(" and ") || "–";
  }

  print(heading) {
    const rows = [...this.#figures.values()].filter((figure) => figure.values.ours.length || figure.values.peer.length);
    let misses = 0;
    let section = null;
    const floors = { click: median(this.#figures.get("floor.click")?.values.ours ?? []), key: median(this.#figures.get("floor.key")?.values.ours ?? []) };
    console.log(`\n${heading}\n`);
    for (const figure of rows) {
      if (figure.section !== section) {
        section = figure.section;
        console.log(`\n${section}\n`);
        console.log("| figure | ours | ours above the floor | peer | ours / peer | target | |");
        console.log("|---|---:|---:|---:|---:|---|---|");
      }
      const { ours, peer, ratio, met } = Figures.verdict(figure);
      if (met === false) misses++;
      const peerText = figure.values.peer.length ? `${formatValue(peer, figure.unit)} (${figure.peerName})` : "–";
      const mark = met === null ? "" : met ? "✔" : "✘";
      console.log(
        `| ${figure.label} | ${formatValue(ours, figure.unit)} | ${Figures.aboveFloorText(figure, floors)} | ${peerText} | ${ratio == null ? "–" : `${ratio.toFixed(2)}×`} | ${Figures.targetText(figure)} | ${mark} |`,
      );
    }
    console.log(`\n${misses === 0 ? "✔ every target met" : `✘ ${misses} target${misses === 1 ? "" : "s"} missed`}`);
    return misses;
  }
}
