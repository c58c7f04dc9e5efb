#!/usr/bin/env node
// Draws the app icon (the favicon's board of three columns, with a check mark)
// and renders the PNGs the web app manifest and iOS use into public/icons/, with
// Chromium (CHROMIUM_PATH or /usr/bin/chromium). The PNGs are committed; run
// this again only after changing the drawing: node scripts/render-icons.mjs
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const BLUE = "#2845b8"; // the favicon's and the header's blue
const AMBER = "#fcd34d";

/**
 * The drawing on a 512 × 512 canvas. `fullBleed`: the background fills the
 * square (maskable and Apple icons: the platform cuts its own shape); else a
 * rounded square with transparent corners. `scale`: how much of the canvas the
 * motif takes; a maskable icon keeps it inside the central safe circle
 * (80% of the size across).
 */
export function iconSvg({ fullBleed, scale }) {
  const background = fullBleed
    ? `<rect width="512" height="512" fill="${BLUE}"/>`
    : `<rect width="512" height="512" rx="96" fill="${BLUE}"/>`;
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <rect x="104" y="104" width="80" height="304" rx="20" fill="#fff"/>
    <rect x="216" y="104" width="80" height="208" rx="20" fill="#fff"/>
    <rect x="328" y="104" width="80" height="144" rx="20" fill="#fff"/>
    <circle cx="356" cy="356" r="84" fill="${AMBER}" stroke="${BLUE}" stroke-width="20"/>
    <path d="M318 358 l26 26 l52 -56" fill="none" stroke="${BLUE}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

export const ICONS = [
  { file: "icon-192.png", size: 192, fullBleed: false, scale: 1 },
  { file: "icon-512.png", size: 512, fullBleed: false, scale: 1 },
  // The motif spans x 104–440 of 512: at 0.7 it stays inside the safe circle.
  { file: "icon-maskable-512.png", size: 512, fullBleed: true, scale: 0.7 },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true, scale: 0.85 },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = new URL("../public/icons/", import.meta.url);
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage();
  for (const { file, size, ...drawing } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const svg = iconSvg(drawing).replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: fileURLToPath(new URL(file, outDir)), omitBackground: true });
    console.log(`public/icons/${file}: ${size} × ${size}`);
  }
  await browser.close();
}
