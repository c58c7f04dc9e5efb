// Figures: each measured value per app, its median, its ratio to the peer and
// its target, printed as one Markdown table with every miss marked ✘.
import { formatValue, median } from "./stats.mjs";

export class Figures {
  #figures = new Map();

  /**
   * Declares a figure (once) and returns it. target: { ratio } ours/peer at most;
   * { max } ours at most; { min } ours at least; { peerMax: true } ours at most the peer's.
   */
  declare(id, { section, label, unit = "ms", target = {}, peerName = "peer" }) {
    if (!this.#figures.has(id)) this.#figures.set(id, { id, section, label, unit, target, peerName, values: { ours: [], peer: [] } });
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
    console.log(`\n${heading}\n`);
    for (const figure of rows) {
      if (figure.section !== section) {
        section = figure.section;
        console.log(`\n${section}\n`);
        console.log("| figure | ours | peer | ours / peer | target | |");
        console.log("|---|---:|---:|---:|---|---|");
      }
      const { ours, peer, ratio, met } = Figures.verdict(figure);
      if (met === false) misses++;
      const peerText = figure.values.peer.length ? `${formatValue(peer, figure.unit)} (${figure.peerName})` : "–";
      const mark = met === null ? "" : met ? "✔" : "✘";
      console.log(
        `| ${figure.label} | ${formatValue(ours, figure.unit)} | ${peerText} | ${ratio == null ? "–" : `${ratio.toFixed(2)}×`} | ${Figures.targetText(figure)} | ${mark} |`,
      );
    }
    console.log(`\n${misses === 0 ? "✔ every target met" : `✘ ${misses} target${misses === 1 ? "" : "s"} missed`}`);
    return misses;
  }
}
