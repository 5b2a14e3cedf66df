import type { SiteId } from "@shared/routes";
import { describe, expect, it } from "vitest";
import { SITE_CHAT, siteAnswer } from "./answer";
import { createChatRetrievers } from "./chat-packs";

const retriever = createChatRetrievers();
const today = new Date("2026-11-23T10:00:00Z");
/** The answer as a person reads it: its text and its links' labels, with no-break spaces as spaces. */
const ask = (site: SiteId, question: string) => {
  const answer = siteAnswer(retriever, site, question, today);
  return {
    ...answer,
    read: [answer.text, ...answer.links.map((l) => l.label)].join("\n").replace(/[\u00a0\u202f]/g, " "),
  };
};

/** Real visitors' questions and the facts each answer must give (a graded set: every fact must appear). */
const FRENCH: [string, string[]][] = [
  ["Combien puis-je verser sur mon 3e pilier ?", ["CHF 7 258", "caisse de pension"]],
  ["Quel est le plafond du pilier 3a pour un indépendant ?", ["CHF 36 288", "20 %"]],
  ["Je suis indépendant sans LPP, combien puis-je déduire en 3a ?", ["CHF 36 288"]],
  ["Puis-je racheter les années où je n'ai pas cotisé au 3e pilier ?", ["2025", "10 ans", "CHF 7 258"]],
  ["Quelle franchise choisir ?", ["CHF 2 500", "CHF 300"]],
  ["Quelle est la franchise la plus haute pour la LAMal ?", ["CHF 2 500", "CHF 1 540"]],
  ["Qu'est-ce que la TOU à Genève ?", ["90 %", "31 mars", "CHF 120 000"]],
  ["Je suis quasi-résident, que dois-je faire ?", ["90 %", "31 mars"]],
  ["Combien de jours de télétravail puis-je faire en tant que frontalier ?", ["40 %", "49,9 %"]],
  ["LAMal ou CMU pour un frontalier ?", ["3 mois", "CMU"]],
  ["Je travaille dans le canton de Vaud, suis-je imposé à la source ?", ["France", "VD"]],
  ["Combien coûte l'audit ?", ["CHF 0", "CHF 590"]],
  ["L'audit est-il vraiment gratuit ?", ["CHF 0", "CHF 490"]],
  ["Comment se déroule l'audit ?", ["5 minutes", "48 h"]],
  ["Combien puis-je économiser ?", ["CHF 2 000 et 6 000"]],
  ["Que faites-vous de mes données ?", ["12 mois", "adresse IP"]],
  ["Comment vous contacter ?", ["rappelé"]],
  ["Quand paraît la newsletter ?", ["mardi"]],
  ["Je suis frontalier dans le canton de Vaud, mon 3e pilier est-il déductible ?", ["aucune déduction", "1983"]],
  ["Qu'est-ce qu'un rachat LPP ?", ["caisse de pension", "certificat de prévoyance", "3 ans"]],
  // FINANCE-FIGURES.md, "Occupational pension (LPP), 2025 and 2026" (OFAS; minimum rate: Federal Council, 5.11.2025).
  [
    "C'est quoi le seuil d'entrée LPP ?",
    ["CHF 22 680", "CHF 26 460", "CHF 3 780 à CHF 64 260", "CHF 90 720", "1,25 %", "salariés", "OFAS"],
  ],
  [
    "Quand puis-je changer de franchise ?",
    ["dernier jour ouvrable de novembre", "lundi 30 novembre 2026", "31 décembre 2026"],
  ],
  ["Je suis frontalier à Genève, le 3e pilier est-il déductible ?", ["90 %", "TOU", "aucune déduction"]],
  ["Je vis en Italie et je travaille au Tessin, combien de télétravail puis-je faire ?", ["25 %", "Italie"]],
  ["Quelle est la cotisation CMU ?", ["8 %", "CMU"]],
  ["Le télétravail au-delà de 40 % change-t-il mon imposition ?", ["40 %", "à la source"]],
];

const ENGLISH: [string, string[]][] = [
  ["What does it cost?", ["exact quote", "$21,955", "$17,955", "$4,000"]],
  ["How much is OptimAIte per month?", ["demo", "$21,955"]],
  ["What's the ROI?", ["$21,955", "$263,460"]],
  ["How much revenue do missed calls cost me?", ["$18,900", "$17,955"]],
  ["How long does implementation take?", ["1-2 weeks", "3 days"]],
  ["How fast can we go live?", ["3 days"]],
  ["Which booking platforms do you integrate with?", ["Fresha", "Vagaro", "Mindbody", "Calendly", "Google Calendar"]],
  ["Can you connect to my EHR?", ["builds and maintains the connection", "API", "Webhook"]],
  ["Do you work with Jane?", ["Janeapp"]],
  ["Is it HIPAA compliant?", ["HIPAA", "Business Associate Agreement"]],
  ["Will you sign a BAA?", ["Business Associate Agreements"]],
  ["Is patient data encrypted?", ["encrypted"]],
  ["What happens with urgent calls?", ["transferred to your team"]],
  ["What does OptimAIte do?", ["24/7", "SMS"]],
  ["Can I get a demo?", ["free demo"]],
  ["How do I contact you?", ["24 hours"]],
  ["Does it work after hours?", ["24/7"]],
  ["Can it send appointment reminders?", ["reminders"]],
  ["Do you integrate with Google Calendar?", ["Google Calendar"]],
  ["Is it PIPEDA compliant?", ["PIPEDA"]],
  ["Can a patient reach a human?", ["transferred to your team"]],
  ["Do you work with Mindbody?", ["Mindbody"]],
  ["What is the return on investment?", ["$21,955"]],
  ["Do missed calls cost me revenue?", ["$18,900"]],
  ["Can I see it working?", ["demo"]],
];

describe("the SwissHack assistant's finance answers follow the pre-analysis rules", () => {
  it("never tells a frontalier the TOU is compulsory, and gives the 90 % condition with Geneva's 3a", () => {
    for (const question of [
      "Qu'est-ce que la TOU à Genève ?",
      "Je suis frontalier à Genève, le 3e pilier est-il déductible ?",
    ]) {
      const { read } = ask("swisshack", question);
      // The old wrong answer: "TOU obligatoire : le 3a est déductible".
      expect(read).not.toMatch(/TOU obligatoire :/);
      expect(read).toContain("90 %");
    }
    expect(ask("swisshack", "Qu'est-ce que la TOU à Genève ?").read).toContain("jamais les frontaliers");
  });

  it("never tells a Vaud frontalier the 3a is deductible in Switzerland", () => {
    const { read } = ask("swisshack", "Je suis frontalier dans le canton de Vaud, mon 3e pilier est-il déductible ?");
    expect(read).not.toMatch(/tout se déduit|se déduit de votre revenu imposable/);
    expect(read).toContain("aucune déduction d'impôt suisse");
  });
});

describe("the SwissHack assistant answers in French, from the figures", () => {
  it.each(FRENCH)("%s", (question, facts) => {
    const answer = ask("swisshack", question);
    expect(answer.language).toBe("fr");
    for (const fact of facts) expect(answer.read).toContain(fact);
  });
});

describe("the SwissHack finance answers apply each rule to its population (issue 28)", () => {
  it.each([
    {
      question: "Qu'est-ce que la TOU à Genève ?",
      says: ["peut seulement demander", "ne peut plus être retirée", "jamais les frontaliers", "définitif"],
      never: ["elle est obligatoire au-delà"],
    },
    {
      question: "Combien puis-je verser sur mon 3e pilier ?",
      says: ["Genève", "90 %", "revenu d'activité", "aucune déduction suisse"],
      never: ["Tout ce montant se déduit"],
    },
    {
      question: "Puis-je racheter les années où je n'ai pas cotisé au 3e pilier ?",
      says: ["un seul rachat par an", "quel que soit le nombre d'années manquées"],
      never: ["par année manquante"],
    },
    {
      question: "Je travaille dans le canton de Vaud, suis-je imposé à la source ?",
      says: ["perd ce statut", "imposé à la source"],
      never: [],
    },
    {
      question: "Combien de jours de télétravail puis-je faire en tant que frontalier ?",
      says: ["vivant en France", "Italie", "25 %"],
      never: [],
    },
  ])("$question", ({ question, says, never }) => {
    const answer = ask("swisshack", question);
    for (const fact of says) expect(answer.read).toContain(fact);
    for (const wrong of never) expect(answer.read).not.toContain(wrong);
  });
});

describe("the OptimAIte assistant answers in English, from the ROI defaults and content", () => {
  it.each(ENGLISH)("%s", (question, facts) => {
    const answer = ask("optimaite", question);
    expect(answer.language).toBe("en");
    for (const fact of facts) expect(answer.read).toContain(fact);
  });
});

describe("every answer", () => {
  const all = [...FRENCH.map(([q]) => ["swisshack", q] as const), ...ENGLISH.map(([q]) => ["optimaite", q] as const)];

  it("comes with at least one link to a page of its site, never a raw path in the text", () => {
    for (const [site, question] of all) {
      const answer = ask(site, question);
      expect(answer.links.length, question).toBeGreaterThan(0);
      for (const link of answer.links) expect(link.href).toMatch(/^\//);
      expect(answer.text, question).not.toMatch(/(^|\s)\/[a-z#]/);
    }
  });

  it("never starts with yes or no to an open question", () => {
    const open = ["Que faites-vous de mes données ?", "Comment se déroule l'audit ?", "What does it cost?"];
    for (const question of open) {
      expect(ask(question.startsWith("What") ? "optimaite" : "swisshack", question).text).not.toMatch(
        /^(Oui|Yes|Non|No)\b/,
      );
    }
    expect(ask("swisshack", "Je suis frontalier, qu'en est-il pour moi ?").text).not.toMatch(/^Oui/);
  });

  it("holds 25 questions a site's visitors ask, and the unanswerable ones below", () => {
    expect(FRENCH.length).toBeGreaterThanOrEqual(25);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ["swisshack", "Quelle est la météo à Paris demain ?"],
    ["swisshack", "Quel temps fait-il ?"],
    ["optimaite", "What's the weather in Paris tomorrow?"],
    ["optimaite", "Who won the football game?"],
  ] as const)("says it cannot help with a question about the world, for %s: %s", (site, question) => {
    expect(ask(site, question).text).toBe(SITE_CHAT[site].outOfScope.text);
  });

  it.each([
    ["swisshack", "Quel est le meilleur restaurant de Genève ?"],
    ["swisshack", "Quelle action acheter en bourse ?"],
    ["optimaite", "!!!"],
    // "Can I cancel anytime?" left this list: the pages' "Books, reschedules and cancels…" now answers it, a reading
    // of the question as plausible as the subscription's (issue 56's search from the pages).
    ["optimaite", "Do you store patient recordings?"],
    ["optimaite", "Does it speak Spanish?"],
    ["optimaite", "Which stocks should I buy?"],
  ] as const)("says it does not know, and where to go, for %s: %s", (site, question) => {
    const answer = ask(site, question);
    // Off the site's pages: "I don't know" with where to go, or (no word the pages know) a polite refusal (issue 56).
    expect([SITE_CHAT[site].fallback.text, SITE_CHAT[site].outOfScope.text]).toContain(answer.text);
    expect(["unknown", "refusal"]).toContain(answer.kind);
  });
});
