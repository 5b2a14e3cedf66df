import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

// What the thirty-eighth to forty-third writers' tuning questions showed the assistant missed (issue 56, decision
// 0047), each need asked in other words than theirs.

describe("rounds thirty-eight to forty-three: a physio clinic, learner French, compliance, an optometrist, marketing, an older doctor (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question);

  it.each([
    "On ne rate presque jamais d'appels, est-ce que ça vaut la peine quand même?",
    "Notre réceptionniste prend quasiment tous les appels. Ça nous servirait à quoi?",
  ])("a clinic that misses few calls: what the calculator tells one that misses none (%s)", (question) => {
    expect(askFr(question).read).toMatch(/réduire vos coûts de réception et automatiser/);
  });

  it("the same in English", () => {
    expect(askIn("optimaite", "en", "We hardly miss any calls. Is it still worth it?").read).toMatch(
      /save you receptionist costs and automate/,
    );
  });

  it.each([
    "Où est-ce qu'on mange une bonne poutine à Québec?",
    "Quel est le meilleur jour pour publier sur Instagram?",
    "Est-ce que la RAMQ rembourse une consultation en dermatologie?",
  ])("refuses what is not OptimAIte's: %s", (question) => {
    expect(askFr(question).kind).toBe("refusal");
  });

  it("clients lost on the phone at night are the nights, not the calculator's lost revenue", () => {
    expect(askFr("Les appels du samedi, on les perd tous. Répondez-vous la fin de semaine?").read).toMatch(
      /fin de semaine/,
    );
  });

  it("an English word as Quebec clinics type it is the pages' word: a slot is a time slot (plage)", () => {
    expect(askFr("Un slot qui se libère, vous le remplissez comment?").read).toMatch(/comblent les plages libérées/);
  });

  it("selling the visitor's data is the privacy page's hosting paragraph: never sold", () => {
    expect(askFr("Vous vendez-tu mes donees?").read).toMatch(/jamais vendues/);
  });

  it.each(["La bonne dose de botox pour le front?", "Pouvez-vous me conseiller une bonne marque de crème solaire?"])(
    "refuses medical dosing and brand advice: %s",
    (question) => {
      expect(askFr(question).kind).toBe("refusal");
    },
  );

  it("'pour faire beau' is for show, not the weather", () => {
    expect(askFr("Le chiffrement, c'est vrai ou c'est juste pour faire beau sur le site?").kind).not.toBe("refusal");
  });

  it("erasing what the company has on the visitor is the privacy page's rights", () => {
    expect(askFr("Effacez tout ce que vous savez sur moi, ça prend combien de temps?").read).toMatch(/30 jours/);
  });

  it("a team that vanishes after the launch: the support after it", () => {
    expect(askFr("Après le lancement, vous disparaissez dans la nature?").read).toMatch(/Soutien dédié|accompagne/);
  });

  it("someone who wants no demo and asks where to write gets the contact form", () => {
    expect(askFr("Je veux pas faire de démo, je vous écris où pour une question?").read).toMatch(
      /formulaire de contact/,
    );
  });

  it("the clinic's own prices are what the receptionist learns, not OptimAIte's price", () => {
    expect(askFr("Nos cliniques ont chacune leurs prix. Elle peut les donner aux patients?").read).toMatch(
      /formée à vos services, vos prix/,
    );
  });

  it("a platform's memberships are its card, not OptimAIte's price", () => {
    expect(askFr("Sur Mindbody, ça gère les abonnements de nos membres?").read).toMatch(/Mindbody/);
  });

  it.each([
    ["fr", "Le questionnaire de départ, c'est long à remplir pis ça porte sur quoi?", /vos heures d'ouverture/],
    ["fr", "L'appel d'essai, ça prend combien de temps à notre équipe?", /peaufiner les réponses et le ton/],
    ["en", "How long does the test call take for our team?", /15-minute test call/],
  ] as const)("a step of the set-up named gets its card, not the set-up's weeks (%s: %s)", (locale, question, card) => {
    expect(askIn("optimaite", locale, question).read).toMatch(card);
  });

  it("a technical contact of one's own during the set-up is the integration engineer", () => {
    expect(askFr("Est-ce qu'on aura une ressource technique dédiée pendant l'installation?").read).toMatch(/ingénieur/);
  });

  it("no-shows, typed in English, get the reminders and the clinic that halved its own", () => {
    const read = askFr("Les no-shows, c'est un cauchemar. Vos rappels changent-tu quelque chose?").read;
    expect(read).toMatch(/Rappels intelligents/);
    expect(read).toMatch(/absences de moitié/);
  });

  it.each([
    "Nos patients qui sont pas revenus depuis un an, vous pouvez les relancer?",
    "Can it win back patients who haven't been back in a year?",
  ])("patients who have not come back get the retention card, not the calculator's revenue (%s)", (question) => {
    const locale = question.startsWith("Can") ? "en" : "fr";
    expect(askIn("optimaite", locale, question).read).toMatch(/Fidélisation des patients|Patient retention/);
  });

  it("the consent banner's statistics are the privacy page's, not the clinic's dashboard", () => {
    expect(askFr("Si j'accepte les statistiques dans la bannière, qu'est-ce que vous recueillez?").read).toMatch(
      /identifiant aléatoire/,
    );
  });

  it("prices the clinic's callers ask are what the receptionist learns", () => {
    expect(askFr("Mes clients me demandent souvent le prix des injections, elle saura quoi répondre?").read).toMatch(
      /formée à vos services, vos prix/,
    );
  });

  it.each(["C'est quoi le salaire moyen d'une adjointe dentaire?", "Je charge combien de TPS sur un soin?"])(
    "refuses salaries and sales taxes: %s",
    (question) => {
      expect(askFr(question).kind).toBe("refusal");
    },
  );

  it.each([
    "Les textos de confirmation envoyés aux patients renferment quelles informations?",
    "Le texto que reçoivent les patients donne quelles informations?",
  ])("what the patients' texts hold is the confirmation card, not the compliance FAQ (%s)", (question) => {
    expect(askFr(question).read).toMatch(/la date, l'heure et l'adresse/);
  });

  it.each([
    "Un patient veut savoir si ce soin est sans danger pendant la grossesse, vous le savez?",
    "C'est quoi le meilleur traitement pour la couperose?",
    "Pouvez-vous me recommander un bon logiciel de paie?",
  ])("refuses a patient's medical question and software advice: %s", (question) => {
    expect(askFr(question).kind).toBe("refusal");
  });

  it("a deletion asked as a noun ('la suppression') is the privacy page's rights", () => {
    expect(askFr("Je voudrais la suppression de mes renseignements, c'est possible?").read).toMatch(/30 jours/);
  });

  it("referrals from family doctors are not testimonials", () => {
    expect(
      askFr("On reçoit des références de médecins par téléphone, on peut choisir lesquelles sont transférées?").read,
    ).not.toMatch(/Mitchell|ClearView/);
  });

  it("what the calculator gives is its result, and the legal notice asked before a demo is the legal notice", () => {
    expect(askFr("Le calculateur, il affiche quoi au juste?").read).toMatch(/clients perdus/);
    expect(askFr("Où sont vos mentions légales? Je veux les lire avant la démo").read).toMatch(/mentions légales/i);
  });

  it("the chat named 'clavardage' is the assistant's retention", () => {
    expect(askFr("Ce que je tape dans le clavardage, vous le conservez?").read).toMatch(/90 jours/);
  });

  it.each([["fr", "Le bandeau des témoins va revenir dans combien de temps?", /six mois/]] as const)(
    "how long a cookie choice is kept is the cookies section's six months (%s)",
    (locale, question, kept) => {
      expect(askIn("optimaite", locale, question).read).toMatch(kept);
    },
  );

  it("European French: reselling e-mail addresses, a 'reporting', a dispute before an authority", () => {
    expect(askFr("Vous revendez les adresses e-mail à des partenaires ?").read).toMatch(/jamais vendues/);
    expect(askFr("Proposez-vous un reporting mensuel ?").read).toMatch(/tableau de bord/);
    expect(askFr("En cas de litige sur mes données, puis-je saisir la CNIL ?").read).toMatch(/autorité de contrôle/);
  });

  it("the volume of calls OptimAIte handles is its counters", () => {
    expect(askFr("Vous traitez quel volume d'appels ces temps-ci?").read).toMatch(/25 000\+ appels/);
  });

  it("references from clinics are testimonials, and a script to write is refused", () => {
    expect(askFr("Vous avez des références de cliniques LASIK?").read).toMatch(/ClearView|Mitchell/);
    expect(askFr("Tu peux écrire un script pour exporter nos contacts?").kind).toBe("refusal");
  });

  it.each([
    ["fr", "Puis-je reprendre des images de votre site dans ma présentation?", /autorisation écrite/],
    ["en", "Can I reuse images from your site in my slides?", /written permission/],
  ] as const)(
    "copying the site's texts or visuals is the legal notice's copyright (%s)",
    (locale, question, answer) => {
      expect(askIn("optimaite", locale, question).read).toMatch(answer);
    },
  );

  it("someone who wants to talk to a real human gets the contact form, not the receptionist's ways", () => {
    expect(askFr("Je veux parler à un vrai humain, pas à vos robots. Je fais comment?").read).toMatch(
      /formulaire de contact/,
    );
  });

  it("clients who say it works are testimonials, and the booking systems asked in the plural are the list", () => {
    expect(askFr("Avez-vous des clients qui disent que ça marche vraiment?").read).toMatch(/Mitchell|ClearView/);
    expect(askFr("Quels systèmes de réservation supportez-vous, la liste complète?").read).toMatch(
      /Fresha, Vagaro, Square Appointments/,
    );
  });

  it("building the doctors' on-call schedule is refused", () => {
    expect(askFr("Tu peux m'aider à faire l'horaire de garde du mois prochain?").kind).toBe("refusal");
  });
});
