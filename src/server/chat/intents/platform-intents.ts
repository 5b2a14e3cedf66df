import type { Integration } from "@shared/content/optimaite/integrations";
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
 * "Vous intégrez-vous avec Vagaro pour les dépôts?": a question naming one of the integrations page's platforms (and
 * no other) gets that platform's card as the page words it (category, description, features), not the list of every
 * platform. A question naming several, or none, keeps the integrations' answer. `colon` is the language's (" : ").
 */
export function platformIntents(platforms: readonly Integration[], link: ChatLink, colon: string): Intent[] {
  const names = platforms.map((platform) => namesOf(platform.name));
  return platforms.map((platform, index) => {
    const own = names[index] ?? [];
    const others = names.filter((_, other) => other !== index).flat();
    return {
      id: `platform-${index}`,
      when: [new RegExp(`\\b(${own.join("|")})\\b`), new RegExp(`^(?!.*\\b(${others.join("|")})\\b)`)],
      answer: () => ({
        text: `${platform.name} (${platform.category})${colon}${platform.description} ${platform.features.join("; ")}.`,
        links: [link],
      }),
    };
  });
}
