import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { auditRequestSchema } from "@shared/schemas/audit";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { auditTeamNotification } from "../audits/audit-emails";
import { createMailer } from "./mailer";

describe("the file mailer's log (issue 29, item 10)", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("names the template and the outbox id, never a subject with visitor text", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const outboxDir = await mkdtemp(path.join(tmpdir(), "mailer-log-"));
    dirs.push(outboxDir);
    const mailer = createMailer({ from: "no-reply@example.com", outboxDir, logger: pino({ level: "info" }, sink) });
    const visitor = { firstName: "Zoé", lastName: "Visitorname", email: "zoe@example.com" };
    const audit = auditRequestSchema.parse({ ...validAuditRequest, ...visitor });
    const [notification] = auditTeamNotification({ email: "team@example.com", language: "fr" }, audit);
    if (!notification) throw new Error("no notification");
    await mailer.send({ ...notification, id: "0190-outbox-id" });
    const log = lines.join("");
    expect(log).not.toMatch(/Visitorname|Zoé|zoe@example\.com|subject/);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      template: "audit-team-notification",
      outboxId: "0190-outbox-id",
    });
  });
});
