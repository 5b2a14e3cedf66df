import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import type { Locale } from "@shared/i18n/locales";
import { describe, expect, it } from "vitest";
import { siteAnswer } from "./answer";
import { createChatRetrievers } from "./chat-packs";

const retrievers = createChatRetrievers();
const ask = (locale: Locale, question: string) => {
  const answer = siteAnswer(retrievers, "optimaite", question, new Date("2026-11-30T10:00:00Z"), locale);
  return {
    read: [answer.text, ...answer.links.map((l) => `${l.label} ${l.href}`)].join("\n").replace(/\u00a0/g, " "),
  };
};

// Issue 56: "A question about one thing is not answered with another." Each question below caught an intent by one
// of its words ("combien de temps", "plainte", "démo") and got another subject's answer.
describe("a question about one thing is answered with that thing, not with what one of its words also names", () => {
  it.each([
    ["fr", "votre banniere de cookies, elle va me le redemander dans combien de temps?", /six mois/, /1 à 2 semaines/],
    ["en", "How long do you keep my cookie choice?", /kept/, /1-2 weeks/],
  ] as const)("%s: %s → how long it is kept (privacy page), not the set-up", (locale, question, kept, setUp) => {
    const answer = ask(locale, question);
    expect(answer.read).toMatch(kept);
    expect(answer.read).not.toMatch(setUp);
  });

  it.each([
    [
      "fr",
      "Je veux porter plainte sur l'utilisation de mes donnees, a qui je m'adresse?",
      /PFPDT/,
      "/fr/confidentialite",
    ],
    ["en", "Where can I complain about how you use my data?", /FDPIC/, "/privacy"],
  ] as const)("%s: %s → the data protection authority, from the privacy page", (locale, question, authority, page) => {
    const answer = ask(locale, question);
    expect(answer.read).toMatch(authority);
    expect(answer.read).toContain(page);
  });

  it.each([
    ["fr", "Si un client se plaint au téléphone, elle fait quoi?", /plaintes/],
    ["en", "What happens if a caller complains?", /complaints/],
  ] as const)("%s: %s → a caller's complaint is still a transferred call", (locale, question, transferred) => {
    expect(ask(locale, question).read).toMatch(transferred);
  });

  it("reads a booking platform's packages as the platform's, not as OptimAIte's price", () => {
    const answer = ask(
      "fr",
      "L'IA peut-elle vérifier s'il reste des séances dans le forfait Mindbody d'un client?",
    ).read;
    expect(answer).toMatch(/Mindbody.*Vérification des forfaits/s);
    expect(ask("fr", "C'est combien le forfait?").read).toMatch(/soumission exacte/);
  });

  it.each([
    ["fr", "Qu'est-ce que vous allez me demander comme infos pour booker la demo?", /votre courriel, votre entreprise/],
    ["en", "What info do I need to fill in to book the demo?", /email, company/],
  ] as const)("%s: %s → what the demo form asks for, as the privacy page lists it", (locale, question, fields) => {
    expect(ask(locale, question).read).toMatch(fields);
  });

  it.each([
    ["fr", "ca va sonner comme un robot ou comme ma clinique au telephone?", /au nom de votre clinique/],
    ["en", "Will it sound like a robot?", /greets callers with your practice name/],
  ] as const)("%s: %s → the FAQ's answer: trained on the practice's ways", (locale, question, practice) => {
    expect(ask(locale, question).read).toMatch(practice);
  });

  it("answers a question about the texted reminders with the reminders' card, not with what the product is", () => {
    expect(ask("fr", "les rappels par texto, ça baisse-tu vraiment les no-show?").read).toMatch(
      /rappels automatiques réduisent les absences/,
    );
  });

  it("answers a question asking for a number with the passage that gives it, written as the page writes it", () => {
    expect(ask("fr", "Vous avez pris combien de rendez-vous jusqu'à maintenant?").read).toMatch(
      /10[\s\u202f]000\+ rendez-vous/,
    );
    expect(ask("fr", "Comment prenez-vous les rendez-vous?").read).not.toMatch(/10[\s\u202f]?000/);
  });

  it('reads a clinic\'s "no-shows" as the page\'s "absences": the reminders that reduce them', () => {
    expect(ask("fr", "les no-shows c'est notre gros probleme, ça aide-tu pour ça?").read).toMatch(
      /réduisent les absences/,
    );
  });
});

describe("what the pages say of the dashboard, the calculator's figures, custom integrations and the chat itself", () => {
  it.each([
    [
      "fr",
      "Est-ce que j'ai des rapports sur les appels? genre combien de rdv elle a booké dans le mois",
      /tableau de bord/,
    ],
    ["fr", "je vais-tu pouvoir voir combien d'argent l'IA nous a rapporté?", /revenus récupérés/],
    ["en", "Will I get reports on the calls it answered?", /one dashboard/],
  ] as const)("%s: %s → the landing page's dashboard card", (locale, question, dashboard) => {
    expect(ask(locale, question).read).toMatch(dashboard);
  });

  it.each([
    ["fr", "les chiffres de votre calculateur, c'est-tu garanti?", /pas une promesse/],
    ["en", "Are the calculator's numbers guaranteed?", /not a promise/],
  ] as const)("%s: %s → the legal notice: estimates, not a promise", (locale, question, estimates) => {
    expect(ask(locale, question).read).toMatch(estimates);
  });

  it.each([
    ["fr", "comment je demande une integration sur mesure pour notre logiciel?", "/fr/optimaite?contact=open"],
    ["en", "How do I ask for a custom integration with our software?", "/optimaite?contact=open"],
  ] as const)("%s: %s → the integrations and the contact form to ask for one", (locale, question, contact) => {
    expect(ask(locale, question).read).toContain(contact);
  });

  it('reads "le chat" as the page\'s assistant: its questions are not recorded (privacy page)', () => {
    const answer = ask("fr", "Le chat ici, il garde-tu les questions que je lui pose?").read;
    expect(answer).toMatch(/questions posées à l'assistant ne sont pas enregistrées/);
    expect(answer).toContain("/fr/confidentialite");
  });
});

describe("what the pages say of retention, testimonials, urgent calls, the law and the calculator's defaults", () => {
  it.each([
    ["fr", "mettons je remplis le formulaire de demo, mes infos restent dans vos systemes combien de temps", /12 mois/],
    ["fr", "le chatbot icitte, vous gardez ce que j'ecris dedans?", /90 jours/],
    ["en", "How long do you keep my demo request?", /12 months/],
  ] as const)("%s: %s → the privacy page's retention section", (locale, question, kept) => {
    expect(ask(locale, question).read).toMatch(kept);
  });

  it("quotes a clinic's testimonial, under its author's name, when asked what it said", () => {
    const answer = ask(
      "fr",
      "la chirurgienne plasticienne dans vos avis clients, c'etait quoi son probleme avant",
    ).read;
    expect(answer).toMatch(/le tiers de nos appels/);
    expect(answer).toMatch(/Dre Sarah Mitchell/);
  });

  it("reads a figure the visitor quotes from a page as the passage that shows it", () => {
    expect(ask("fr", "les 25000 appels sur votre page d'accueil c'est par mois ou depuis le debut?").read).toMatch(
      /appels traités chaque mois/,
    );
  });

  it.each([
    ["un patient appelle a 2h du matin avec une complication post-op, l'IA fait quoi avec ca", /transférés/],
    ["vous etes correct avec la loi federale canadienne sur les renseignements perso?", /LPRPDE/],
    ["dans le calculateur, c'est quoi les valeurs de depart deja entrees", /20 appels par jour, 30 % d'appels manqués/],
  ] as const)("fr: %s", (question, fact) => {
    expect(ask("fr", question).read).toMatch(fact);
  });
});

describe("a word of the pages is searched as itself, not as the word one letter away", () => {
  it("no-shows (absences) are not the custom integration's system « absent de la liste »", () => {
    const { read } = ask("fr", "On a vraiment bcp de no-shows à la clinique, votre systeme aide tu avec ça");
    expect(read).not.toContain("absent de la liste");
    expect(read).toMatch(/absences/);
  });
});

describe("what happens after the demo form is the dialog's own words", () => {
  it.each([
    [
      "fr",
      "J'viens de remplir le formulaire pour la démo, c'est quoi la suite?",
      OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.demo.successText,
    ],
    ["en", "I just filled in the demo form, what happens next?", LEAD_DIALOGS.demo.successText],
  ] as const)("%s: %s", (locale, question, successText) => {
    expect(ask(locale, question).read).toContain(successText.replace(/\u00a0/g, " "));
  });
});
