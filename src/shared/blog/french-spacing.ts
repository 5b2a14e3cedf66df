// French typography for what the owner types with an ordinary keyboard: the space before ":" and "»" and after "«"
// is a no-break space, before ";", "!" and "?" a narrow no-break space, so a line never starts with the sign.

const NBSP = "\u00a0";
const NNBSP = "\u202f";

export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([;!?])/g, `${NNBSP}$1`)
    .replace(/[ \u00a0\u202f]+([:»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]+/g, `«${NBSP}`);
}

/** The same for HTML: only the text between tags changes, never a tag, an attribute or a code sample. */
export function frenchSpacingInHtml(html: string): string {
  return html.replace(
    /(<(?:code|pre)\b[\s\S]*?<\/(?:code|pre)>)|>([^<]+)</g,
    (whole, code: string | undefined, text: string | undefined) =>
      code !== undefined || text === undefined ? whole : `>${frenchSpacing(text)}<`,
  );
}
