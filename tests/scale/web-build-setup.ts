import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { skipScale } from "./skip";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * The instances render a brand's pages again when its details change (decision 0042), from the web build. `npm test`
 * runs the scale tests after the end-to-end tests, which build it; run alone on a fresh clone, they build it here.
 */
export default function ensureWebBuild(): void {
  if (skipScale || existsSync(path.join(root, "build", "server", "index.js"))) return;
  console.warn("No web build (build/server/index.js): running `npm run build` before the scale tests.");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("`npm run build` failed: the scale tests need the web build");
}
