import { type ParsedMail, simpleParser } from "mailparser";

/** A message the file mailer wrote, decoded by mailparser as a mail client would. */
export interface ParsedEmail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part ("" when there is none). */
  html: string;
  links: string[];
  /** Names of the attached files. */
  attachments: string[];
  /** Every header as mailparser gives it (structured headers such as From are objects). */
  mail: ParsedMail;
}

export async function parseEml(file: string, raw: string | Buffer): Promise<ParsedEmail> {
  const mail = await simpleParser(raw);
  const text = mail.text ?? "";
  return {
    file,
    to: mail.to && !Array.isArray(mail.to) ? mail.to.text : "",
    subject: mail.subject ?? "",
    text,
    html: mail.html || "",
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    attachments: mail.attachments.map((a) => a.filename ?? ""),
    mail,
  };
}
