import type { Server } from "node:http";

export function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
  basePath?: string;
}): Promise<Server>;

export function acceptsGzip(header: string | string[] | undefined): boolean;
