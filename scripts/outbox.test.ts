import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { beforeAll, describe, expect, it } from "vitest";
import { runScript } from "./lib/run-script";

const link = `http://localhost:3000/api/newsletter/confirm?token=${"a1b2c3d4".repeat(8)}&next=%2Fnewsletter%2Fconfirmation`;
const text = `Bonjour,\n\nConfirmez votre inscription : ${link}\n\nSi vous n'avez rien demandé, ignorez ce message.\n`;

describe("npm run outbox", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "outbox-cmd-"));
    await mkdir(path.join(dataDir, "outbox"));
    const raw = await new MailComposer({
      from: "SwissHack <no-reply@localhost>",
      to: "lea@example.com",
      subject: "Confirmez votre inscription à la newsletter",
      text,
      textEncoding: "quoted-printable",
    })
      .compile()
      .build();
    expect(raw.toString()).toContain("=3D");
    await writeFile(path.join(dataDir, "outbox", "0001.eml"), raw);
  });

  it("prints the newest emails with their links whole, decoded from quoted-printable", () => {
    const result = runScript("scripts/outbox.ts", [], { DATA_DIR: dataDir });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("to lea@example.com");
    expect(result.stdout).toContain("Confirmez votre inscription à la newsletter");
    expect(result.stdout).toContain(`link: ${link}`);
    expect(result.stdout).not.toContain("Si vous n'avez rien demandé");
    expect(result.stdout).toContain("--text");
  });

  it("prints each email's whole text with --text, line by line as its reader sees it", () => {
    const result = runScript("scripts/outbox.ts", ["--text"], { DATA_DIR: dataDir });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("    Bonjour,\n\n    Confirmez votre inscription : ");
    expect(result.stdout).toContain(`    Si vous n'avez rien demandé, ignorez ce message.`);
    expect(result.stdout).not.toContain("=3D");
  });

  it("says how to use it when an option is unknown", () => {
    const result = runScript("scripts/outbox.ts", ["--txt"], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Usage: npm run outbox");
  });
});
