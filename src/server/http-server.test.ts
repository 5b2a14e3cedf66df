import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpServer, SERVER_TIMEOUTS, startHttpServer } from "./http-server";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./testing/test-app";

/** Sends `head`, then trickles `trickle` one byte every 100 ms; resolves with what the server answered and when. */
function trickleRequest(port: number, head: string, trickle: string) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let response = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++] ?? "");
    }, 100);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => {
      response += chunk.toString("utf8");
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe("the HTTP server against slow clients", () => {
  let t: TestApp;
  let server: HttpServer;
  let port = 0;

  beforeAll(async () => {
    t = await createTestApp();
    server = await startHttpServer(t.app.fetch, {
      port: 0,
      hostname: "127.0.0.1",
      timeouts: { requestMs: 1500, headersMs: 700, checkIntervalMs: 100 },
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("uses 30 s for a whole request and 15 s for its headers in production", () => {
    expect(SERVER_TIMEOUTS.requestMs).toBe(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBe(15_000);
  });

  it("drops a client that trickles its headers once the header timeout has passed", async () => {
    const { response, closedAfterMs } = await trickleRequest(
      port,
      "GET /api/health HTTP/1.1\r\n",
      "X-Slow: ".repeat(20),
    );
    expect(response).not.toContain("200 OK");
    expect(closedAfterMs).toBeGreaterThanOrEqual(600);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it("drops a client that trickles its body once the request timeout has passed", async () => {
    const body = JSON.stringify({ email: "slow@example.com" }).padEnd(200, " ");
    const head = [
      "POST /api/newsletter HTTP/1.1",
      "Host: 127.0.0.1",
      `Origin: ${TEST_ORIGIN}`,
      "Content-Type: application/json",
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n");
    const { response, closedAfterMs } = await trickleRequest(port, head, body);
    expect(response).not.toMatch(/^HTTP\/1\.1 2/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  // Issue 40, item 11: answers Node writes itself, before the app sees a request.
  it.each([
    ["a malformed request", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNot a header\r\n\r\n", "400 Bad Request"],
    [
      "headers over Node's limit",
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      "431 Request Header Fields Too Large",
    ],
  ])("answers %s with the security headers every answer carries", async (_label, request, status) => {
    const { response } = await trickleRequest(port, request, "");
    const [head = ""] = response.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe(`HTTP/1.1 ${status}`);
    const headers = head.toLowerCase();
    expect(headers).toContain("x-content-type-options: nosniff");
    expect(headers).toContain("x-frame-options: deny");
    expect(headers).toContain("content-security-policy: default-src 'none'");
    expect(headers).toContain("referrer-policy: strict-origin-when-cross-origin");
    expect(headers).toContain("connection: close");
  });

  it("still answers a normal request", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
