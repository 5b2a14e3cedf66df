import { INTEGRATIONS, type Integration } from "@shared/content/optimaite/integrations";
import { normalize } from "../retrieval";
import type { ChatLink, Intent } from "./intent";

/** How a visitor names a platform: its first word ("Square", "Google"), and "Jane" for "Janeapp". */
const namesOf = (name: string) => {
  const first = (name.toLowerCase().split(/\s+/)[0] ?? "").replace(/[^a-z]/g, "");
  return [...new Set([first, first.replace(/app$/, "")])].filter((word) => word.length >= 3);
};

/** A question naming any of the platforms: "ça s'intègre avec Mindbody? on est un centre de bien-être". */
export function namingAPlatform(platforms: readonly Integration[]): RegExp {
  return new RegExp(`\\b(${platforms.flatMap((platform) => namesOf(platform.name)).join("|")})\\b`);
}

/**
 * "Vous intégrez-vous avec Vagaro pour les dépôts?": a question naming one or two of the integrations page's platforms
 * gets their cards as the page words them (category, description, features), not the list of every platform. A
 * question naming more, or none, keeps the integrations' answer. `colon` is the language's (" : ").
 */
export function platformIntents(platforms: readonly Integration[], link: ChatLink, colon: string): Intent[] {
  const names = platforms.map((platform) => new RegExp(`\\b(${namesOf(platform.name).join("|")})\\b`));
  const namedIn = (question: string) => {
    const text = normalize(question);
    return platforms.filter((_, index) => names[index]?.test(text));
  };
  const card = (platform: Integration) =>
    `${platform.name} (${platform.category})${colon}${platform.description} ${platform.features.join("; ")}.`;
  return platforms.map((_, index) => ({
    id: `platform-${index}`,
    when: [names[index] as RegExp],
    // "Mindbody pour certaines succursales, Jane pour d'autres": each card; naming more asks for the whole list.
    unless: (question: string) => namedIn(question).length > MOST_CARDS,
    answer: (_today: Date, question = "") => ({ text: namedIn(question).map(card).join(" "), links: [link] }),
  }));
}

/** A platform's feature for several locations, at the place the English page lists "Multi-location support". */
const MULTI_LOCATION = /multi-(location|site)/i;

/**
 * "On a deux cliniques, ça gère plusieurs emplacements?": the platforms whose card lists a feature for several
 * locations, each with that feature as the page words it (`asks`, on the question folded, says when).
 */
export function severalLocationsIntent(
  platforms: readonly Integration[],
  link: ChatLink,
  colon: string,
  asks: RegExp,
): Intent {
  const lines = platforms.flatMap((platform, index) => {
    const at = INTEGRATIONS[index]?.features.findIndex((feature) => MULTI_LOCATION.test(feature)) ?? -1;
    const feature = platform.features[at];
    return feature ? [`${platform.name}${colon}${feature}.`] : [];
  });
  if (lines.length === 0) throw new Error("the integrations page no longer lists a platform for several locations");
  return { id: "several-locations", when: [asks], answer: () => ({ text: lines.join(" "), links: [link] }) };
}

/** The most platforms a question names that get their cards (judged on the tuning cases: 2 and 3 alike). */
const MOST_CARDS = 2;
