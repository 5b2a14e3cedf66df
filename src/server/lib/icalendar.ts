/**
 * RFC 5545 content lines, written by hand so that visitor text can never change an invite's structure:
 * TEXT values escaped (RFC 5545 §3.3.11), parameter values quoted with RFC 6868's caret encoding (a `"` never
 * appears inside a quoted value), control characters dropped, and lines folded at 75 octets without splitting a
 * UTF-8 sequence (§3.1).
 */

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph breaks: no iCalendar value carries them. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
/** The same, but for the tab and line feed a TEXT value keeps (the line feed as `\n`). */
const TEXT_CONTROLS = /(?![\t\n])[\p{Cc}\u2028\u2029]/gu;
const LINE_BREAKS = /\r\n|\r|\n/g;

/** A TEXT property value: backslash, semicolon and comma escaped, each line break (CRLF, CR or LF) as `\n`. */
export function textValue(text: string): string {
  return text
    .replace(LINE_BREAKS, "\n")
    .replace(TEXT_CONTROLS, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/**
 * A parameter value, always quoted: `^` as `^^` and `"` as `^'` (RFC 6868), line breaks and controls as one
 * space, so that no `"`, `;` or `:` typed by a visitor can end the value or start another parameter.
 */
export function paramValue(value: string): string {
  const safe = value.replace(LINE_BREAKS, " ").replace(CONTROLS, " ").replace(/\^/g, "^^").replace(/"/g, "^'");
  return `"${safe}"`;
}

/** A URI or CAL-ADDRESS value: nothing but printable characters (it is never visitor text, this is a guard). */
export function uriValue(uri: string): string {
  if (/[\s"\p{Cc}]/u.test(uri)) throw new Error("Not a URI an iCalendar line can carry");
  return uri;
}

/** 20261201T150000Z */
export function utcDateTime(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

const MAX_LINE_OCTETS = 75;

/** Folds one content line: at most 75 octets per line (CRLF not counted), continuation lines start with a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** `NAME;PARAM="value":value`, folded; parameter values are written by `paramValue`. */
export function contentLine(name: string, value: string, params: Record<string, string> = {}): string {
  const paramText = Object.entries(params)
    .map(([key, param]) => `;${key}=${param}`)
    .join("");
  return foldLine(`${name}${paramText}:${value}`);
}

/** Content lines joined with CRLF, ending with one. */
export const icsText = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
