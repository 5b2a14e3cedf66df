import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { nonPageSecurityHeaders } from "./lib/security-headers";

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
  /** For the security headers of the answers Node writes itself (HSTS when it is https). */
  siteUrl?: string;
}

/** The status Node itself answers a client error with: headers too large, too slow, or not HTTP. */
function clientErrorStatus(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/**
 * Node's own answer to a request it could not read, with the headers every answer of the app carries (Node's
 * default answer has none). A socket already answering, or closed, is dropped.
 */
function answerClientError(siteUrl: string) {
  const headers = Object.entries({ ...nonPageSecurityHeaders(siteUrl), "Content-Length": "0", Connection: "close" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: unknown }) => {
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error.code);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n`);
  };
}

/** Node's HTTP server for the app, listening once the promise resolves. */
export function startHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname, timeouts = SERVER_TIMEOUTS, siteUrl = "http://localhost" }: HttpServerOptions,
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
    server.on("clientError", answerClientError(siteUrl));
  });
}
