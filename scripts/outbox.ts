// npm run outbox [-- --count N] [-- --text]: the newest emails the file mailer wrote (no SMTP_URL), decoded, with
// working links; --text prints each email's whole text as its reader sees it.
// An .eml file is quoted-printable: opened in a text editor its links are broken across lines and "=3D"-escaped.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { simpleParser } from "mailparser";
import { EnvError, loadEnv } from "../src/server/env";

const LINK = /https?:\/\/[^\s<>"')\]]+/g;
const USAGE = `Usage: npm run outbox [-- --count N] [-- --text]
  --count N  the N newest emails (default 5)
  --text     each email's whole text, not only its subject and links`;

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "5" },
      text: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = Math.max(1, Number.parseInt(values.count ?? "5", 10) || 5);
  const dir = path.join(loadEnv().DATA_DIR, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  const emails = await Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .map(async (file) => ({ file, time: (await stat(path.join(dir, file))).mtimeMs })),
  );
  const newest = emails.sort((a, b) => b.time - a.time).slice(0, count);
  if (newest.length === 0) {
    console.log(`No email in ${dir} yet.`);
    return;
  }
  for (const { file } of newest) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
    const links = [...new Set(mail.text?.match(LINK) ?? [])];
    console.log(`\n${mail.date?.toISOString() ?? ""}  to ${to}\n  ${mail.subject ?? "(no subject)"}\n  file: ${file}`);
    for (const link of links) console.log(`  link: ${link}`);
    for (const attachment of mail.attachments) console.log(`  attachment: ${attachment.filename ?? "(unnamed)"}`);
    if (values.text) console.log(indented(mail.text ?? "(no text part)"));
  }
  if (!values.text) console.log("\n(npm run outbox -- --text prints each email's whole text)");
}

/** The email's text under its header, set in by four spaces, so that one email is told from the next. */
const indented = (text: string) =>
  `\n${text
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => (line ? `    ${line}` : ""))
    .join("\n")}`;

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : `outbox failed: ${error.message ?? error}`);
  if (error?.code?.startsWith?.("ERR_PARSE_ARGS")) console.error(USAGE);
  process.exit(1);
});
