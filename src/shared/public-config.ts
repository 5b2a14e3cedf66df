/**
 * Operator values the pages show. They are baked into the prerendered HTML at build time
 * (`npm start` rebuilds when one changes); unset values fall back to clearly marked placeholders.
 */
export interface PublicConfig {
  siteUrl: string;
  /** Digits only, international format without "+", for https://wa.me/ links. */
  whatsappNumber: string;
  contactEmail: string;
  contactPhone: string;
}

export const PLACEHOLDER_CONFIG: PublicConfig = {
  siteUrl: "http://localhost:3000",
  whatsappNumber: "41000000000",
  contactEmail: "contact@example.ch",
  contactPhone: "+41 00 000 00 00",
};

/** Reads SITE_URL, PORT, WHATSAPP_NUMBER, CONTACT_EMAIL, CONTACT_PHONE (scripts/start.mjs lists the same names). */
export function publicConfigFrom(source: Record<string, string | undefined>): PublicConfig {
  const value = (name: string) => source[name]?.trim() || undefined;
  return {
    siteUrl: (value("SITE_URL") ?? `http://localhost:${value("PORT") ?? "3000"}`).replace(/\/+$/, ""),
    whatsappNumber: value("WHATSAPP_NUMBER")?.replace(/\D/g, "") ?? PLACEHOLDER_CONFIG.whatsappNumber,
    contactEmail: value("CONTACT_EMAIL") ?? PLACEHOLDER_CONFIG.contactEmail,
    contactPhone: value("CONTACT_PHONE") ?? PLACEHOLDER_CONFIG.contactPhone,
  };
}

export function whatsappLink(config: PublicConfig, text?: string): string {
  return `https://wa.me/${config.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
