import type { Server } from "node:http";
import { serve } from "@hono/node-server";

export type HttpServer = Server;

export interface ServerTimeouts {
  /** The whole request, body included, must arrive within this time (408 and closed otherwise). */
  requestMs: number;
  /** The request line and headers must arrive within this time. */
  headersMs: number;
  /** How often Node checks connections against these limits (its default, 30 s, would double them). */
  checkIntervalMs: number;
}

/** Every API body is at most 32 KB: a client that needs more than this to send one is holding a connection. */
export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 15_000, checkIntervalMs: 1_000 };

export interface HttpServerOptions {
  port: number;
  hostname?: string;
  timeouts?: ServerTimeouts;
}

/** Node's HTTP server for the app, listening once the promise resolves. */
export function startHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname, timeouts = SERVER_TIMEOUTS }: HttpServerOptions,
): Promise<HttpServer> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch,
        port,
        hostname,
        serverOptions: {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
      },
      () => resolve(server),
    ) as HttpServer;
  });
}
