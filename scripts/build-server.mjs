// Compiles the server to JavaScript (issue 59): build/server-app/main.mjs and its two threads' entries, beside it so
// that the `new URL("./…-entry.mjs", import.meta.url)` of the sources finds them. Packages stay in node_modules.
// About half a second: `npm run build`, `npm start` and the tests' server processes run it each time. Then makes
// PGlite's seed for a new data folder when the migrations changed (scripts/build-pglite-seed.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_APP_DIR = path.join(root, "build", "server-app");

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: "src/server/main.ts",
      "pglite-thread-entry": "src/server/db/pglite-thread.ts",
      "pdf-worker-entry": "src/server/pre-analysis/pdf-worker.ts",
    },
    outdir: SERVER_APP_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    sourcemap: "linked",
    logLevel: "warning",
  });
  buildPgliteSeed();
}

/** In a process of its own (TypeScript through tsx); about a second when the seed of the migrations exists. */
function buildPgliteSeed() {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-pglite-seed.ts"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "inherit", "pipe"],
  });
  if (result.status !== 0) throw new Error(`PGlite's seed was not made: ${result.stderr}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
