// `npm start`: builds the client when the build is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildServer } from "./build-server.mjs";
import { buildReport } from "./lib/build-report.mjs";
import { buildStaleness } from "./lib/build-staleness.mjs";

const root = path.resolve(import.meta.dirname, "..");
// `.env`, when present, seeds the environment of the build and of the server; variables already set win.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
// Beside the served folder, not in it: the stamp is nobody's business but ours.
const stampFile = path.join(root, "build", ".build-stamp.json");
const sources = ["src/web", "src/shared", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];
// The variables publicConfigFrom (src/shared/public-config.ts) bakes into the build. The brands' details are read
// at request time (decision 0042): changing one needs no build.
const publicVariables = ["SITE_URL", "PORT"];
const buildInputs = JSON.stringify(publicVariables.map((name) => process.env[name] ?? ""));

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : null;
const staleBecause = buildStaleness(stamp, buildInputs, Math.max(...sources.map(newestMtime)));

if (staleBecause) {
  console.log(`Building the client: ${staleBecause} (about a minute)…`);
  const startedAt = Date.now();
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `\n${result.error.message}` : ""}`;
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  for (const line of buildReport(output, { status: result.status, seconds })) console.log(line);
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, JSON.stringify({ builtAt: startedAt, buildInputs }));
}

// The server runs compiled (issue 59: no transpiler in memory); compiling it takes about half a second.
await buildServer();
// The flag and the variable as in the deployment (scripts/lib/server-process.ts's SERVER_COMMAND and SERVER_ENV,
// decision 0045: an instance's memory).
const flags = ["--max-semi-space-size=4", "--max-old-space-size=256"];
const server = spawn(process.execPath, [...flags, path.join("build", "server-app", "main.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
