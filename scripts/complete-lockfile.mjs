#!/usr/bin/env node
// This machine's npm registry serves only Linux builds of native packages, so
// `npm install` leaves the other platforms' optional packages (esbuild, rollup,
// tailwind oxide, …) out of package-lock.json, and `npm ci` then refuses the lock
// as out of sync. This records each missing optional package with the os/cpu its
// name says, so npm skips it on other platforms instead of fetching it.
// Run after every `npm install` that changes dependencies (`npm run lock`).
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "openharmony", "sunos", "win32", "aix"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = parts.includes("wasm32") || parts.includes("wasi") ? "wasm32" : CPU.find((c) => parts.includes(c));
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") || parts.includes("gnueabihf") ? "glibc" : null;
  return { os, cpu, libc };
}

function resolvesFrom(parentPath, name) {
  // Node's lookup: the parent's own node_modules, then each ancestor's.
  let base = parentPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return true;
    const cut = base.lastIndexOf("/node_modules/");
    if (base === "") return false;
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvesFrom(path, name)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[~^=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform package(s)`);
