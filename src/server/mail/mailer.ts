import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../lib/logger";
import { brandName } from "./email-layout";
import type { EmailBrand, EmailMessage } from "./email-message";

/** The address of MAIL_FROM ("Name <address>" or a bare address). */
export function senderAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/**
 * Who sends, and where replies go: the brand's contact address (its Settings, decision 0042), never the no-reply
 * sender; a fixed address, or the brand's address in force when the message is sent.
 */
interface Sender {
  from: string;
  replyTo?: string | ((brand: EmailBrand) => Promise<string | null | undefined>);
}

async function toNodemailer({ from, replyTo: replyToOf }: Sender, message: EmailMessage) {
  const replyTo = typeof replyToOf === "function" ? await replyToOf(message.brand) : replyToOf;
  return {
    from: { name: brandName(message.brand), address: senderAddress(from) },
    ...(message.replyTo
      ? { replyTo: message.replyTo }
      : replyTo
        ? { replyTo: { name: brandName(message.brand), address: replyTo } }
        : {}),
    // Every email of the app is sent by the app itself (RFC 3834): no auto-replies to it.
    headers: { ...message.headers, "Auto-Submitted": "auto-generated" },
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  };
}

export interface Mailer {
  /** Hands the message to SMTP or writes it to the outbox folder; throws when that fails. */
  send(message: EmailMessage & { id?: string }): Promise<void>;
  describe(): string;
}

export interface MailerOptions extends Sender {
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options) : createFileMailer(options);
}

function createSmtpMailer(smtpUrl: string, sender: Sender): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(await toNodemailer(sender, message));
    },
    describe: () => "SMTP",
  };
}

/**
 * Without SMTP every message becomes an .eml file in DATA_DIR/outbox, so a fresh install still works: open the file
 * to follow a confirmation link (LOG_LEVEL=debug also logs the links).
 */
function createFileMailer({ outboxDir, logger, ...sender }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let counter = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(await toNodemailer(sender, message));
      await mkdir(outboxDir, { recursive: true });
      counter += 1;
      // No address in the file name and no link in the info log: logs must not carry personal data or tokens.
      const file = path.join(outboxDir, `${Date.now()}-${process.pid}-${counter}.eml`);
      await writeFile(file, info.message as Buffer);
      // The template and the outbox id, never the subject: a subject may carry what a visitor typed.
      logger.info({ file, template: message.template, outboxId: message.id }, "email written to the outbox folder");
      logger.debug({ file, links: message.text.match(/https?:\/\/\S+/g) ?? [] }, "links of the email (debug only)");
    },
    describe: () => `files in ${outboxDir}`,
  };
}
