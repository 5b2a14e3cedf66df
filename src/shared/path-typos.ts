/**
 * How far apart two words are: insertions, deletions, substitutions and swaps of neighbours ("premuim" → "premium"
 * is 1), the optimal-string-alignment distance.
 */
export function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** A path's first segment as typed, compared without case or accents: "/Confidentialité/x" → "confidentialite". */
export function firstSegment(pathname: string): string {
  return (pathname.split("/")[1] ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The known segment a typed one is a likely typo of (two slips for long words, one for short), if any. */
export function closestSegment(typed: string, known: readonly string[]): string | undefined {
  let best: { segment: string; distance: number } | undefined;
  for (const segment of known) {
    const distance = typoDistance(typed, segment);
    const allowed = segment.length >= 6 ? 2 : 1;
    if (distance <= allowed && (!best || distance < best.distance)) best = { segment, distance };
  }
  return best?.segment;
}
