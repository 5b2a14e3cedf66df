/** Graphemes where the runtime has Intl.Segmenter (Firefox before 125 does not: code points there). */
function segments(text: string): Iterable<string> {
  if (typeof Intl.Segmenter !== "function") return text;
  const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text);
  return Array.from(graphemes, ({ segment }) => segment);
}

/**
 * The start of `value` with at most `max` characters (code points), cut between two graphemes: never inside a
 * surrogate pair (a lone half cannot be stored) nor inside a character made of several (an emoji sequence, an
 * accent). A single grapheme longer than `max` is cut between code points.
 */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  // At most `max` code points take at most 2 * max UTF-16 units: never segment more than that.
  let cut = "";
  let count = 0;
  for (const segment of segments(value.slice(0, 2 * max + 1))) {
    const size = [...segment].length;
    if (count + size > max) return cut || [...segment].slice(0, max).join("");
    cut += segment;
    count += size;
  }
  return cut;
}
