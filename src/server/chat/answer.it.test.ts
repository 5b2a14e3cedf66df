import { describe, expect, it } from "vitest";
import { askIn, expectCoverage, type GradedQuestions } from "../testing/chat-answers";
import { chatPack } from "./chat-packs";

const ask = (question: string) => askIn("swisshack", "it", question);

/** What visitors of the Italian pages type, some without accents or with typos, and the facts each answer must give. */
const ITALIAN: GradedQuestions = [
  ["Quanto posso versare nel pilastro 3a?", ["CHF 7'258", "cassa pensione"]],
  ["Qual è il massimo del 3a per un indipendente?", ["CHF 36'288", "20 %"]],
  ["sono indipendente senza cassa pensione, quanto posso dedurre nel terzo pilastro", ["CHF 36'288"]],
  ["Posso riscattare gli anni in cui non ho versato nel 3a?", ["2025", "10 anni", "CHF 7'258"]],
  ["Quale franchigia scegliere?", ["CHF 2'500", "CHF 300"]],
  ["qual e la franchigia piu alta della cassa malati", ["CHF 2'500", "CHF 1'540"]],
  ["Entro quando posso cambiare franchigia?", ["ultimo giorno lavorativo di novembre", "lunedì 30 novembre 2026"]],
  ["Cos'è la TOU a Ginevra?", ["90 %", "31 marzo", "CHF 120'000"]],
  ["Sono quasi residente, cosa devo fare?", ["90 %", "31 marzo"]],
  ["Quanto telelavoro posso fare come frontaliere?", ["25 %", "40 %"]],
  ["Vivo in Italia e lavoro in Ticino, quanti giorni di telelavoro posso fare?", ["25 %", "Italia"]],
  ["LAMal o CMU per un frontaliere?", ["3 mesi", "CMU"]],
  ["Lavoro nel canton Vaud, sono tassato alla fonte?", ["Francia", "VD"]],
  ["Sono frontaliere nel canton Vaud, il pilastro 3a è deducibile?", ["alcuna deduzione", "1983"]],
  ["Cos'è un riscatto LPP?", ["cassa pensione", "certificato di previdenza", "3 anni"]],
  ["Quanto costa l'audit?", ["CHF 0", "CHF 590"]],
  ["L'audit è davvero gratis?", ["CHF 0", "CHF 490"]],
  ["Come funziona l'audit?", ["5 minuti", "48 ore"]],
  ["Quanto posso risparmiare?", ["CHF 2'000 e 6'000"]],
  ["Cosa fate con i miei dati?", ["12 mesi", "indirizzo IP"]],
  ["Come posso contattarvi?", ["richiamato"]],
  ["Quando esce la newsletter?", ["martedì"]],
  ["frontaliere a ginevra, posso dedurre il 3a?", ["90 %", "TOU"]],
  ["Conviene una franchigia alta?", ["CHF 2'500", "aliquota percentuale"]],
  ["Se faccio piu del 40% di telelavoro cambia la tassazione?", ["40 %", "alla fonte"]],
  ["Mi volete vendere qualcosa?", ["indipendenti", "commissioni"]],
  ["Cosa comprende l'audit premium?", ["CHF 590", "45 minuti"]],
  ["franchiggia come cambiare", ["lunedì 30 novembre 2026"]],
  ["Quanto dura il questionario?", ["5 minuti"]],
  ["Siete indipendenti?", ["Siamo indipendenti"]],
  ["Come ridurre i premi della cassa malati?", ["CHF 2'500", "sconto sul premio"]],
];

describe("the SwissHack assistant answers Italian questions in Italian, from the figures", () => {
  it("answers at least 2/3 of 25 realistic Italian questions on topic", () => {
    expectCoverage("swisshack", "it", ITALIAN);
  });

  it.each(ITALIAN)("%s", (question, facts) => {
    const answer = ask(question);
    expect(answer.language).toBe("it");
    for (const fact of facts) expect(answer.read).toContain(fact);
  });

  it("answers a deductible question as an Italian speaker reads it, CHF 2'500 with the Swiss apostrophe", () => {
    const answer = ask("Quale franchigia LAMal mi conviene?");
    expect(answer.language).toBe("it");
    expect(answer.read).toContain("La più alta, CHF 2'500, dà lo sconto sul premio più grande");
    expect(answer.read).toContain("Richiedere l'audit gratuito");
    expect(answer.links[0]?.href).toBe("/it#audit");
  });

  it("reads questions typed without accents or with the apostrophe for the accent", () => {
    expect(ask("qual e' il tetto del pilastro 3a?").read).toContain("CHF 7'258");
    expect(ask("l'audit e gratuito?").read).toContain("CHF 0");
    expect(ask("frontalieri e telelavoro").read).toContain("25 %");
  });

  it.each(["Quali azioni devo comprare in borsa?"])(
    "says in Italian that it does not know, and where to go: %s",
    (question) => {
      const answer = ask(question);
      // Off the site's pages: "I don't know" with where to go, or (no word the pages know) a polite refusal (issue 56).
      const pack = chatPack("swisshack", "it");
      expect([pack.fallback.text, pack.outOfScope.text]).toContain(answer.text);
      expect(["unknown", "refusal"]).toContain(answer.kind);
    },
  );

  it.each([
    "Che tempo fa domani a Lugano?",
    "Chi ha vinto la partita ieri sera?",
    "Mi dai una ricetta per il risotto?",
  ])("says in Italian it cannot help with a question about the world: %s", (question) => {
    expect(ask(question).text).toBe(chatPack("swisshack", "it").outOfScope.text);
  });
});
