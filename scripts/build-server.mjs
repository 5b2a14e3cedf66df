// Compiles the server to JavaScript (issue 59): build/server-app/main.mjs and its two threads' entries, beside it so
// that the `new URL("./…-entry.mjs", import.meta.url)` of the sources finds them. Packages stay in node_modules.
// About half a second: `npm run build`, `npm start` and the tests' server processes run it each time.
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
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
