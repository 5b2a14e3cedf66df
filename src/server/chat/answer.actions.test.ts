import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { describe, expect, it } from "vitest";
import { siteAnswer } from "./answer";
import { chatPack, createChatRetrievers } from "./chat-packs";

const retrievers = createChatRetrievers();
const today = new Date("2026-11-29T10:00:00Z");
const ask = (site: SiteId, locale: Locale, question: string) => {
  const answer = siteAnswer(retrievers, site, question, today, locale);
  const hrefs = answer.links.map((link) => link.href);
  return {
    ...answer,
    hrefs,
    read: [answer.text, ...answer.links.map((l) => l.label)].join("\n").replace(/\u00a0/g, " "),
  };
};

describe("what a visitor wants to do gets the action's answer and link, in every language (issue 56)", () => {
  it.each([
    ["optimaite", "en", "I booked a demo but I need to cancel it", /private link/],
    ["optimaite", "en", "How do I cancel my demo?", /private link/],
    ["optimaite", "fr", "Comment annuler ma démo?", /lien privé/],
    ["optimaite", "fr", "Je dois déplacer ma démo", /lien privé/],
  ] as const)("%s %s: %s → the private link in the confirmation email", (site, locale, question, link) => {
    const answer = ask(site, locale, question);
    expect(answer.read).toMatch(link);
    expect(answer.read).toMatch(/email|courriel/);
  });

  it("gives the demo's length, not the set-up's", () => {
    for (const [locale, question] of [
      ["en", "How long is the demo call?"],
      ["fr", "Combien de temps dure la démo?"],
    ] as const) {
      const answer = ask("optimaite", locale, question);
      expect(answer.read).toContain("30 minutes");
      expect(answer.read).not.toMatch(/3 days|3 jours|15-minute|15 minutes/);
    }
  });

  it.each([
    ["fr", "Comment je me désabonne de la newsletter ?", "lien de désinscription"],
    ["de", "Wie melde ich mich vom Newsletter ab?", "Abmeldelink"],
    ["it", "Come mi disiscrivo dalla newsletter?", "link per annullare l'iscrizione"],
  ] as const)("unsubscribes through the link in every newsletter email (%s)", (locale, question, link) => {
    const answer = ask("swisshack", locale, question);
    expect(answer.read).toContain(link);
    expect(answer.read).not.toMatch(/S'inscrire|abonnieren|Iscriversi/);
  });

  it.each([
    ["optimaite", "en", "Is there a French version of this site?", "/fr/optimaite"],
    ["optimaite", "fr", "Y a-t-il une version anglaise du site?", "/optimaite"],
    ["swisshack", "fr", "Comment changer de langue ?", "/de"],
    ["swisshack", "de", "Wie kann ich die Sprache wechseln?", "/it"],
    ["swisshack", "it", "Posso ricevere l'analisi in italiano?", "/it"],
  ] as const)("changes language: %s %s %s", (site, locale, question, href) => {
    const answer = ask(site, locale, question);
    expect(answer.hrefs).toContain(href);
  });

  it('does not answer an open question with "Yes"', () => {
    expect(ask("swisshack", "fr", "Comment changer de langue ?").text).not.toMatch(/^Oui/);
  });

  it.each([
    ["fr", "Avez-vous un blog ?", "/blog"],
    ["de", "Habt ihr einen Blog?", "/de/blog"],
    ["it", "Avete un blog?", "/it/blog"],
  ] as const)("reads the blog (%s)", (locale, question, href) => {
    expect(ask("swisshack", locale, question).hrefs).toContain(href);
  });

  it.each([
    ["fr", "Comment payer l'audit Premium ?", "/premium"],
    ["de", "Wie bezahle ich den Premium-Check?", "/de/premium"],
    ["it", "Come pago l'audit Premium?", "/it/premium"],
  ] as const)("orders the Premium with the page's own words (%s)", (locale, question, href) => {
    const answer = ask("swisshack", locale, question);
    expect(answer.hrefs).toContain(href);
    expect(answer.read).toContain("590");
  });

  it.each([
    ["en", "can i talk to a human", "/optimaite?contact=open", "24 hours"],
    ["fr", "Vous me répondez en combien de temps si je vous écris?", "/fr/optimaite?contact=open", "24 h"],
  ] as const)("reaches a person (%s)", (locale, question, href, delay) => {
    const answer = ask("optimaite", locale, question);
    expect(answer.hrefs).toContain(href);
    expect(answer.read).toContain(delay);
  });
});

describe("finance questions get the rule of the population they name, never another's (issue 56)", () => {
  it.each([
    ["fr", "Je suis indépendant et frontalier, suis-je imposé à la source ?", /pas imposé à la source/],
    ["de", "Ich bin selbständig und Grenzgänger, zahle ich Quellensteuer?", /keine Quellensteuer/],
    ["it", "Sono indipendente, vivo in Italia: pago l'imposta alla fonte?", /non è soggetto all'imposta alla fonte/],
  ] as const)("a self-employed person is not taxed at source (%s)", (locale, question, rule) => {
    expect(ask("swisshack", locale, question).read).toMatch(rule);
  });

  it.each([
    ["fr", "Je suis frontalier, comment je suis imposé ?", /dépend de votre pays de résidence/],
    ["de", "Ich bin Grenzgänger, wie werde ich besteuert?", /hängt von Ihrem Wohnland/],
    ["it", "Sono frontaliere, come vengo tassato?", /Dipende dal suo paese di residenza/],
  ] as const)(
    "a frontalier who names no country gets what it depends on and the free audit (%s)",
    (locale, question, rule) => {
      const answer = ask("swisshack", locale, question);
      expect(answer.read).toMatch(rule);
      expect(answer.hrefs.some((href) => href.endsWith("#audit"))).toBe(true);
    },
  );

  it("a German resident frontalier keeps Germany's rule", () => {
    expect(
      ask("swisshack", "de", "Ich wohne in Deutschland und bin Grenzgänger, wie werde ich besteuert?").read,
    ).not.toMatch(/hängt von Ihrem Wohnland/);
  });

  it("a B permit gets the compulsory TOU threshold from the figures", () => {
    expect(
      ask("swisshack", "de", "B-Bewilligung, 125'000 Lohn in Zürich – muss ich eine Steuererklärung machen?").read,
    ).toMatch(/120.000/);
  });
});

describe("out of scope: a polite refusal saying what the assistant helps with, per language and site (issue 56)", () => {
  it.each([
    ["optimaite", "en", "Write me a poem about dentists"],
    ["optimaite", "fr", "Quelle franchise LAMal devrais-je choisir?"],
    ["optimaite", "fr", "Qui a gagné la coupe Stanley l'an passé?"],
    ["swisshack", "fr", "Écris-moi un poème sur la Suisse"],
    ["swisshack", "de", "Wer gewinnt die Weltmeisterschaft?"],
    ["swisshack", "it", "chi vince il campionato di serie A quest'anno?"],
  ] as const)("%s %s: %s", (site, locale, question) => {
    const answer = ask(site, locale, question);
    expect(answer.kind).toBe("refusal");
    expect(answer.text).toBe(chatPack(site, locale).outOfScope.text);
  });
});

describe("a question naming one of the specialties gets that item of the services page (issue 56)", () => {
  it.each([
    ["en", "LASIK clinic here, would it help us?", "Screens candidates"],
    ["fr", "On est un médispa, ça vaut la peine?", "abonnements et forfaits"],
  ] as const)("%s: %s", (locale, question, words) => {
    expect(ask("optimaite", locale, question).read).toContain(words);
  });

  it("keeps the price's answer for a question about the price", () => {
    expect(ask("optimaite", "en", "How much for a dental practice?").read).toContain("Pricing depends");
  });

  it('reads a specialty\'s shortened name as the page\'s ("dermato" for "Dermatologie")', () => {
    expect(ask("optimaite", "fr", "ça marche-tu pour une clinique de dermato?").read).toContain(
      "consultations de dermatologie",
    );
  });

  it("gives every specialty the question names, in the page's order", () => {
    const read = ask("optimaite", "fr", "Et pour un médispa pis une clinique de dermatologie?").read;
    expect(read).toContain("consultations de dermatologie");
    expect(read).toContain("abonnements et forfaits");
    expect(read.indexOf("Dermatologie")).toBeLessThan(read.indexOf("Médispas"));
  });
});

describe("a visitor who wants their own data deleted, corrected or exported gets the privacy page's rights", () => {
  it.each([
    ["en", "how do I get my data erased?", /delete your data/, "/privacy"],
    ["en", "can you delete my account", /delete your data/, "/privacy"],
    ["fr", "comment effacer mes infos?", /de les supprimer/, "/fr/confidentialite"],
    ["fr", "comment je fais pour faire effacer mes donnees chez vous?", /de les supprimer/, "/fr/confidentialite"],
  ] as const)("%s: %s", (locale, question, right, page) => {
    const answer = ask("optimaite", locale, question);
    expect(answer.read).toMatch(right);
    expect(answer.hrefs).toContain(page);
  });

  it("a question about the patients' data is not the visitor's rights", () => {
    expect(ask("optimaite", "fr", "Pouvez-vous supprimer les données de nos patients?").read).not.toMatch(
      /de les supprimer \(demandes/,
    );
  });
});

describe("a visitor who asks for proof gets the landing page's testimonials, each under its author's name", () => {
  it.each([
    ["fr", "Avez-vous des témoignages de cliniques?"],
    ["fr", "des vrais résultats de cliniques qui l'utilisent, vous en avez?"],
    ["fr", "la chirurgienne plasticienne dans vos avis clients, c'était quoi son problème?"],
    ["en", "Do you have any testimonials?"],
    ["en", "any reviews from clinics that use it?"],
  ] as const)("%s: %s", (locale, question) => {
    const answer = ask("optimaite", locale, question);
    expect(answer.read).toContain("Sarah Mitchell");
    expect(answer.read).toContain("James Carter");
  });

  it.each([
    ["fr", "y'a combien de cliniques qui utilisent ça?"],
    ["en", "how many clinics use it?"],
  ] as const)("asked how many clinics use it, gives their number, not the testimonials: %s", (locale, question) => {
    expect(ask("optimaite", locale, question).read).not.toContain("Sarah Mitchell");
  });

  it("does not read 'à votre avis' (in your opinion) as reviews", () => {
    expect(ask("optimaite", "fr", "À votre avis, combien de temps prend la mise en place?").read).not.toContain(
      "Sarah Mitchell",
    );
  });
});

describe("'stats', as visitors shorten 'statistiques', asks for the reports", () => {
  it.each([
    ["fr", "Je peux voir des stats? genre combien d'appels on a eu"],
    ["en", "can I see stats on the calls?"],
  ] as const)("%s: %s", (locale, question) => {
    expect(ask("optimaite", locale, question).read).toMatch(/tableau de bord|dashboard/i);
  });
});
