/**
 * The shape a translation of `T` must have: the same keys and array lengths, any words. Numbers and booleans stay
 * what they are (they are facts, not words), and a message with parameters takes the same parameters.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/** A page's title, description and keywords, in one language. */
export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
}

/** Fills a message's `{name}` placeholders: ("Bonjour {name}", { name: "Léa" }) → "Bonjour Léa". */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
