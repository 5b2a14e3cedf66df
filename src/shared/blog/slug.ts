/** A slug as URLs of the blog use it: lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** "Le 3e pilier : 5 erreurs à éviter !" → "le-3e-pilier-5-erreurs-a-eviter" (accents dropped; ä → ae, ß → ss, œ → oe). */
export function slugFromTitle(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[äöü]/g, (umlaut) => `${umlaut.normalize("NFKD")[0]}e`)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_MAX_LENGTH) ?? "");
}
