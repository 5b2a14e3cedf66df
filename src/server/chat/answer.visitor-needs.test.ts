import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import { LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

const askFr = (question: string) => askIn("optimaite", "fr", question);
const askEn = (question: string) => askIn("optimaite", "en", question);
/** A page's sentence as the answer is read: no-break spaces as spaces. */
const asRead = (sentence: string) => sentence.replace(/[\u00a0\u202f]/g, " ");

describe("what a visitor needs next, from the pages' own sentences", () => {
  it("answers a demo just requested with what the demo dialog says comes next and the private link", () => {
    const fr = askFr("j'ai rempli le formulaire pour la démo tantôt, là il se passe quoi?");
    expect(fr.kind).toBe("intent");
    expect(fr.read).toContain(asRead(OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.demo.successText));
    expect(fr.read).toContain("lien privé");
    const en = askEn("I just filled in the demo form, what happens now?");
    expect(en.read).toContain(LEAD_DIALOGS.demo.successText);
    expect(en.read).toContain("private link");
  });

  it("answers a wait without news after the demo request with the dialog's 24 hours, not as news of the world", () => {
    const answer = askFr(
      "j'ai rempli votre formulaire pour la demo hier matin pis toujours pas de nouvelles, c normal?",
    );
    expect(answer.kind).toBe("intent");
    expect(answer.read).toContain("24 heures");
  });

  it("tells of the reminder email before the demo, as its subject reads", () => {
    const fr = askFr("vais-je avoir un rappel avant la démo? j'oublie toute moi");
    expect(fr.read).toContain("courriel de rappel");
    expect(fr.read).toContain("Rappel : votre démo OptimAIte");
    expect(askEn("Will I get a reminder before the demo?").read).toContain("Reminder: your OptimAIte demo");
  });

  it("says the cancellation email's attachment takes the demo out of the calendar", () => {
    expect(askFr("si j'annule la démo ça s'enlève tu tout seul de mon calendrier outlook?").read).toContain(
      "la pièce jointe la retire de votre calendrier",
    );
    expect(askEn("If I cancel the demo, will it leave my calendar?").read).toContain(
      "your calendar removes it with the attachment",
    );
  });

  it("answers a patient's appointment moved by the receptionist with the booking card", () => {
    const fr = askFr(
      "un patient veut changer son rdv de mardi a jeudi, l'IA peut tu le faire elle meme dans notre agenda?",
    );
    expect(fr.read).toContain("Réserve, déplace et annule les rendez-vous directement dans l'agenda");
    expect(askEn("A patient wants to reschedule their appointment: can the AI do it?").read).toContain(
      "Books, reschedules and cancels directly in your practice calendar",
    );
  });

  it("answers « c quoi OptimAIte, un robot? » with what it is", () => {
    expect(askFr("c quoi optimaite au juste? un robot qui repond au tel??").read).toContain("Réceptionniste IA");
  });

  it("says the team stays after the launch: the dedicated support card and the first week's fine-tuning", () => {
    const fr = askFr("une fois que c'est lancé, vous nous laissez tu tout seuls avec ça?");
    expect(fr.read).toContain("Un ingénieur en intégration vous accompagne");
    expect(fr.read).toContain("tout au long de la première semaine");
    expect(askFr("une fois en service, vous nous laissez-tu tomber?").read).toContain(
      "Un ingénieur en intégration vous accompagne",
    );
    expect(askFr("y a-tu un follow-up après le lancement?").read).toContain(
      "Un ingénieur en intégration vous accompagne",
    );
    const en = askEn("Once it's live, are we on our own or is there support?");
    expect(en.read).toContain("An integration engineer from kickoff to go-live and beyond");
    expect(en.read).toContain("fine-tune the first week");
  });

  it("answers an upsell question with the upselling card, not the ROI calculator", () => {
    const fr = askFr(
      "est-ce que ça peut proposer un autre traitement genre un peeling quand qqn appelle pour du botox?",
    );
    expect(fr.read).toContain("traitements complémentaires et des forfaits");
    expect(fr.read).not.toContain("clients perdus");
    const en = askEn("Can it suggest another treatment when someone calls for Botox?");
    expect(en.read).toContain("complementary treatments and packages");
  });

  it("says the demo is free and without commitment, as /details words it", () => {
    const fr = askFr("est ce que la demo est payante? pis si je la fais ça m'engage tu à signer?");
    expect(fr.read).toContain(asRead(OPTIMAITE_SERVICES_FR.DETAILS_CTA.text.replace(/\.$/, "")));
    expect(askEn("Is the demo free?").read).toContain(OPTIMAITE_SERVICES.DETAILS_CTA.text.replace(/\.$/, ""));
  });

  it("reads « vous rejoindre » as asking for a person, not for the price", () => {
    const answer = askFr("comment je peux vous rejoindre pour poser une question sur vos tarifs sans booker de démo");
    expect(answer.read).toContain("formulaire de contact");
    expect(answer.read).toContain("24 heures");
  });
});

describe("a clinic's words for what the FAQ answers", () => {
  it("answers who sees the patients' records with the FAQ's access logs", () => {
    expect(askFr("Qui a accès aux dossiers de mes patients? y a-tu un registre des accès?").read).toContain(
      "les accès sont journalisés",
    );
  });

  it.each([
    "C'est quoi les etapes concretement pour partir avec vous?",
    "le formulaire a remplir pour la configuration, c'est long?",
    "ma secretaire va pouvoir tester avant qu'on parte live?",
  ])("answers the set-up's steps, its questionnaire and its test call: %s", (question) => {
    const answer = askFr(question);
    expect(answer.read).toContain("questionnaire de 10 minutes");
    expect(answer.read).toContain("appel d'essai de 15 minutes");
  });
});

describe("the visitor's own browsing is the privacy page's subject", () => {
  it("answers ad pixels and trackers from the privacy page, not with Google Calendar", () => {
    const answer = askFr("vous avez-tu le pixel facebook ou google ads sur votre site?");
    expect(answer.links.map((link) => link.href)).toEqual(["/fr/confidentialite"]);
    expect(answer.read).not.toContain("Google Agenda");
  });

  it("answers the town read from the IP address from the privacy page", () => {
    const answer = askFr("Pour savoir de quelle ville je viens, vous passez-tu par un service tiers genre Google?");
    expect(answer.read).toContain("adresse IP");
    expect(answer.links.map((link) => link.href)).toEqual(["/fr/confidentialite"]);
    expect(askEn("Do you put Google Ads trackers on this site?").links.map((link) => link.href)).toEqual(["/privacy"]);
  });

  it("quotes the sentence that holds a longer word of the asked word's family (« pub », publicitaire)", () => {
    expect(askFr("vous mettez des cookies de pub sur votre site?").read).toContain("aucun traceur publicitaire");
  });
});

describe("questions for someone else than OptimAIte get the polite refusal", () => {
  it.each([
    "Bonjour je voudrais annuler mon rendez-vous de nettoyage avec la Dre Tremblay demain à 14h",
    "Mon gars fait de la fièvre depuis hier, j'y donne combien de Tylenol?",
    "Peux-tu m'aider à remplir ma déclaration d'impôts?",
    "c'est quoi le meilleur filler pour les lèvres selon toi, juvederm ou restylane?",
  ])("%s", (question) => {
    const answer = askFr(question);
    expect(answer.kind).toBe("refusal");
    expect(answer.read).toContain("Je réponds aux questions sur OptimAIte");
  });

  it.each([
    "Hi, I need to cancel my cleaning appointment with Dr. Smith tomorrow at 2pm",
    "My son has a fever, how much Tylenol should I give him?",
    "Can you help me file my tax return?",
  ])("in English too: %s", (question) => {
    const answer = askEn(question);
    expect(answer.kind).toBe("refusal");
    expect(answer.read).toContain("I answer questions about OptimAIte");
  });

  it("still moves a demo booked with us, and answers a clinic's question naming its doctor", () => {
    expect(askFr("je dois déplacer mon rendez-vous avec votre équipe").read).toContain("lien privé");
    expect(askEn("I need to move my appointment with your team").read).toContain("private link");
    expect(askFr("L'IA peut-elle prendre des rendez-vous avec la Dre Tremblay seulement le mardi?").kind).not.toBe(
      "refusal",
    );
    expect(askEn("Can the AI book a patient with Dr. Smith's calendar?").kind).not.toBe("refusal");
  });
});
