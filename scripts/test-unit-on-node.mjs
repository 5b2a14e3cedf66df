#!/usr/bin/env node
// Runs the unit and API suites (Vitest) under another Node.js major than the machine's, as CI does for the current
// LTS: `node scripts/test-unit-on-node.mjs 24 [vitest arguments…]`. The Node binary comes from the npm registry
// (the `node-<platform>-<arch>` package the `node` package installs), cached in node_modules/.cache/.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [major = "24", ...vitestArgs] = process.argv.slice(2);
if (!/^\d+$/.test(major)) {
  console.error(`usage: node scripts/test-unit-on-node.mjs <major> [vitest arguments…] (got "${major}")`);
  process.exit(2);
}
const binaryPackage = `node-${process.platform}-${process.arch}`;
const prefix = path.join(root, "node_modules", ".cache", `node-${major}`);
const binary = path.join(prefix, "node_modules", binaryPackage, "bin", "node");

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

if (!existsSync(binary)) {
  console.log(`Fetching Node.js ${major} (${binaryPackage}@${major}) from the npm registry into ${prefix}…`);
  const status = run("npm", [
    "install",
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--prefix",
    prefix,
    `${binaryPackage}@${major}`,
  ]);
  if (status !== 0) process.exit(status);
}
const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`Unit and API suites under Node.js ${version}`);
process.exit(run(binary, [path.join(root, "node_modules", "vitest", "vitest.mjs"), "run", ...vitestArgs]));
