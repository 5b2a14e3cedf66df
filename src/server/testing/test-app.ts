import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createRuntime, type Runtime } from "../runtime";
import { checkRequestsAgainstOpenApi } from "./contract-recording";
import { type ParsedEmail, parseEml } from "./eml";
import { createScratchPostgres, type DatabaseTarget } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Runtime;
  dataDir: string;
  /** app.request with JSON body and the Origin header the API requires for mutations. */
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Sends what the outbox holds, then answers the emails written since the last clearEmails(), decoded. */
  sentEmails(): Promise<ParsedEmail[]>;
  clearEmails(): Promise<void>;
  /** Forgets the in-memory rate-limit counters, so each test case starts with full allowances. */
  resetRateLimits(): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** better-auth's own per-address limits, off by default so that tests do not share one address's budget. */
  authRateLimit?: boolean;
}

/** A real app on a fresh database (in-memory PGlite, or a scratch PostgreSQL database) and a temp DATA_DIR. */
export async function createTestApp(
  target: DatabaseTarget = "pglite",
  overrides: Record<string, string> = {},
  { authRateLimit = false }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-test-"));
  const scratch = target === "postgres" ? await createScratchPostgres() : undefined;
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SITE_URL: TEST_ORIGIN,
    BUILD_DIR: path.join(dataDir, "no-build"),
    DATABASE_URL: scratch?.url,
    ...overrides,
  });
  const runtime = await createRuntime(env, { inMemoryDb: target === "pglite", authRateLimit });
  const app = createApp(runtime);
  checkRequestsAgainstOpenApi(app);
  const outboxDir = path.join(dataDir, "outbox");
  return {
    app,
    runtime,
    dataDir,
    postJson: (url, body, headers = {}) =>
      Promise.resolve(
        app.request(url, {
          method: "POST",
          headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    async sentEmails() {
      await runtime.outbox.flush();
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      return Promise.all(
        files.sort().map(async (file) => parseEml(file, await readFile(path.join(outboxDir, file), "utf8"))),
      );
    },
    async clearEmails() {
      await runtime.outbox.flush();
      await rm(outboxDir, { recursive: true, force: true });
    },
    resetRateLimits: () => runtime.rateLimiters.forgetMemory(),
    async close() {
      await runtime.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
