import type { SiteDetails } from "../site-settings/details";

/** The placeholders legal texts may hold, and where each value comes from. */
const PLACEHOLDERS: Record<string, (details: SiteDetails) => string | null> = {
  email: (d) => d.contactEmail,
  phone: (d) => d.contactPhone,
  company: (d) => d.company,
  address: (d) => d.address,
  registry: (d) => d.ide,
  director: (d) => d.director,
  host: (d) => d.host,
};

/**
 * "Téléphone : {phone}" with the operator's values filled in; null when one of them is unset, so the page leaves
 * the sentence out rather than print brackets or a made-up value.
 */
export function fillOperatorValues(text: string, details: SiteDetails): string | null {
  let missing = false;
  const filled = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = PLACEHOLDERS[name]?.(details);
    if (!value) missing = true;
    return value ?? placeholder;
  });
  return missing ? null : filled;
}
