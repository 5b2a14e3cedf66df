#!/usr/bin/env node
// Runs the unit and API suites (Vitest) under another Node.js major than the machine's, as CI does for the current
// LTS: `node scripts/test-unit-on-node.mjs 24 [vitest arguments…]`. The Node binary comes from the npm registry
// (the `node-<platform>-<arch>` package the `node` package installs), cached in node_modules/.cache/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { failedOnlyByPoolExit } from "./lib/vitest-pool-exit.mjs";

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
console.log(`Unit and API suites under Node.js ${version}, on two Vitest workers`);
process.exit(await runVitest(binary, vitestArgs));

/**
 * Two workers, as `npm run test:unit`: one took about 19 of CI's 90 minutes. A run that failed only through Vitest 4.1's
 * pool exit after every test passed (decision 0049) is reported as such and counts as passed; any failed test, failed
 * file or other unhandled error fails it.
 */
async function runVitest(node, args) {
  const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-node-report-"));
  const reportFile = path.join(reportDir, "report.json");
  const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
  const child = spawn(
    node,
    [
      vitest,
      "run",
      "--maxWorkers=2",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      ...args,
    ],
    { cwd: root, stdio: ["inherit", "pipe", "pipe"] },
  );
  let output = "";
  const tee = (target) => (chunk) => {
    target.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on("data", tee(process.stdout));
  child.stderr.on("data", tee(process.stderr));
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  if (status === 0) return 0;
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, "utf8")) : undefined;
  if (!failedOnlyByPoolExit(report, output)) return status;
  console.log(
    `Every one of the ${report.numTotalTests} tests passed; Vitest's only error was its pool's "Worker exited unexpectedly" (decision 0049): counted as passed.`,
  );
  return 0;
}
