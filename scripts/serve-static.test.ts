// @vitest-environment node
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, startStaticServer } from "./serve-static.mjs";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(server: Server, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const SCRIPT = `export const greeting = "${"hello ".repeat(500)}";\n`;
const GZIP = { "Accept-Encoding": "gzip, deflate, br" };

describe("the static server", () => {
  let root: string;
  let server: Server;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "serve-static-"));
    await writeFile(join(root, "app.js"), SCRIPT);
    await writeFile(join(root, "icon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    await writeFile(join(root, "404.html"), "<!doctype html><title>Not found</title>");
    server = await startStaticServer({ root, port: 0 });
  });
  afterAll(async () => {
    server.close();
    await rm(root, { recursive: true, force: true });
  });

  it("sends text gzipped to a browser that takes gzip, smaller and the same once unpacked", async () => {
    const answer = await get(server, "/app.js", GZIP);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("sends the file as it is to a client that does not take gzip, or refuses it", async () => {
    const refusing: Record<string, string>[] = [{}, { "Accept-Encoding": "br" }, { "Accept-Encoding": "gzip;q=0, br" }];
    for (const headers of refusing) {
      const answer = await get(server, "/app.js", headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it("never compresses images, which are compressed already", async () => {
    const answer = await get(server, "/icon.png", GZIP);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  });

  it("gzips the 404 page with its status, and answers HEAD with headers alone", async () => {
    const missing = await get(server, "/nowhere", GZIP);
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toContain("Not found");
    const head = await get(server, "/app.js", GZIP, "HEAD");
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.body.length).toBe(0);
  });

  it("sends a file changed on disk as it is now, not an earlier gzip of it", async () => {
    // A file of its own: the other tests read app.js as written at the start, in any order.
    await writeFile(join(root, "changing.js"), SCRIPT);
    await get(server, "/changing.js", GZIP);
    const changed = `export const greeting = "${"bye ".repeat(500)}";\n`;
    await writeFile(join(root, "changing.js"), changed);
    const later = new Date(Date.now() + 5000);
    await utimes(join(root, "changing.js"), later, later);
    expect(gunzipSync((await get(server, "/changing.js", GZIP)).body).toString()).toBe(changed);
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as browsers and tools send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzipx")).toBe(false);
  });
});
