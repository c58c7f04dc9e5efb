#!/usr/bin/env node
// Serves build/client the way a plain static host does, with no rewrite rules:
// a path is a file, or a folder's index.html, or else 404.html with status 404.
// Text is sent gzipped to browsers that take it, as static hosts do (GitHub Pages, Netlify,
// Cloudflare Pages, S3 behind CloudFront): a first visit on a slow connection then transfers
// what the bundle budgets count, not three times as much.
// Used by `npm start`, the end-to-end tests and the bench.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipAsync = promisify(gzip);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".webmanifest"]);

/** Whether the request's Accept-Encoding takes gzip (not refused with q=0). */
export function acceptsGzip(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      if (coding.trim() !== "gzip" && coding.trim() !== "*") return false;
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** Each file's gzip, made once and made again when the file changes (a new deploy over a running server). */
const gzipped = new Map();
async function gzippedFile(file) {
  const info = await stat(file);
  const cached = gzipped.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.body;
  const body = await gzipAsync(await readFile(file), { level: 9 });
  gzipped.set(file, { mtimeMs: info.mtimeMs, size: info.size, body });
  return body;
}

function normalizeBase(raw) {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, "index.html");
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    // not there: the caller answers 404
  }
  return null;
}

export function startStaticServer({ root, port = 3000, host = "127.0.0.1", basePath = "/" }) {
  const rootDir = resolve(root);
  const base = normalizeBase(basePath);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/";
    }
    let file = null;
    if (pathname === base.slice(0, -1)) {
      response.writeHead(301, { Location: base + url.search });
      response.end();
      return;
    }
    if (pathname.startsWith(base)) {
      const target = normalize(join(rootDir, pathname.slice(base.length)));
      if (target === rootDir || target.startsWith(rootDir + sep)) file = await fileAt(target);
    }
    const status = file ? 200 : 404;
    file ??= join(rootDir, "404.html");
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const immutable = file.includes(`${sep}assets${sep}`);
    const headers = {
      "Content-Type": type,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    };
    if (COMPRESSIBLE.has(extname(file))) {
      headers.Vary = "Accept-Encoding";
      if (acceptsGzip(request.headers["accept-encoding"])) {
        let body;
        try {
          body = await gzippedFile(file);
        } catch {
          body = null;
        }
        if (body) {
          response.writeHead(status, { ...headers, "Content-Encoding": "gzip", "Content-Length": body.length });
          response.end(request.method === "HEAD" ? undefined : body);
          return;
        }
      }
    }
    response.writeHead(status, headers);
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    createReadStream(file)
      .on("error", () => response.end())
      .pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const basePath = normalizeBase(process.env.BASE_PATH);
  const root = fileURLToPath(new URL("../build/client", import.meta.url));
  const server = await startStaticServer({ root, port, host: process.env.HOST ?? "127.0.0.1", basePath });
  const address = server.address();
  console.log(`Serving build/client at http://${address.address}:${address.port}${basePath}`);
}
