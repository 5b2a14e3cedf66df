import { randomBytes } from "node:crypto";
import { type ServerProcess, startServer } from "../../scripts/lib/server-process";

/** The address the reverse proxy serves: every instance has the same SITE_URL, as in compose.yaml. */
export const SITE_URL = "http://localhost:8080";
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36";

/** One auth secret for the whole cluster, as the README asks. */
export const CLUSTER_SECRET = randomBytes(32).toString("base64url");

/** A run's own client addresses: Redis keeps counters between runs, so each run counts from zero. */
const runOctet = randomBytes(1)[0] ?? 0;
let addressCounter = 0;
export const nextClientIp = () => {
  addressCounter += 1;
  return `10.${runOctet}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * One app instance as compose.yaml runs it: `node build/server-app/main.mjs` (SERVER_COMMAND) with its own DATA_DIR, on the
 * shared PostgreSQL and Redis.
 */
export function startInstance(env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  return startServer({
    captureOutput: true,
    dataDir,
    env: { SITE_URL, TRUST_PROXY: "true", LOG_LEVEL: "warn", ...env },
  });
}

export interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  ip?: string;
}

/** A request as the proxy forwards it: same-origin, a browser's user agent, the client's address. */
export function call(instance: ServerProcess, path: string, { method, body, cookie, ip }: Call = {}) {
  const headers: Record<string, string> = {
    origin: SITE_URL,
    "user-agent": BROWSER_UA,
    "x-forwarded-for": ip ?? nextClientIp(),
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return fetch(`${instance.baseUrl}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every line of the instance's log that carries this message. */
export const logLines = (instance: ServerProcess, message: string) =>
  instance
    .output()
    .split("\n")
    .filter((line) => line.includes(message));

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
