/**
 * Operator values the pages show. They are baked into the prerendered HTML at build time (`npm start` rebuilds
 * when one changes). An unset value is never replaced by a made-up one: the element that shows it is left out, and
 * the server lists what is unset at start and in the admin overview.
 */
export interface PublicConfig {
  siteUrl: string;
  /** Digits only, international format without "+", for https://wa.me/ links. */
  whatsappNumber: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  social: { linkedin: string | null; instagram: string | null; facebook: string | null };
  /** The publisher named in the legal notice. */
  operator: {
    company: string | null;
    address: string | null;
    registry: string | null;
    director: string | null;
    host: string | null;
  };
}

/** Every operator variable, with the part of the pages it fills (scripts/start.mjs lists the same names). */
export const OPERATOR_VARIABLES = {
  WHATSAPP_NUMBER: "the WhatsApp buttons",
  CONTACT_EMAIL: "the contact address in the footers and legal pages",
  CONTACT_PHONE: "the expert's phone number (Premium page, legal notice)",
  SOCIAL_LINKEDIN_URL: "the LinkedIn link in the footers",
  SOCIAL_INSTAGRAM_URL: "the Instagram link in the footers",
  SOCIAL_FACEBOOK_URL: "the Facebook link in the footers",
  LEGAL_COMPANY: "the publisher's company name (legal notice)",
  LEGAL_ADDRESS: "the publisher's address (legal notice)",
  LEGAL_IDE: "the publisher's business identification number, CHE-… (legal notice)",
  LEGAL_DIRECTOR: "the person responsible for publication (legal notice)",
  LEGAL_HOST: "the hosting provider (legal notice)",
} as const;

export type OperatorVariable = keyof typeof OPERATOR_VARIABLES;

/** Reads SITE_URL, PORT and the operator variables. */
export function publicConfigFrom(source: Record<string, string | undefined>): PublicConfig {
  const value = (name: string) => source[name]?.trim() || null;
  return {
    siteUrl: (value("SITE_URL") ?? `http://localhost:${value("PORT") ?? "3000"}`).replace(/\/+$/, ""),
    whatsappNumber: value("WHATSAPP_NUMBER")?.replace(/\D/g, "") || null,
    contactEmail: value("CONTACT_EMAIL"),
    contactPhone: value("CONTACT_PHONE"),
    social: {
      linkedin: value("SOCIAL_LINKEDIN_URL"),
      instagram: value("SOCIAL_INSTAGRAM_URL"),
      facebook: value("SOCIAL_FACEBOOK_URL"),
    },
    operator: {
      company: value("LEGAL_COMPANY"),
      address: value("LEGAL_ADDRESS"),
      registry: value("LEGAL_IDE"),
      director: value("LEGAL_DIRECTOR"),
      host: value("LEGAL_HOST"),
    },
  };
}

/** The operator variables that are not set, in OPERATOR_VARIABLES' order. */
export function unsetOperatorVariables(source: Record<string, string | undefined>): OperatorVariable[] {
  return (Object.keys(OPERATOR_VARIABLES) as OperatorVariable[]).filter((name) => !source[name]?.trim());
}

export function whatsappLink(whatsappNumber: string, text?: string): string {
  return `https://wa.me/${whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
