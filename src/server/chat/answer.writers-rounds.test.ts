import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

// What the fifteenth to twenty-fifth writers' tuning questions showed the assistant missed (issue 56, decision
// 0047), each need asked in other words than theirs.

/** A page's sentence as the answer is read: no-break spaces as spaces. */
const asRead = (sentence: string) => sentence.replace(/[\u00a0\u202f]/g, " ");

describe("« laisser tomber » the demo is cancelling it, not being left alone after the launch", () => {
  it("gives the confirmation email's private link", () => {
    expect(askIn("optimaite", "fr", "je dois laisser tomber la démo de jeudi").read).toContain("lien privé");
  });
});

describe("round sixteen and seventeen: what the front desk and a careful owner ask (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("refuses a hockey score politely, whatever time of day it names", () => {
    expect(askFr("Qui a gagné la game hier soir?").kind).toBe("refusal");
  });

  it("does not read « qu'est-ce que je dois… » as « what is OptimAIte »", () => {
    expect(askFr("qu'est-ce que je dois fournir de mon côté?").read).not.toContain("Réceptionniste IA");
  });

  it("says who reads what the visitor sends: the team, as the privacy page's recipients section says", () => {
    expect(askFr("Qui chez vous lit ce que j’envoie par le formulaire de contact?").read).toContain(
      "Notre équipe lit les demandes",
    );
    expect(askIn("optimaite", "en", "who reads the messages I send through your contact form?").read).toContain(
      "Our team reads demo and contact requests",
    );
  });

  it("says the team follows the first week when asked whether the clinic must fend for itself", () => {
    expect(askFr("Après le lancement, vous nous laissez nous débrouiller?").read).toContain(
      "Un ingénieur en intégration vous accompagne",
    );
  });
});

describe("round eighteen and nineteen: a clinic owner typing on a phone, a medspa group's manager (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it.each([
    "Une fois la demande de démo envoyée, vous me revenez quand?",
    "après que j'ai rempli le formulaire pour la démo, vous me revenez dans combien de temps?",
  ])("a demo just requested: what comes next (%s)", (question) => {
    expect(askFr(question).read).toContain(asRead(OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.demo.successText));
  });

  it("« faut-tu que je me déplace » asks where the demo happens, not how to move it", () => {
    expect(askFr("la démo, faut-tu que je me déplace quelque part?").read).toContain("par visioconférence");
  });

  it("the receptionist telling our prices to callers is the clinic's own prices, not OptimAIte's", () => {
    expect(askFr("est-ce que ça peut dire nos prix aux patients qui appellent?").read).toContain(
      "formée à vos services, vos prix",
    );
  });

  it("« offrir des affaires en plus » is the upselling card", () => {
    expect(askFr("ça peut-tu offrir des affaires en plus aux patients?").read).toContain(
      "traitements complémentaires et des forfaits",
    );
  });

  it("what is done with the calculator's figures is the privacy page's paragraph", () => {
    expect(askFr("les chiffres que j'entre dans le calculateur, vous en faites quoi?").read).toContain(
      "apporter votre estimation à la démo",
    );
  });

  it("« nos nouvelles succursales » are not the news", () => {
    expect(askFr("nos nouvelles succursales n'ont pas de logiciel, juste Google Agenda. Ça marche?").kind).not.toBe(
      "refusal",
    );
  });

  it("refuses to pick a product for the clinic's patients", () => {
    expect(askFr("c'est quoi le meilleur dentifrice à conseiller à mes patients?").kind).toBe("refusal");
  });

  it("patients who do not show up are the reminders' subject", () => {
    expect(askFr("y a tellement de monde qui se pointe pas à leur rendez-vous, ça aide-tu?").read).toContain(
      "Rappels intelligents",
    );
  });

  it("a clinic's software missing from the list is a custom integration, not the clinic's specialty", () => {
    expect(askFr("notre logiciel dentaire est pas dans votre liste, on fait quoi?").read).toContain(
      "absent de la liste",
    );
  });

  it("« une vraie personne ou un robot? » is answered with what OptimAIte is", () => {
    expect(askFr("c'est-tu une vraie personne qui répond au téléphone ou un robot?").read).toContain(
      "Réceptionniste IA",
    );
  });
});

describe("the demo's calendar invitation", () => {
  it("is attached to the confirmation email, whatever calendar the visitor uses", () => {
    expect(
      askIn("optimaite", "fr", "Après avoir réservé la démo, je reçois-tu une invitation pour mon calendrier Outlook?")
        .read,
    ).toContain("l'invitation pour votre calendrier");
    expect(askIn("optimaite", "en", "Once the demo is booked, do I get a calendar invite for Outlook?").read).toMatch(
      /calendar invitation|\.ics|attach/i,
    );
  });
});

describe("a clinic afraid the receptionist replaces its own", () => {
  it.each([
    ["fr", "j'ai déjà une réceptionniste qui travaille fort, ça va-tu la remplacer?", "Des coûts de personnel réduits"],
    ["en", "Will it replace our receptionist?", "Lower staffing costs"],
  ] as const)("%s: %s gets the page's word on routine calls", (locale, question, card) => {
    expect(askIn("optimaite", locale, question).read).toContain(card);
  });
});

describe("round twenty-one and twenty-two: franglais and a skeptical owner (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("« combien de minutes » asks a length, not the price", () => {
    expect(askFr("le test call avant le lancement, c'est combien de minutes?").read).not.toContain("soumission exacte");
  });

  it("calls too complicated for the AI are transferred", () => {
    expect(askFr("les appels compliqués que votre IA est pas capable de gérer, elle fait quoi?").read).toMatch(
      /transf/i,
    );
  });

  it("holidays are covered like nights and weekends", () => {
    expect(askFr("à Noël pis à la Saint-Jean, on retombe-tu sur la boîte vocale?").read).toContain("jours fériés");
  });

  it("the site's publisher is in the legal notice", () => {
    expect(askFr("où je peux trouver le nom de la compagnie pis l'éditeur du site?").read).toContain(
      "mentions légales",
    );
  });

  it("refuses to recommend an accountant", () => {
    expect(askFr("peux-tu me recommander un bon comptable pour ma clinique?").kind).toBe("refusal");
  });

  it("how many calls OptimAIte handles a month is the home page's counter, not the clinic's reports", () => {
    expect(askFr("vos stats, genre combien d'appels vous traitez par mois?").read).toMatch(/25 ?000/);
  });
});

describe("round twenty-three to twenty-five: short questions, stories, formal French (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("refuses to help write the staff's documents", () => {
    expect(askFr("Pourriez-vous m'aider à rédiger le contrat de notre hygiéniste?").kind).toBe("refusal");
  });

  it("the calculator's amounts are estimates, not a commitment", () => {
    expect(askFr("Les montants de votre calculateur constituent-ils un engagement de votre part?").read).toContain(
      "ne constituent pas une promesse",
    );
  });

  it("« jour 2 c'est quoi? » is the timeline's day, not what OptimAIte is", () => {
    expect(askFr("le jour 3 c'est quoi?").read).not.toContain("Réceptionniste IA");
  });

  it("a testimonial's author named by her role: her quote", () => {
    expect(askFr("la chirurgienne plasticienne, elle dit quoi?").read).toContain("Sarah Mitchell");
  });
});

describe("what a story-telling owner asks at the end (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("an angry caller is transferred to the team", () => {
    expect(askFr("Une cliente fâchée appelle pour se plaindre, la machine va-tu argumenter avec elle?").read).toMatch(
      /transf/i,
    );
  });

  it("an angry caller is transferred, in English too", () => {
    expect(askIn("optimaite", "en", "What if an angry patient calls and yells at the AI?").read).toMatch(/transfer/i);
  });

  it("« que mes infos disparaissent » asks to delete them", () => {
    expect(askFr("je veux que mes infos disparaissent de vos listes").read).toContain("de les supprimer");
  });

  it("the company's legal name is in the legal notice", () => {
    expect(askFr("mon avocat veut vérifier le nom légal de l'entreprise, je trouve ça où?").read).toContain(
      "mentions légales",
    );
  });
});
