/**
 * What the build bakes into the pages: the site's address only. The brands' details (contact, WhatsApp, social pages,
 * the legal notice's publisher) are the admin's Settings, read at request time (decision 0042:
 * src/shared/site-settings/).
 */
export interface PublicConfig {
  siteUrl: string;
}

/** Reads SITE_URL and PORT. */
export function publicConfigFrom(source: Record<string, string | undefined>): PublicConfig {
  const value = (name: string) => source[name]?.trim() || null;
  return { siteUrl: (value("SITE_URL") ?? `http://localhost:${value("PORT") ?? "3000"}`).replace(/\/+$/, "") };
}

/** A wa.me link: the number's digits only (it may be written "+41 79 123 45 67"). */
export function whatsappLink(whatsappNumber: string, text?: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
