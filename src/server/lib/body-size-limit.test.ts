import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodySizeLimit } from "./body-size-limit";

const app = new Hono();
app.use("*", bodySizeLimit(1024));
app.post("/echo", async (c) => c.text(String((await c.req.text()).length)));

const stream = (bytes: number) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("x".repeat(bytes)));
      controller.close();
    },
  });
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request("/echo", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("bodySizeLimit", () => {
  it("lets a body within the limit through", async () => {
    const res = await post("x".repeat(1024), { "content-length": "1024" });
    expect(await res.text()).toBe("1024");
  });

  it("refuses a declared length over the limit before reading the body", async () => {
    const res = await post("x".repeat(2000), { "content-length": "2000" });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe("Request body too large (at most 1 KB)");
  });

  it("counts a streamed body without a declared length", async () => {
    expect((await post(stream(2000))).status).toBe(413);
    expect(await (await post(stream(10))).text()).toBe("10");
  });
});
