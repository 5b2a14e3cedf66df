import { OPTIMAITE_PRIVACY_FR } from "@shared/content/optimaite/fr/privacy";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import { PREMIUM_DE } from "@shared/content/swisshack/de/premium";
import { PRIVACY_DE } from "@shared/content/swisshack/de/privacy";
import { PREMIUM_IT } from "@shared/content/swisshack/it/premium";
import { PRIVACY_IT } from "@shared/content/swisshack/it/privacy";
import { PREMIUM } from "@shared/content/swisshack/premium";
import { PRIVACY } from "@shared/content/swisshack/privacy";
import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";
import { chatPack } from "./chat-packs";

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
/** The sentence of a privacy page that says where data is hosted, as the page writes it. */
const hostingOf = (page: { sections: readonly { title: string; paragraphs: readonly string[] }[] }) =>
  spaces(page.sections.find((section) => /Hébergement|Hosting/.test(section.title))?.paragraphs[0] ?? "").split(
    /(?<=\.) /,
  )[0] as string;

describe("the SwissHack assistant answers the Premium's promises from the Premium page, in its three languages", () => {
  const premiums = [
    [
      "fr",
      PREMIUM,
      "Le Premium est-il remboursé si je ne suis pas satisfait ?",
      "En combien de temps le Premium est-il livré ?",
    ],
    ["de", PREMIUM_DE, "Gibt es beim Premium eine Geld-zurück-Garantie?", "Wann wird der Premium-Check geliefert?"],
    [
      "it",
      PREMIUM_IT,
      "Il Premium è rimborsabile se non sono soddisfatto?",
      "In quanto tempo viene consegnato il Premium?",
    ],
  ] as const;

  it.each(premiums)("%s: the 30-day money-back guarantee, in the page's words", (locale, premium, refund) => {
    const answer = askIn("swisshack", locale, refund);
    expect(answer.language).toBe(locale);
    const [guarantee] = premium.guarantees;
    expect(answer.read).toContain(spaces(guarantee.text));
    expect(answer.read).toMatch(/30 (jours|Tagen|giorni)/);
  });

  it.each(premiums)(
    "%s: delivery in 5 working days with a 45-minute call, in the page's words",
    (locale, premium, _r, delivery) => {
      const answer = askIn("swisshack", locale, delivery);
      expect(answer.language).toBe(locale);
      expect(answer.read).toContain(spaces(premium.guarantees[1].text));
      expect(answer.read).toContain(spaces(premium.lead));
      expect(answer.read).toMatch(/5 (jours ouvrables|Arbeitstagen|giorni lavorativi)/);
      expect(answer.read).toMatch(/45 (minutes|Minuten|minuti)/);
    },
  );
});

describe("each assistant says where data is hosted, in its privacy page's words", () => {
  it.each([
    ["swisshack", "fr", PRIVACY, "Où sont hébergées mes données ?"],
    ["swisshack", "de", PRIVACY_DE, "Wo werden meine Daten gehostet?"],
    ["swisshack", "it", PRIVACY_IT, "Dove sono ospitati i miei dati?"],
    ["optimaite", "en", OPTIMAITE_PRIVACY, "Where is our data hosted?"],
    ["optimaite", "fr", OPTIMAITE_PRIVACY_FR, "Où sont hébergées nos données?"],
  ] as const)("%s %s", (site, locale, page, question) => {
    const answer = askIn(site, locale, question);
    expect(answer.language).toBe(locale);
    expect(hostingOf(page)).toMatch(/(Suisse|Schweiz|Svizzera|Switzerland)\b.*\.$/);
    expect(answer.read).toContain(hostingOf(page));
    expect(answer.links.map((link) => link.href)).toContain(
      {
        swisshack: { fr: "/confidentialite", de: "/de/datenschutz", it: "/it/privacy" },
        optimaite: { en: "/privacy", fr: "/fr/confidentialite" },
      }[site][locale as "fr"],
    );
  });
});

describe("the OptimAIte assistant moves a booked demo with the confirmation email's link, not a new booking", () => {
  it.each([
    ["en", "How do I reschedule my demo?", /confirmation email/],
    ["en", "I booked a demo but need to move it to another day", /confirmation email/],
    ["fr", "Comment déplacer ma démo?", /courriel de confirmation/],
    ["fr", "J'ai réservé une démo, puis-je changer l'heure?", /courriel de confirmation/],
  ] as const)("%s: %s", (locale, question, email) => {
    const answer = askIn("optimaite", locale, question);
    expect(answer.language).toBe(locale);
    expect(answer.read).toMatch(email);
    expect(answer.links.map((link) => link.href).join(" ")).not.toContain("demo=open");
  });
});

describe("an out-of-scope question gets a polite 'I can't help with that' and what the assistant helps with", () => {
  const cases: readonly (readonly [SiteId, Locale, string, RegExp, RegExp])[] = [
    ["swisshack", "fr", "Tu as une recette de fondue ?", /ne peux pas vous aider/, /3e pilier/],
    ["swisshack", "fr", "Quelle est la météo à Genève demain ?", /ne peux pas vous aider/, /franchise LAMal/],
    ["swisshack", "de", "Wer hat das Fussballspiel gewonnen?", /nicht helfen/, /Säule 3a/],
    ["swisshack", "de", "Hast du ein Rezept für Rösti?", /nicht helfen/, /Grenzgänger/],
    ["swisshack", "it", "Che tempo fa domani a Lugano?", /non posso aiutarla/, /pilastro/],
    ["swisshack", "it", "Chi ha vinto la partita di calcio?", /non posso aiutarla/, /frontalieri/],
    ["optimaite", "en", "What's the weather in Boston tomorrow?", /can't help with that/, /integrations/],
    ["optimaite", "en", "Give me a pancake recipe", /can't help with that/, /demo/],
    ["optimaite", "fr", "Qui a gagné le match de hockey hier?", /ne peux pas vous aider/, /intégrations/],
    ["optimaite", "fr", "Quelle météo demain à Montréal?", /ne peux pas vous aider/, /démo/],
  ];

  it.each(cases)("%s %s: %s", (site, locale, question, cannot, canHelp) => {
    const answer = askIn(site, locale, question);
    expect(answer.language).toBe(locale);
    expect(answer.read).toMatch(cannot);
    expect(answer.read).toMatch(canHelp);
    expect(answer.text).not.toBe(chatPack(site, locale).fallback.text);
    // Not a sales line: no booking, no audit to request.
    expect(answer.links.map((link) => link.href).join(" ")).not.toMatch(/demo=open|#audit/);
  });
});
