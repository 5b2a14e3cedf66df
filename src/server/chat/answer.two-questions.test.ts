import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

// A visitor often asks two things in one message (the thirty-seventh writer, decision 0047): each question the first
// answer leaves unsaid gets its own answer after it, when that answer speaks of it.
describe("two questions in one message (issue 56)", () => {
  const askFr = (question: string) => askIn("optimaite", "fr", question).read;

  it("answers both: the demo's reminder and what cancelling does to the calendar", () => {
    const read = askFr("Recevrai-je un rappel avant la démo? Et si je l'annule, est-ce retiré de mon calendrier?");
    expect(read).toMatch(/rappel/);
    expect(read).toMatch(/retire de votre calendrier/);
  });

  it("answers both: the price and the demo's length", () => {
    const read = askFr("C'est quoi le prix? pis la démo dure combien de temps?");
    expect(read).toMatch(/30 minutes/);
    expect(read).toMatch(/prix dépend/);
  });

  it("answers both: a booking platform and the nights", () => {
    const read = askFr("Est-ce que ça marche avec Jane? pis la nuit, ça répond-tu?");
    expect(read).toMatch(/Jane/);
    expect(read).toMatch(/nuit/);
  });

  it("a follow-up that leans on the first question adds nothing of another subject", () => {
    const read = askFr("Les questions posées au chat sont-elles enregistrées? Si oui, pendant combien de temps?");
    expect(read).toMatch(/90 jours/);
    expect(read).not.toMatch(/semaines/);
  });
});

describe("a question beside what the message tells (issue 56)", () => {
  it("the first question that gets an answer answers a message that gets none whole", () => {
    const read = askIn(
      "optimaite",
      "fr",
      "Vous géolocalisez les visiteurs avec quoi? Une firme qui revend tout ça, je suppose?",
    ).read;
    expect(read).toMatch(/DB-IP/);
  });

  it("is answered alone when the whole message gets no answer", () => {
    const read = askIn(
      "optimaite",
      "fr",
      "Est-ce que l'IA fait de la vente de traitements aux patients? Faut que j'en parle à mon associé avant de signer quoi que ce soit.",
    ).read;
    expect(read).toMatch(/traitements complémentaires/);
  });
});

describe("two questions on SwissHack (issue 56)", () => {
  it("are answered as one message: a question taken out of it would lose who asks", () => {
    const read = askIn(
      "swisshack",
      "fr",
      "Je suis frontalier français à Genève. Puis-je déduire le 3e pilier? Et pour la LAMal, je dois choisir quand?",
    ).read;
    expect(read).toMatch(/Frontalier à Genève/);
    expect(read).not.toMatch(/Trois leviers/);
  });
});
