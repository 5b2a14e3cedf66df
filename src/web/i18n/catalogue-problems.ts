/** The `{name}` placeholders of a message, sorted: what a translation must keep. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

const kindOf = (value: unknown) => (Array.isArray(value) ? "list" : value === null ? "null" : typeof value);

/**
 * What is wrong with a translation of a catalogue, one line per problem: a missing or an extra key, a list of
 * another length, a value of another kind, a message whose placeholders differ, a number or a yes/no that changed
 * (those are facts, not words). An empty list means the translation can ship.
 */
export function catalogueProblems(source: unknown, translation: unknown, at = ""): string[] {
  const where = at || "(root)";
  if (kindOf(source) !== kindOf(translation)) {
    return [
      `${where}: ${translation === undefined ? "missing" : `is a ${kindOf(translation)}, not a ${kindOf(source)}`}`,
    ];
  }
  if (typeof source === "string") {
    const expected = placeholdersOf(source).join(", ");
    const found = placeholdersOf(translation as string).join(", ");
    return expected === found ? [] : [`${where}: placeholders {${found}} instead of {${expected}}`];
  }
  if (typeof source === "number" || typeof source === "boolean") {
    return source === translation ? [] : [`${where}: ${String(translation)} instead of ${String(source)}`];
  }
  if (Array.isArray(source)) {
    const list = translation as unknown[];
    if (list.length !== source.length) return [`${where}: ${list.length} items instead of ${source.length}`];
    return source.flatMap((item, index) => catalogueProblems(item, list[index], `${at}[${index}]`));
  }
  if (source && typeof source === "object") {
    const other = translation as Record<string, unknown>;
    const extra = Object.keys(other)
      .filter((key) => !(key in source))
      .map((key) => `${at ? `${at}.` : ""}${key}: not in the source language`);
    return [
      ...Object.entries(source).flatMap(([key, value]) =>
        catalogueProblems(value, other[key], at ? `${at}.${key}` : key),
      ),
      ...extra,
    ];
  }
  return [];
}
