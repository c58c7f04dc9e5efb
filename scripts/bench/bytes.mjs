// Bytes: gzip JS + CSS each page loads before any interaction, counted as
// `npm run budgets` counts them (scripts/bundle-budgets.mjs), against the peers.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageAssets, TARGETS } from "../bundle-budgets.mjs";

export async function benchBytes({ figures, ours, peer, todoMvc }) {
  const section = "Transfer before any interaction: gzip JS + CSS (peer's CDN stylesheet not counted)";
  const peerKanban = (await pageAssets(peer, "")).gzip;
  // TodoMVC's page is one script and one stylesheet.
  let todoMvcBytes = 0;
  for (const file of ["app.bundle.js", "app.css"]) todoMvcBytes += gzipSync(await readFile(join(todoMvc, file)), { level: 9 }).length;
  for (const [page, target] of Object.entries(TARGETS)) {
    const id = `bytes.${page}`;
    const isTodo = page === "/todo";
    figures.declare(id, { section, label: page, unit: "KB", target: { max: target }, peerName: isTodo ? "TodoMVC" : "peer" });
    figures.push(id, "ours", (await pageAssets(ours, page)).gzip);
    figures.push(id, "peer", isTodo ? todoMvcBytes : peerKanban);
  }
}
