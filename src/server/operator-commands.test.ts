import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });

describe("npm run outbox", () => {
  it("prints the newest emails with their links whole, decoded from quoted-printable", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-cmd-"));
    await mkdir(path.join(dataDir, "outbox"));
    const link = `http://localhost:3000/api/newsletter/confirm?token=${"a1b2c3d4".repeat(8)}&next=%2Fnewsletter%2Fconfirmation`;
    const raw = await new MailComposer({
      from: "SwissHack <no-reply@localhost>",
      to: "lea@example.com",
      subject: "Confirmez votre inscription à la newsletter",
      text: `Bonjour,\n\nConfirmez votre inscription : ${link}\n`,
      textEncoding: "quoted-printable",
    })
      .compile()
      .build();
    expect(raw.toString()).toContain("=3D");
    await writeFile(path.join(dataDir, "outbox", "0001.eml"), raw);

    const result = run("scripts/outbox.ts", [], { DATA_DIR: dataDir });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("to lea@example.com");
    expect(result.stdout).toContain("Confirmez votre inscription à la newsletter");
    expect(result.stdout).toContain(`link: ${link}`);
  });
});

describe("npm run admin:create", () => {
  it("refuses with a clear message while another process holds the embedded database", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "admin-create-"));
    // This test's own process stands for the running server.
    await writeFile(path.join(dataDir, "db.lock"), String(process.pid));
    const result = run("scripts/admin-create.ts", ["--email", "owner@example.com", "--password", "a long passphrase"], {
      DATA_DIR: dataDir,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/in use by another process \(pid \d+, usually the running server\)\. Stop it first/);
  });

  it("asks for the password rather than failing silently when none is given and no terminal can ask", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "admin-create-"));
    const result = run("scripts/admin-create.ts", ["--email", "owner@example.com"], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--password is required to create a new admin when no terminal can ask for it");
  });
});
