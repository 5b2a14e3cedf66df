import type { FigureName } from "@shared/site-settings/shown-figures";

export type { Translation } from "@shared/i18n/translation";

/** A page's title, description and keywords, in one language. */
export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
  /**
   * The description's words when it states a figure the owner keeps true (decision 0046): `description` is the
   * specification's text, `withCount` the same sentence with the owner's number in place of `{count}`.
   */
  figure?: { name: FigureName; withCount: string };
}

/** Fills a message's `{name}` placeholders: ("Bonjour {name}", { name: "Léa" }) → "Bonjour Léa". */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
