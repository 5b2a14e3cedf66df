import type { PublicConfig } from "../public-config";

/** The placeholders legal texts may hold, and where each value comes from. */
const PLACEHOLDERS: Record<string, (config: PublicConfig) => string | null> = {
  email: (c) => c.contactEmail,
  phone: (c) => c.contactPhone,
  company: (c) => c.operator.company,
  address: (c) => c.operator.address,
  registry: (c) => c.operator.registry,
  director: (c) => c.operator.director,
  host: (c) => c.operator.host,
};

/**
 * "Téléphone : {phone}" with the operator's values filled in; null when one of them is unset, so the page leaves
 * the sentence out rather than print brackets or a made-up value.
 */
export function fillOperatorValues(text: string, config: PublicConfig): string | null {
  let missing = false;
  const filled = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = PLACEHOLDERS[name]?.(config);
    if (!value) missing = true;
    return value ?? placeholder;
  });
  return missing ? null : filled;
}
