#!/usr/bin/env node
// Serves build/client the way a plain static host does, with no rewrite rules:
// a path is a file, or a folder's index.html, or else 404.html with status 404.
// Used by `npm start`, the end-to-end tests and the bench.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

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
    response.writeHead(status, {
      "Content-Type": type,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    });
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
