/** A message the file mailer wrote, decoded enough for tests to read it as a person would. */
export interface ParsedEmail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  links: string[];
  /** Names of the attached files. */
  attachments: string[];
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function decodePart(headers: string, body: string): string {
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

export function parseEml(file: string, raw: string): ParsedEmail {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, " ");
  const body = normalized.slice(split + 2);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "";
  const boundary = head.match(/boundary="?([^";\n]+)"?/i)?.[1];
  let text = decodePart(head, body);
  const attachments: string[] = [];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    text = "";
    for (const part of parts) {
      const cut = part.indexOf("\n\n");
      const partHead = part.slice(0, cut).replace(/\n[ \t]+/g, " ");
      const partBody = part.slice(cut + 2).replace(/\n$/, "");
      const filename = partHead.match(/filename="?([^";\n]+)"?/i)?.[1];
      if (filename) attachments.push(decodeHeader(filename));
      else if (/Content-Type:\s*text\/plain/i.test(partHead)) text = decodePart(partHead, partBody);
    }
  }
  return {
    file,
    to: header("To"),
    subject: decodeHeader(header("Subject")),
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    attachments,
  };
}
