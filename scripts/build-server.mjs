// Compiles the server to JavaScript (issue 59): build/server-app/main.mjs and its two threads' entries, beside it so
// that the `new URL("./…-entry.mjs", import.meta.url)` of the sources finds them. Packages stay in node_modules.
// About half a second: `npm run build`, `npm start` and the tests' server processes run it each time. Then makes
// PGlite's seed for a new data folder when the migrations changed (scripts/build-pglite-seed.ts, compiled beside them).
import path from "node:path";
import { pathToFileURL } from "node:url";
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
      "build-pglite-seed": "scripts/build-pglite-seed.ts",
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
  // Compiled with the server rather than run through tsx: checking that the seed exists takes about 0.2 s.
  const builder = await import(pathToFileURL(path.join(SERVER_APP_DIR, "build-pglite-seed.mjs")).href);
  const { seed, made } = await builder.buildPgliteSeed();
  if (made) console.log(`PGlite's seed for a new data folder: ${path.relative(root, seed)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
