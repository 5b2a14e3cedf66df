import { describe, expect, it } from "vitest";
import { askIn, expectCoverage, type GradedQuestions } from "../testing/chat-answers";
import { chatPack } from "./chat-packs";

const ask = (question: string) => askIn("optimaite", "fr", question);

/** What visitors of OptimAIte's French (Quebec) pages type, some without accents, and the facts each answer gives. */
const QUEBEC_FRENCH: GradedQuestions = [
  ["combien ca coute ?", ["soumission exacte", "21 955 $ US", "17 955 $ US", "4 000 $ US"]],
  ["C'est combien par mois, OptimAIte?", ["démo", "21 955 $ US"]],
  ["Quel est le RSI?", ["21 955 $ US", "263 460 $ US"]],
  ["Combien de revenus je perds avec les appels manqués?", ["18 900 $ US", "17 955 $ US"]],
  ["Combien de temps prend l'implantation?", ["1 à 2 semaines", "3 jours"]],
  ["En combien de temps on peut être en ligne?", ["3 jours"]],
  // The calculator's lost clients, and the legal notice's word that its figures are estimates.
  [
    "Combien de clients je perds par mois selon le calculateur?",
    ["126 clients perdus", "ne constituent pas une promesse"],
  ],
  // The visitor's calls a day, through the calculator's formulas (the other inputs at their defaults).
  ["si j'ai 40 appels par jour?", ["Avec 40 appels par jour", "252 clients perdus"]],
  // The privacy page: the estimate is brought to the demo.
  ["Mon calcul de rendement, vous allez l'avoir à la démo?", ["apporter votre estimation à la démo"]],
  // The clinic's own prices and policies (the FAQ), not OptimAIte's price.
  [
    "Va-t-elle connaître nos prix et notre politique d'annulation?",
    ["formée à vos services, vos prix, vos politiques"],
  ],
  // A platform named beside a specialty: the platform's card.
  ["Mindbody, ça marche pour notre centre de bien-être?", ["Mindbody (", "Mindbody"]],
  // A card whose own title the question names: that card, not the general answer.
  ["Le texto de confirmation, il dit quoi?", ["la date, l'heure et l'adresse"]],
  // The FAQ's own question: the FAQ's answer, as the page words it.
  ["Avec quelles plateformes de réservation êtes-vous intégrés?", ["Fresha", "Vagaro", "Mindbody", "Google Agenda"]],
  [
    "Pouvez-vous vous connecter à notre dossier médical électronique?",
    ["crée et entretient la connexion", "API", "Webhooks"],
  ],
  ["Travaillez-vous avec Jane?", ["Janeapp"]],
  ["Est-ce conforme à la HIPAA?", ["HIPAA", "ententes BAA (Business Associate Agreements)"]],
  ["Allez-vous signer un BAA?", ["BAA"]],
  ["Les données des patients sont-elles chiffrées?", ["chiffrés"]],
  ["Qu'arrive-t-il avec les appels urgents?", ["transférés immédiatement à votre équipe"]],
  ["Que fait OptimAIte exactement?", ["24 h sur 24", "texto"]],
  ["Est-ce que je peux avoir une démo?", ["démo gratuite"]],
  ["Comment vous joindre?", ["24 heures"]],
  ["Est-ce que ça fonctionne le soir et la fin de semaine?", ["la nuit, la fin de semaine et les jours fériés"]],
  ["Peut-elle envoyer des rappels de rendez-vous?", ["rappels"]],
  ["Est-ce intégré à Google Calendar?", ["Google Calendar"]],
  ["etes vous conforme a la LPRPDE", ["LPRPDE"]],
  ["Un patient peut-il parler à un humain?", ["transférés immédiatement à votre équipe"]],
  ["travaillez vous avec mindbody", ["Mindbody"]],
  ["Quel est le retour sur investissement?", ["21 955 $ US"]],
  ["Les appels manqués me coûtent-ils des revenus?", ["18 900 $ US"]],
  ["Je peux voir comment ça marche?", ["démo"]],
  ["Quels types de cliniques servez-vous?", ["dermatologie", "médispas"]],
  ["Bonjour, c'est quoi OptimAIte?", ["Réceptionniste IA", "texto"]],
  ["Avez-vous des statistiques?", ["Statistiques"]],
  ["Pouvez-vous gérer les annulations?", ["annul"]],
  ["Est-ce que vous faites du upselling?", ["Ventes complémentaires"]],
];

describe("the OptimAIte assistant answers French questions in Quebec French", () => {
  it("answers at least 2/3 of 25 realistic French questions on topic", () => {
    expectCoverage("optimaite", "fr", QUEBEC_FRENCH);
  });

  it.each(QUEBEC_FRENCH)("%s", (question, facts) => {
    const answer = ask(question);
    expect(answer.language).toBe("fr");
    for (const fact of facts) expect(answer.read).toContain(fact);
  });

  it("answers in French, formal vous, with the French pages' links", () => {
    const answer = ask("Combien de temps prend l'implantation?");
    expect(answer.read).toContain("Vous remplissez un questionnaire de 10 minutes");
    expect(answer.links).toEqual([{ label: "Réserver une démo gratuite", href: "/fr/optimaite?demo=open" }]);
    // The FAQ's own question gets the FAQ's answer, linked to the French FAQ.
    const faq = ask("Combien de temps prend la mise en place?");
    expect(faq.read).toContain("questionnaire de 10 minutes");
    expect(faq.links).toEqual([
      { label: "En savoir plus\u00a0: Combien de temps prend la mise en place?", href: "/fr/faq" },
    ]);
    for (const [question] of QUEBEC_FRENCH)
      expect(ask(question).read, question).not.toMatch(/(?<!votre )\b(tu|ton|ta|tes)\b/);
  });

  it.each([
    "Quelle météo demain à Montréal?",
    "Qui a gagné le match de hockey hier?",
    "Connais-tu un bon resto à Laval?",
    "J'ai mal à la tête depuis hier, qu'est-ce que je devrais prendre?",
  ])("says in French it cannot help with a question about the world: %s", (question) => {
    expect(ask(question).text).toBe(chatPack("optimaite", "fr").outOfScope.text);
  });

  it.each(["Quelles actions devrais-je acheter?"])(
    "says in French that it does not know, and where to go: %s",
    (question) => {
      const answer = ask(question);
      // Off the site's pages: "I don't know" with where to go, or (no word the pages know) a polite refusal (issue 56).
      const pack = chatPack("optimaite", "fr");
      expect([pack.fallback.text, pack.outOfScope.text]).toContain(answer.text);
      expect(["unknown", "refusal"]).toContain(answer.kind);
    },
  );
});

describe("the OptimAIte assistant reads Quebec French's small words and ranks by the telling ones", () => {
  it.each([
    // "ça" was a search term: it found "Combien ça coûte" before the page that answers.
    ["ma reception est debordée le lundi matin, ca peut aider?", "même quand votre réception est débordée"],
    ["on a 3 succursales, ca gere-tu plusieurs etablissements?", "Plusieurs établissements"],
    // "comme" was one: it found "Peut-elle parler comme ma clinique?".
    ["Vous repondez-tu les jours feriés comme la St-Jean?", "jours fériés"],
    // "nous autres" and "va" said nothing of the question; "ton" is a stop word.
    ["Est-ce que l'IA va parler comme nous autres, avec notre ton?", "votre ton"],
  ])("%s", (question, fact) => {
    const answer = ask(question);
    expect(answer.language).toBe("fr");
    expect(answer.read).toContain(fact);
  });
});

describe("the OptimAIte assistant tells a visitor's own health from a patient's call", () => {
  it("answers a patient's call, not as a question about the world", () => {
    const answer = ask("Un patient a mal aux dents et appelle la nuit, qui répond?");
    expect(answer.kind).not.toBe("refusal");
  });
});

describe("the OptimAIte assistant on the languages the receptionist speaks, which the pages do not state", () => {
  it.each(["Parle-t-elle espagnol?", "la réceptionniste parle-tu anglais? nos patients sont anglophones"])(
    "says the pages do not say, names the site's languages and where to ask: %s",
    (question) => {
      const answer = ask(question);
      // Recorded as unanswered, for the FAQ; never "I don't know" with nothing more.
      expect(answer.kind).toBe("unknown");
      expect(answer.read).toContain("Nos pages ne précisent pas les langues que la réceptionniste parle");
      expect(answer.read).toContain("anglais et français");
      expect(answer.links.map((link) => link.href)).toEqual(["/fr/optimaite?contact=open", "/fr/optimaite?demo=open"]);
    },
  );

  it("still answers a question about the site's versions with the site's languages", () => {
    const answer = ask("Y a-t-il une version anglaise du site?");
    expect(answer.kind).toBe("intent");
    expect(answer.links.map((link) => link.href)).toContain("/optimaite");
  });
});

describe("the OptimAIte assistant on contract terms and on reaching a person", () => {
  it.each(["Y a-tu une durée minimale de contrat?", "Si on veut arrêter l'abonnement, y a-tu une pénalité?"])(
    "says the pages do not state them and sends to the demo's quote or the contact form: %s",
    (question) => {
      const answer = ask(question);
      expect(answer.read).toContain("Nos pages ne précisent pas la durée des contrats");
      expect(answer.links.map((link) => link.href)).toContain("/fr/optimaite?contact=open");
    },
  );

  it("keeps a demo's cancellation for the demo", () => {
    expect(ask("Je dois annuler ma démo").read).not.toContain("durée des contrats");
  });

  it("sends a visitor who wants a person to the contact form, and a patient's call to the transfer rules", () => {
    expect(ask("comment je fais pour jaser avec quelqu'un chez vous?").read).toContain("formulaire de contact");
    expect(ask("comment je vous contacte").read).toContain("formulaire de contact");
    expect(ask("Un patient peut-il parler à quelqu'un de vrai?").read).toContain("transférés immédiatement");
  });
});

describe("the OptimAIte assistant on one booking platform", () => {
  it("gives the platform's card as the integrations page words it", () => {
    const answer = ask("on prend des dépôts dans Vagaro, ça suit-tu?");
    expect(answer.read).toContain("Vagaro (Bien-être et beauté)");
    expect(answer.read).toContain("Rappels de dépôt");
    expect(answer.links.map((link) => link.href)).toEqual(["/fr/integrations"]);
  });

  it("gives both cards for a question naming two platforms", () => {
    const read = ask("On a six emplacements, certains sur Mindbody, d'autres sur Jane. Ça marche pour tous?").read;
    expect(read).toContain("Plusieurs établissements");
    expect(read).toContain("dans tous vos établissements Mindbody");
  });

  it("lists every platform for a question naming three, and keeps the price for a question about it", () => {
    expect(ask("Fresha, Vagaro ou Mindbody, c'est pareil pour vous?").read).toContain("Square Appointments");
    expect(ask("Combien coûte l'intégration avec Fresha?").read).toContain("soumission exacte");
  });
});

describe("the OptimAIte assistant weighs a question's rare words over its common ones", () => {
  it("answers 'formulaires d'admission' from the card that has them, not a FAQ item sharing 'patients' and 'envoyé'", () => {
    expect(ask("ca peut envoyer les formulaires d'admission aux nouveaux patients?").read).toContain(
      "Liens vers les formulaires d'admission",
    );
  });
});

describe("the OptimAIte assistant reads 'répondez' as the pages' 'réponse'", () => {
  it("gives the counters for 'Vous répondez à combien d'appels par mois?'", () => {
    expect(ask("Vous répondez à combien d'appels par mois?").read).toMatch(
      /25[\s\u202f]000\+ appels traités chaque mois/,
    );
  });
});

describe("the OptimAIte assistant on languages a question asks about without naming one", () => {
  it("says the pages do not state the receptionist's languages: 'Est-ce que l'IA est bilingue?'", () => {
    const answer = ask("Est-ce que l'IA est bilingue?");
    expect(answer.kind).toBe("unknown");
    expect(answer.read).toContain("Nos pages ne précisent pas les langues que la réceptionniste parle");
  });

  it("gives the site's versions for 'En quelles langues est le site?'", () => {
    const answer = ask("En quelles langues est le site?");
    expect(answer.read).toContain("site d'OptimAIte existe en anglais et français");
    expect(answer.links.map((link) => link.href)).toContain("/optimaite");
  });
});

describe("the OptimAIte assistant on Quebec's words for plans, closing time and a crisis", () => {
  it.each([
    ["c'est quoi vos plans?", "soumission exacte"],
    ["avez-vous un plan mensuel ou annuel", "soumission exacte"],
    ["on ferme à 17h, qui prend les appels après?", "y compris la nuit"],
    ["si le patient est en crise, l'IA fait quoi", "transférés immédiatement à votre équipe"],
  ])("%s", (question, fact) => {
    expect(ask(question).read).toContain(fact);
  });
});

describe("the OptimAIte assistant on the calculator, a call back, a misunderstood patient and writing requests", () => {
  it.each([
    ["Comment fonctionne votre calculateur?", "Entrez vos propres chiffres"],
    ["je peux annuler quand je veux?", "Nos pages ne précisent pas la durée des contrats"],
    ["Pouvez-vous me rappeler?", "formulaire de contact"],
    ["l'IA peut-elle me rappeler mes rendez-vous?", "rappels par texto"],
    ["Qu'est-ce qui arrive si l'IA comprend pas le patient?", "transférés immédiatement à votre équipe"],
  ])("%s", (question, fact) => {
    expect(ask(question).read).toContain(fact);
  });

  it("refuses to write for the visitor", () => {
    expect(ask("Écris-moi un courriel pour mes patients").kind).toBe("refusal");
  });
});

describe("the OptimAIte assistant reads a platform's name with one typo", () => {
  it("answers 'ca marche avec vagarro?' from Vagaro's card, not as a question about the world", () => {
    const answer = ask("ca marche avec vagarro?");
    expect(answer.kind).not.toBe("refusal");
    expect(answer.read).toContain("Vagaro");
  });
});

describe("the OptimAIte assistant on the set-up, read past 'être' and Quebec's anglicisms", () => {
  it.each([
    // "être" was the "Centres de bien-être" specialty's own word.
    ["c'est quoi le delai pour etre en fonction", "1 à 2 semaines"],
    ["comment ca se passe l'onboarding?", "1 à 2 semaines"],
    ["vous offrez-tu du support apres l'installation?", "Un ingénieur en intégration vous accompagne"],
    ["On est un centre de bien-être, ça marche?", "Centres de bien-être"],
  ])("%s", (question, fact) => {
    expect(ask(question).read).toContain(fact);
  });
});

describe("the OptimAIte assistant on 'infos' and on a visitor's rights", () => {
  it.each([
    ["est-ce que vous vendez les infos de mes patients?", "jamais vendues"],
    ["les infos de mes patients sont-elles protégées?", "chiffrés en transit et au repos"],
    ["comment supprimer mes données", "de les supprimer"],
  ])("%s", (question, fact) => {
    expect(ask(question).read).toContain(fact);
  });
});

describe("the OptimAIte assistant on Quebec's 'pus', 'sauver' and 'se parler'", () => {
  it.each([
    ["j'ai booké une démo mais je peux pus y aller", "lien privé"],
    ["combien je sauve par année avec vous autres?", "calculateur"],
    ["on peut-tu se parler au téléphone?", "formulaire de contact"],
  ])("%s", (question, fact) => {
    expect(ask(question).read).toContain(fact);
  });
});

describe("the OptimAIte assistant reads a word as the visitor meant it", () => {
  it.each([
    // "écouter" holds "cout", "informations" is not about patients' data, "en ligne" is not the launch.
    ["Elle peut écouter les messages vocaux?", "Le prix dépend"],
    ["Je voudrais plus d'informations", "HIPAA"],
    ["Mes patients peuvent-ils réserver en ligne?", "le lancement de base prend"],
    // A demo's evening times are the demo's, not the receptionist's hours.
    ["y a tu des plages de demo le soir?", "24 h sur 24"],
    ["je veux juste poser une question par courriel", "transférés immédiatement"],
    ["quelqu'un peut m'expliquer comment ça marche?", "transférés immédiatement"],
  ])("%s", (question, wrongTopic) => {
    expect(ask(question).read).not.toContain(wrongTopic);
  });

  it("reads 'ou' as 'or' unless French puts it where 'où' asks where", () => {
    expect(ask("La démo c'est-tu gratis ou ben y'a un engagement après?").read).toContain("sans engagement");
    for (const question of ["la demo se passe ou?", "c'est ou la demo", "ou est-ce que la démo a lieu?"])
      expect(ask(question).read, question).toContain("visioconférence ou par téléphone");
  });

  it("names where the company is for 'vous êtes où?' and 'vous avez un bureau à Montréal?'", () => {
    for (const question of ["vous etes ou au Quebec?", "est-ce que vous avez un bureau a montreal"])
      expect(ask(question).read, question).toContain("mentions légales");
  });

  it("says it does not know, rather than refusing, what is asked of the company in words its pages lack", () => {
    expect(ask("Avez-vous une app mobile?").kind).toBe("unknown");
    expect(ask("Quelle météo demain à Montréal?").kind).toBe("refusal");
  });
});
