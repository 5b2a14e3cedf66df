import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * How a server process is started, here and in the deployment (Dockerfile's CMD, compose.yaml's command, and
 * scripts/start.mjs). V8's heap sized for one instance (decision 0045): `--max-semi-space-size=4` caps each half of
 * the young generation at 4 MB (16 MB by default), about 20 MB less resident memory after a thousand page views and
 * visits; `--max-old-space-size=256` (the live heap is about 60 MB) makes V8 collect the old generation as it grows
 * rather than let it grow by 16 MB every thousand visits on a machine with much memory, and keeps the heap within
 * compose.yaml's mem_limit.
 */
export const SERVER_COMMAND = [
  "node",
  "--max-semi-space-size=4",
  "--max-old-space-size=256",
  "build/server-app/main.mjs",
];

/**
 * The environment the server process needs beyond its settings, here and in the deployment (Dockerfile's ENV,
 * scripts/start.mjs): two malloc arenas rather than eight per core for the threads (PGlite's, the PDF renderer's,
 * libuv's and V8's), whose freed memory glibc otherwise keeps: 10 MB less on PostgreSQL, 30–45 MB less with PGlite
 * (decision 0045). A value already set wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

let serverCompiled = false;

/**
 * Compiles the server from the sources once per test process (scripts/build-server.mjs, about half a second, and
 * PGlite's seed when there is none for the migrations, 15–20 s). startServer calls it; a caller timing the start
 * calls it first.
 */
export function compileServerOnce(): void {
  if (serverCompiled) return;
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the server did not compile: ${result.stderr || result.stdout}`);
  serverCompiled = true;
}

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** What the server printed (stdout and stderr), when started with captureOutput. */
  output(): string;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
}

/** Starts the compiled server (one process, SERVER_COMMAND) and waits until /api/health answers 200. */
export async function startServer(
  options: { dataDir?: string; port?: number; env?: Record<string, string>; captureOutput?: boolean } = {},
): Promise<ServerProcess> {
  compileServerOnce();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "swisshack-run-")));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_COMMAND.slice(1), {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", options.captureOutput ? "pipe" : "ignore", options.captureOutput ? "pipe" : "inherit"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => {
    printed += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become healthy within 60 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    child,
    output: () => printed,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Runs a command to completion, inheriting the output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

export const projectRoot = root;
