/**
 * A second, strict reader of iCalendar files for the tests, written from RFC 5545's grammar (§3.1) and RFC 6868
 * rather than from any library: it refuses what a lenient parser would guess at (a `"` inside a quoted parameter
 * value, a bare CR, a line over 75 octets, a fold inside a UTF-8 sequence).
 */

export interface IcsContentLine {
  name: string;
  /** Each parameter's values, RFC 6868 decoded, quotes removed. */
  params: Record<string, string[]>;
  value: string;
}

const CRLF = Buffer.from("\r\n");
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The physical lines of the file's bytes: each must end with CRLF, fit 75 octets and be valid UTF-8 by itself. */
function physicalLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(CRLF, start);
    if (end < 0) throw new Error(`Line ${lines.length + 1} does not end with CRLF`);
    const line = bytes.subarray(start, end);
    if (line.length > 75) throw new Error(`Line ${lines.length + 1} has ${line.length} octets (at most 75)`);
    lines.push(utf8.decode(line)); // throws when a fold split a UTF-8 sequence
    start = end + CRLF.length;
  }
  return lines;
}

function unfold(lines: string[]): string[] {
  const logical: string[] = [];
  for (const line of lines) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (logical.length === 0) throw new Error("The file starts with a continuation line");
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  return logical;
}

// CONTROL = %x00-08 / %x0A-1F / %x7F (RFC 5545 §3.1); HTAB is allowed in values.
const NAME = "[A-Za-z0-9-]+";
const QUOTED = '"[^"\\u0000-\\u0008\\u000A-\\u001F\\u007F]*"';
const PARAM_TEXT = '[^";:,\\u0000-\\u0008\\u000A-\\u001F\\u007F]*';
const PARAM_VALUE = `(?:${QUOTED}|${PARAM_TEXT})`;
const PARAM = `;${NAME}=${PARAM_VALUE}(?:,${PARAM_VALUE})*`;
const CONTENT_LINE = new RegExp(`^(${NAME})((?:${PARAM})*):([^\\u0000-\\u0008\\u000A-\\u001F\\u007F]*)$`, "u");
const ONE_PARAM = new RegExp(`;(${NAME})=(${PARAM_VALUE}(?:,${PARAM_VALUE})*)`, "gu");
const ONE_VALUE = new RegExp(PARAM_VALUE, "gu");

/** RFC 6868: ^^ is ^, ^' is ", ^n is a line break. */
const caretDecoded = (value: string) =>
  value.replace(/\^([\^'n])/g, (_, c: string) => (c === "^" ? "^" : c === "'" ? '"' : "\n"));

function parseParams(text: string): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [, name, values] of text.matchAll(ONE_PARAM)) {
    const list = [...(values ?? "").matchAll(ONE_VALUE)].map(([v]) => v).filter((v, i) => v !== "" || i === 0);
    params[(name ?? "").toUpperCase()] = list.map((v) => caretDecoded(v.replace(/^"(.*)"$/u, "$1")));
  }
  return params;
}

/** Every content line of an .ics file, or an error naming the first line the grammar refuses. */
export function strictIcsLines(ics: string | Buffer): IcsContentLine[] {
  const bytes = typeof ics === "string" ? Buffer.from(ics, "utf8") : ics;
  return unfold(physicalLines(bytes)).map((line) => {
    const match = CONTENT_LINE.exec(line);
    if (!match) throw new Error(`Not an RFC 5545 content line: ${JSON.stringify(line)}`);
    return { name: (match[1] ?? "").toUpperCase(), params: parseParams(match[2] ?? ""), value: match[3] ?? "" };
  });
}

/** The lines named `name` (ATTENDEE, say). */
export const linesNamed = (lines: IcsContentLine[], name: string) => lines.filter((line) => line.name === name);
