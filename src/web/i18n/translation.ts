export type { Translation } from "@shared/i18n/translation";

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
