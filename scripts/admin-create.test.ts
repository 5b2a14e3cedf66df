import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, runScriptOnTerminal } from "./lib/run-script";

const newDataDir = () => mkdtemp(path.join(tmpdir(), "admin-create-"));
const FIRST = "Password for the new admin";
const AGAIN = "Type it again";
/** Each run opens (and migrates) a fresh embedded database: seconds alone, more on a busy machine. */
const SLOW = { timeout: 120_000 };

/** admin:create for a new address on a terminal, where the person types `first`, then `again` when asked. */
const typingPasswords = async (first: string, again: string) =>
  runScriptOnTerminal("scripts/admin-create.ts", ["--email", "owner@example.com"], { DATA_DIR: await newDataDir() }, [
    { after: FIRST, type: first },
    { after: AGAIN, type: again },
  ]);

describe("npm run admin:create", () => {
  it("refuses with a clear message while another process holds the embedded database", SLOW, async () => {
    const dataDir = await newDataDir();
    // This test's own process stands for the running server.
    await writeFile(path.join(dataDir, "db.lock"), String(process.pid));
    const result = runScript(
      "scripts/admin-create.ts",
      ["--email", "owner@example.com", "--password", "a long passphrase"],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/in use by another process \(pid \d+, usually the running server\)\. Stop it first/);
  });

  it(
    "asks for the password rather than failing silently when none is given and no terminal can ask",
    SLOW,
    async () => {
      const result = runScript("scripts/admin-create.ts", ["--email", "owner@example.com"], {
        DATA_DIR: await newDataDir(),
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("--password is required to create a new admin when no terminal can ask for it");
    },
  );

  it("on a terminal, asks for the password twice without showing it, and refuses two that differ", SLOW, async () => {
    const { status, output } = await typingPasswords("a long passphrase", "a long passphrass");
    expect(status).toBe(1);
    expect(output).toContain("The two passwords differ: nothing was changed.");
    expect(output).not.toContain("Admin owner@example.com created.");
    expect(output).not.toContain("passphras");
  });

  it("on a terminal, creates the admin when the password is typed the same twice", SLOW, async () => {
    const { status, output } = await typingPasswords("a long passphrase", "a long passphrase");
    expect(output).toContain("Admin owner@example.com created.");
    expect(status).toBe(0);
    expect(output).not.toContain("passphrase");
  });
});
