import { randomUUID } from "node:crypto";
import v8 from "node:v8";
import vm from "node:vm";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { testRedisUrl } from "../env";
import type { AppEnv } from "./app-env";
import { createRateLimiters, type RateLimiters, type RateLimitRule } from "./rate-limit";
import type { RedisStatusLogger } from "./redis-status";

const opened: RateLimiters[] = [];
const open = (url?: string, logger?: RedisStatusLogger) => {
  const limiters = createRateLimiters(url, logger);
  opened.push(limiters);
  return limiters;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
});

function appWith(limiters: RateLimiters, rule: RateLimitRule) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("clientIp", c.req.header("x-test-ip"));
    await next();
  });
  app.post("/form", limiters.middleware(rule), (c) => c.json({ ok: true }, 201));
  return app;
}

describe("rate limits in memory", () => {
  it("answers 429 with Retry-After and a clear message once an IP used its points, per IP", async () => {
    const app = appWith(open(), { name: `form-${randomUUID()}`, points: 2, durationSeconds: 60 });
    const send = (ip: string) => app.request("/form", { method: "POST", headers: { "x-test-ip": ip } });
    expect((await send("1.1.1.1")).status).toBe(201);
    expect((await send("1.1.1.1")).status).toBe(201);
    const limited = await send("1.1.1.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await send("2.2.2.2")).status).toBe(201);
  });

  it("limits any key, such as an account", async () => {
    const limiters = open();
    const rule = { name: `account-${randomUUID()}`, points: 1, durationSeconds: 60 };
    expect(await limiters.consume(rule, "a@example.com")).toBe(0);
    expect(await limiters.consume(rule, "a@example.com")).toBeGreaterThan(0);
    expect(await limiters.consume(rule, "b@example.com")).toBe(0);
  });
});

/** The garbage collector, for a heap measure that counts what is kept rather than what is waiting to be freed. */
function collectGarbage(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

describe("memory of the in-memory limiters (issue 29, item 3)", () => {
  it("stays under a fixed size with 100,000 distinct attacker-sized keys", async () => {
    const gc = collectGarbage();
    const limiters = open();
    const rule = { name: `keys-${randomUUID()}`, points: Number.MAX_SAFE_INTEGER, durationSeconds: 3600 };
    const padding = "x".repeat(1000);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100_000; i += 1) await limiters.count(rule, `${i}${padding}@example.com`);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Kept raw, these keys alone are over 100 MB; hashed and bounded (LRU) they cost a few.
    expect(grown).toBeLessThan(16 * 1024 * 1024);
    // The most recent keys are still counted.
    expect(await limiters.count(rule, `99999${padding}@example.com`)).toBe(2);
  }, 60_000);
});

describe("per-address limits (issue 29, item 2)", () => {
  it("count an IPv6 address by its /64, and give an IPv4 address its own allowance", async () => {
    const name = `v6-${randomUUID()}`;
    const app = appWith(open(), { name, points: 2, sharedIpv4Points: 4, durationSeconds: 60 });
    const send = (ip: string) => app.request("/form", { method: "POST", headers: { "x-test-ip": ip } });
    expect((await send("2001:db8:1:2::1")).status).toBe(201);
    expect((await send("2001:db8:1:2::2")).status).toBe(201);
    expect((await send("2001:db8:1:2::3")).status).toBe(429);
    expect((await send("2001:db8:1:3::1")).status).toBe(201);
    const fromIpv4 = [];
    for (let i = 0; i < 5; i += 1) fromIpv4.push((await send("192.0.2.8")).status);
    expect(fromIpv4).toEqual([201, 201, 201, 201, 429]);
  });
});

const redisUrl = testRedisUrl();
if (!redisUrl) console.warn("TEST_REDIS_URL is not set: the shared (Redis) rate-limit tests are skipped.");

describe.runIf(redisUrl)("rate limits in Redis", () => {
  it("are shared by several instances", async () => {
    const rule = { name: `shared-${randomUUID()}`, points: 2, durationSeconds: 60 };
    const first = open(redisUrl);
    const second = open(redisUrl);
    await new Promise((r) => setTimeout(r, 200)); // let both connect (the offline queue is off)
    expect(await first.consume(rule, "9.9.9.9")).toBe(0);
    expect(await second.consume(rule, "9.9.9.9")).toBe(0);
    expect(await first.consume(rule, "9.9.9.9")).toBeGreaterThan(0);
  });

  it("fall back to memory when Redis does not answer, instead of failing requests", async () => {
    const limiters = open("redis://127.0.0.1:1");
    const rule = { name: `down-${randomUUID()}`, points: 1, durationSeconds: 60 };
    expect(await limiters.consume(rule, "8.8.8.8")).toBe(0);
    expect(await limiters.consume(rule, "8.8.8.8")).toBeGreaterThan(0);
  });

  it("say once in the log that they fell back to this instance's memory, however often Redis fails", async () => {
    const warnings: string[] = [];
    const logger: RedisStatusLogger = { warn: (_fields, message) => warnings.push(message), info: () => {} };
    const limiters = open("redis://127.0.0.1:1", logger);
    const rule = { name: `down-log-${randomUUID()}`, points: 100, durationSeconds: 60 };
    for (let i = 0; i < 10; i++) {
      await limiters.consume(rule, "8.8.4.4");
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(warnings).toEqual([expect.stringMatching(/Redis .*unreachable.*memory/)]);
  });
});

describe.each([
  ["memory", undefined],
  ["Redis", redisUrl],
])("failure counting in %s", (store, url) => {
  it.skipIf(store === "Redis" && !url)("counts, blocks for a while and forgets a key", async () => {
    const limiters = open(url);
    const failures = { name: `failures-${randomUUID()}`, points: Number.MAX_SAFE_INTEGER, durationSeconds: 60 };
    const delay = { name: `delay-${randomUUID()}`, points: 0, durationSeconds: 60 };
    expect(await limiters.count(failures, "k")).toBe(1);
    expect(await limiters.count(failures, "k")).toBe(2);
    expect(await limiters.waitFor(delay, "k")).toBe(0);
    await limiters.block(delay, "k", 30);
    expect(await limiters.waitFor(delay, "k")).toBeGreaterThan(25);
    expect(await limiters.waitFor(delay, "other")).toBe(0);
    await limiters.reset(delay, "k");
    await limiters.reset(failures, "k");
    expect(await limiters.waitFor(delay, "k")).toBe(0);
    expect(await limiters.count(failures, "k")).toBe(1);
  });
});
