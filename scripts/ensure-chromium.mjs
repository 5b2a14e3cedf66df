// Run by `npm run test:e2e` before Playwright: the end-to-end tests drive Debian's Chromium. Where it is missing, it is
// installed with apt-get when this process may (root, as on the project's machines); otherwise the run stops at once
// with the one command to run. CHROMIUM_PATH points at another browser and skips all this.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const browser = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const installCommand = "sudo apt-get install -y chromium";

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

if (!existsSync(browser)) {
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH is ${browser}, which does not exist.`);
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    fail(
      `The end-to-end tests need Debian's Chromium at ${browser}. Install it, then run npm test again:\n  ${installCommand}`,
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get (about a minute)…");
  if (!run("apt-get", ["update", "-qq"]) || !run("apt-get", ["install", "-y", "-qq", "chromium"])) {
    fail(`apt-get could not install chromium. Install it by hand, then run npm test again:\n  ${installCommand}`);
  }
  if (!existsSync(browser)) fail(`apt-get installed chromium but ${browser} is still missing.`);
  console.log(`Chromium installed at ${browser}.`);
}
