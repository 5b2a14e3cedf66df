import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { run, type ServerProcess, startServer } from "../../../scripts/lib/server-process";
import { test as base } from "./test";

const ADMIN_ARGS = ["--email", process.env.E2E_ADMIN_EMAIL ?? "", "--password", process.env.E2E_ADMIN_PASSWORD ?? ""];

/**
 * A server of its own (the compiled server, the same build's pages, its own data folder with the shared admin's
 * account, created with the operator's command before the server opens the database), with its own environment.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-e2e-own-"));
  await run("npm", ["run", "--silent", "admin:create", "--", ...ADMIN_ARGS], { DATA_DIR: dataDir });
  return startServer({ dataDir, env: { TRUST_PROXY: "1", ...env } });
}

/**
 * For a spec that changes what every page shows (a brand's details in Settings): a server of its own, so the pages
 * the other specs read meanwhile stay as they expect.
 */
export const test = base.extend<object, { ownServer: ServerProcess }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
});

export { expect } from "./test";
