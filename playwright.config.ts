import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chosen once in the runner process; the workers inherit them through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "swisshack-e2e-"));

process.env.E2E_ADMIN_EMAIL ??= "admin@e2e.test";
process.env.E2E_ADMIN_PASSWORD ??= "e2e admin passphrase";
// Two more admins, each with the back office in a language of its own (decision 0044): English for the walks written
// in English, and one that only admin-french.spec switches (the shared admin above stays in French, the default).
process.env.E2E_ENGLISH_ADMIN_EMAIL ??= "admin-en@e2e.test";
process.env.E2E_OWNER_EMAIL ??= "owner@e2e.test";
const createAdmin = (email: string | undefined) =>
  `npm run --silent admin:create -- --email "${email}" --password "${process.env.E2E_ADMIN_PASSWORD}"`;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The admin is created with the operator's own command before the server opens the database.
    command: `${[process.env.E2E_ADMIN_EMAIL, process.env.E2E_ENGLISH_ADMIN_EMAIL, process.env.E2E_OWNER_EMAIL].map(createAdmin).join(" && ")} && exec node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Three admins are created first, each opening the database once: a loaded machine needs more than a minute.
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      // Each test sends its own X-Forwarded-For (tests/e2e/support/test.ts): per-IP limits apply per test.
      TRUST_PROXY: "1",
    },
  },
});
