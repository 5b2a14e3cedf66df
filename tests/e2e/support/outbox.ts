import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

export interface OutboxEmail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  links: string[];
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function parseEml(file: string, raw: string): OutboxEmail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "";
  const body = rest.join("\n\n");
  // The text part: either the whole body or the text/plain section of a multipart message.
  const plainPart = body.match(/Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i)?.[1] ?? body;
  const encoding = /Content-Transfer-Encoding: base64/i.test(raw) ? "base64" : "qp";
  const text =
    encoding === "base64" && !/=\r?\n/.test(plainPart)
      ? Buffer.from(plainPart.replace(/\s+/g, ""), "base64").toString("utf8")
      : decodeQuotedPrintable(plainPart);
  return {
    file,
    to: header("To"),
    subject: decodeHeader(header("Subject")),
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

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
