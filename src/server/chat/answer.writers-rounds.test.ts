import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

// What the fifteenth to thirty-seventh writers' tuning questions showed the assistant missed (issue 56, decision
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

describe("round twenty-six to twenty-eight: money, what patients hear, the technical side (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it.each([
    "ça va-tu faire beau à Montréal demain?",
    "tant qu'à y être, va-tu pleuvoir à Québec demain?",
    "connais-tu un bon avocat pour ma clinique?",
    "comment je configure le wifi de la clinique?",
  ])("refuses what is not OptimAIte's: %s", (question) => {
    expect(askFr(question).kind).toBe("refusal");
  });

  it("VIP patients who want a real person are transferred, not the visitor's contact form", () => {
    expect(askFr("nos patients VIP veulent parler à une vraie personne, c'est possible?").read).toMatch(/transf/i);
  });

  it.each([
    "J'ai envoyé le formulaire de démo ce matin. Dans quel délai allez-vous me recontacter?",
    "Si je réserve la démo, vous me rappelez dans combien de temps?",
  ])("a demo requested: the 24 hours (%s)", (question) => {
    expect(askFr(question).read).toMatch(/24 heures/);
  });

  it("browser fingerprinting is the privacy page's hash", () => {
    expect(askFr("faites-vous du browser fingerprinting?").read).toContain("hachage");
  });

  it("« vous les revendez-tu? » asks whether data is sold", () => {
    expect(askFr("les infos du formulaire, vous les revendez-tu?").read).toContain("jamais vendues");
  });

  it("offering another treatment at the same time is the upselling card", () => {
    expect(
      askFr("quand quelqu'un appelle pour un soin, ça peut-tu lui offrir autre chose en même temps?").read,
    ).toContain("traitements complémentaires");
  });

  it("someone to help when the connection is stuck is the dedicated support", () => {
    expect(askFr("si on bloque pour brancher notre système, y a-tu quelqu'un pour nous aider?").read).toContain(
      "ingénieur en intégration",
    );
  });

  it("who publishes the site is in the legal notice", () => {
    expect(askFr("où je peux voir qui publie le site?").read).toContain("mentions légales");
  });
});

describe("several locations", () => {
  it.each([
    [
      "fr",
      "on a 2 cliniques, une à Laval pis une à Montréal, ça gère plusieurs places en même temps?",
      "Plusieurs établissements",
    ],
    ["en", "We have three locations, can it handle multiple sites?", "Multi-location support"],
  ] as const)("%s: %s gets the platforms' multi-location features", (locale, question, feature) => {
    expect(askIn("optimaite", locale, question).read).toContain(feature);
  });
});

describe("round twenty-nine to thirty-one: sales, does it fit, the site's own privacy (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("a version of the site in a language it lacks: the languages it exists in, never « Oui »", () => {
    const answer = askFr("y a-tu une version en espagnol du site?");
    expect(answer.read).toMatch(/français/);
    expect(answer.read).not.toMatch(/^Oui/);
  });

  it("a patient in a panic is transferred, whatever the visitor calls the receptionist", () => {
    expect(askFr("un patient appelle en panique pour une complication, votre robot fait quoi?").read).toMatch(
      /transf/i,
    );
  });

  it("when it picks up, it answers in the clinic's name", () => {
    expect(askFr("quand elle décroche, elle se présente avec le nom de notre centre?").read).toContain(
      "au nom de votre clinique",
    );
  });

  it("what patients receive in writing after booking is the confirmation text", () => {
    expect(askFr("après avoir réservé au téléphone, nos clients reçoivent-ils une confirmation?").read).toContain(
      "texto",
    );
  });

  it("testing it ourselves before it talks to patients is the test call", () => {
    expect(askFr("on peut-tu la tester nous-mêmes avant qu'elle parle aux patients?").read).toContain("appel d'essai");
  });

  it("what to enter in the calculator is its inputs", () => {
    expect(askFr("qu'est-ce que je dois entrer dans le calculateur pour avoir mon estimation?").read).toContain(
      "appels par jour",
    );
  });

  it("erasing what one typed in the demo form is the privacy page's rights", () => {
    expect(askFr("comment je fais pour que vous effaciez ce que j'ai mis dans le formulaire de démo?").read).toContain(
      "de les supprimer",
    );
  });

  it("the site's own visit statistics are the privacy page's, not the clinic's reports", () => {
    expect(askFr("dans vos stats de fréquentation du site, vous comptez quoi?").read).toContain("pages vues");
  });

  it("where the IP geolocation comes from is the legal notice's credits", () => {
    expect(askFr("la géolocalisation par IP de votre site, elle vient de quelle base de données?").read).toContain(
      "DB-IP",
    );
  });
});

describe("round twenty-nine to thirty-one, second pass (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("patients who « ne se présentent pas » are the reminders' subject, not how it introduces itself", () => {
    expect(askFr("vos rappels réduisent-ils le nombre de patients qui ne se présentent pas?").read).toContain(
      "Rappels intelligents",
    );
  });

  it("a schedule conflict with the booked demo: the private link to move it", () => {
    expect(askFr("j'ai booké ma démo mais j'ai un conflit d'horaire, je la change comment?").read).toContain(
      "lien privé",
    );
  });

  it("refuses to pick a brand of equipment", () => {
    expect(askFr("tu me conseilles quelle marque de machine laser?").kind).toBe("refusal");
  });

  it("taking on the clinic's way of speaking is the FAQ's answer on sounding like the clinic", () => {
    expect(askFr("est-ce qu'elle peut prendre notre façon de parler?").read).toContain("votre ton");
  });

  it("« laissés à nous-mêmes » after the launch is the support, not the set-up's length", () => {
    expect(askFr("après la mise en service, vous faites un suivi ou on est laissés à nous-mêmes?").read).toContain(
      "ingénieur en intégration",
    );
  });

  it("who helps when the connection breaks after the launch is the support", () => {
    expect(askFr("après le lancement, si la connexion avec mon logiciel brise, qui m'aide?").read).toContain(
      "ingénieur en intégration",
    );
  });
});

describe("a slot freed by a cancellation", () => {
  it.each([
    [
      "fr",
      "des patients annulent la veille et la plage reste vide, personne a le temps d'appeler la liste de gens qui attendent. Ça aide?",
      "liste d'attente",
    ],
    ["en", "When someone cancels last minute, can it fill the slot from our waitlist?", "waitlist"],
  ] as const)("%s: %s gets the waitlist card", (locale, question, words) => {
    expect(askIn("optimaite", locale, question).read).toContain(words);
  });
});

describe("a visitor who wants their data deleted can reach the team from the answer", () => {
  it.each([
    ["fr", "comment faire effacer mes données?"],
    ["en", "how do I get my data deleted?"],
  ] as const)("%s: %s links the privacy page and the contact form", (locale, question) => {
    const hrefs = askIn("optimaite", locale, question).links.map((link) => link.href);
    expect(hrefs.some((href) => href.includes("contact=open"))).toBe(true);
    expect(hrefs.some((href) => /confidentialite|privacy/.test(href))).toBe(true);
  });
});

describe("OptimAIte's own figures, as the home page shows them", () => {
  it.each([
    [
      "fr",
      "Vous êtes combien de cliniques à l'utiliser, et vous répondez à quel pourcentage des appels?",
      ["500", "99 %"],
    ],
    ["fr", "quels sont vos chiffres au juste?", ["25 000+", "99 %"]],
    ["en", "What are your numbers? How many clinics use it and what's your answer rate?", ["500", "99%"]],
  ] as const)("%s: %s", (locale, question, figures) => {
    const read = askIn("optimaite", locale, question).read;
    for (const figure of figures) expect(read).toContain(figure);
  });
});

describe("round thirty-two to thirty-four: a demo booked, typos, why and how (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("who is behind the site is in the legal notice", () => {
    expect(askFr("qui est derrière le site? je veux vos coordonnées officielles").read).toContain("mentions légales");
  });

  it("a figure of the home page, asked what it means: the counters", () => {
    expect(askFr("vous affichez 99 % sur l'accueil, ça veut dire quoi ce chiffre-là?").read).toContain(
      "taux de réponse",
    );
  });

  it("someone who follows up if it snags after the launch is the support", () => {
    expect(askFr("après le lancement, quelqu'un nous suit-tu encore si ça accroche?").read).toContain(
      "ingénieur en intégration",
    );
  });

  it("the set-up's test call is not the demo", () => {
    expect(askFr("pourquoi faut-il faire un appel d'essai avant de partir?").read).not.toContain("Une démo gratuite");
  });
});

describe("the demo's emails, as they are worded", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it("after a demo request: the acknowledgment, then the confirmation with its invitation", () => {
    const read = askFr("est-ce que je vais recevoir un courriel après ma demande de démo?").read;
    expect(read).toContain("Votre demande de démo OptimAIte");
    expect(read).toContain("pièce jointe");
  });

  it("what the demo's confirmation email holds", () => {
    expect(askFr("le courriel qui confirme ma démo, il y a quoi dedans?").read).toContain("lien de la visioconférence");
  });

  it("the estimate in the demo's email is in US dollars", () => {
    expect(askFr("l'estimation dans mon courriel de démo, c'est-tu en dollars canadiens?").read).toContain("$ US");
  });
});

describe("the calculator with the visitor's own numbers", () => {
  it("computes with every input given", () => {
    expect(
      askIn(
        "optimaite",
        "fr",
        "si on a 60 appels par jour, 10 % d'appels manqués, 50 % de clients potentiels perdus, 400 $ par client et une réceptionniste à 5 000 $ par mois, ça donne combien?",
      ).read,
    ).toMatch(/39 200 \$ US par mois/);
  });

  it.each([
    ["fr", "si je mets 0 % d'appels manqués dans le calculateur, ça donne quoi?", "Vous ne manquez aucun appel"],
    ["en", "what does the calculator say with 0% missed calls?", "You don't miss any calls"],
  ] as const)("%s: no missed calls gets the page's congratulations", (locale, question, words) => {
    expect(askIn("optimaite", locale, question).read).toContain(words);
  });
});
