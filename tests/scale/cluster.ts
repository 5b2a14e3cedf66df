import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot, type ServerProcess, startServer } from "../../scripts/lib/server-process";

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
 * One app instance as compose.yaml runs it (SERVER_COMMAND: `node build/server-app/main.mjs` with V8's memory flags)
 * with its own DATA_DIR, on the shared PostgreSQL and Redis.
 */
export async function startInstance(env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  const instance = await startServer({
    captureOutput: true,
    dataDir,
    env: { SITE_URL, TRUST_PROXY: "true", LOG_LEVEL: "warn", ...env },
  });
  return watchPeakMemory(instance);
}

/** compose.yaml's memory limit for an app instance (`mem_limit`), in bytes, as Docker reads it (m = MiB). */
export function composeMemoryLimit(): { text: string; bytes: number } {
  const compose = readFileSync(path.join(projectRoot, "compose.yaml"), "utf8");
  const match = /^\s*mem_limit:\s*["']?(\d+(?:\.\d+)?)\s*([bkmg]?)b?["']?\s*(?:#.*)?$/im.exec(compose);
  if (!match) throw new Error("compose.yaml sets no mem_limit");
  const unit = { "": 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? "").toLowerCase() as "" | "b"];
  return { text: `${match[1]}${match[2]}`, bytes: Number(match[1]) * unit };
}

export interface PeakMemory {
  /** The instance's address and process id. */
  instance: string;
  /** The kernel's high-water mark of the process's resident set (VmHWM, its threads included); null if unread. */
  bytes: number | null;
}

const ended: PeakMemory[] = [];
const running = new Set<ServerProcess>();

function readPeak(instance: ServerProcess): PeakMemory {
  const name = `${instance.baseUrl} (pid ${instance.child.pid})`;
  try {
    const status = readFileSync(`/proc/${instance.child.pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return { instance: name, bytes: kb === undefined ? null : Number(kb) * 1024 };
  } catch {
    return { instance: name, bytes: null };
  }
}

/** Reads the instance's peak resident memory just before it is stopped or killed (its /proc entry ends with it). */
function watchPeakMemory(instance: ServerProcess): ServerProcess {
  running.add(instance);
  const ending =
    <T>(end: () => Promise<T>) =>
    async () => {
      if (running.delete(instance)) ended.push(readPeak(instance));
      return end();
    };
  return { ...instance, stop: ending(instance.stop), kill: ending(instance.kill) };
}

/**
 * The peak resident memory of every instance this test file started: those ended (read when they were stopped or
 * killed) and those still running (read now). An instance that exited by itself is listed with `bytes: null`.
 */
export function peakMemoryOfInstances(): PeakMemory[] {
  return [...ended, ...[...running].map(readPeak)];
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
