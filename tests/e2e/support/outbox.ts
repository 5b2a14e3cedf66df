import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedEmail, parseEml } from "../../../src/server/testing/eml";

export type OutboxEmail = ParsedEmail;

/** Every email the e2e server wrote to DATA_DIR/outbox so far. */
export async function readOutbox(): Promise<OutboxEmail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map(async (file) => parseEml(file, await readFile(path.join(dir, file), "utf8"))));
}

/** Waits until an email to `to` whose subject matches arrives, and returns the newest. */
export async function waitForEmail(to: string, subject: RegExp): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = await readOutbox();
        found = emails.filter((e) => e.to.includes(to) && subject.test(e.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `an email to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as OutboxEmail;
}
