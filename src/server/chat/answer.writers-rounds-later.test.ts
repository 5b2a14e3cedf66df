import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

// What the twenty-sixth to thirty-seventh writers' tuning questions showed the assistant missed (issue 56, decision
// 0047), each need asked in other words than theirs.

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
