import { describe, expect, it } from "vitest";
import { askIn, expectCoverage, type GradedQuestions } from "../testing/chat-answers";
import { chatPack } from "./chat-packs";

const ask = (question: string) => askIn("swisshack", "de", question);

/** What visitors of the German pages type, some without umlauts or with typos, and the facts each answer must give. */
const GERMAN: GradedQuestions = [
  ["Wie viel darf ich 2026 in die Säule 3a einzahlen?", ["CHF 7'258", "Pensionskasse"]],
  ["Maximalbetrag 3a für Selbständige?", ["CHF 36'288", "20 %"]],
  ["ich bin selbststandig ohne pensionskasse, wieviel kann ich in die 3. Saeule einzahlen", ["CHF 36'288"]],
  ["Kann ich verpasste Jahre in der Säule 3a nachzahlen?", ["2025", "10 Jahre", "CHF 7'258"]],
  ["Welche Franchise soll ich wählen?", ["CHF 2'500", "CHF 300"]],
  ["Was ist die höchste Franchise bei der Krankenkasse?", ["CHF 2'500", "CHF 1'540"]],
  ["Bis wann kann ich meine Franchise wechseln?", ["letzten Werktag im November", "Montag, 30. November 2026"]],
  ["Was ist die NOV in Genf?", ["90 %", "31. März", "CHF 120'000"]],
  ["Ich bin Quasi-Ansässiger, was muss ich tun?", ["90 %", "31. März"]],
  ["Wieviel Homeoffice darf ich als Grenzgänger machen?", ["40 %", "49.9 %"]],
  ["Ich wohne in Italien und arbeite im Tessin, wie viel Homeoffice ist erlaubt?", ["25 %", "Italien"]],
  ["KVG oder CMU als Grenzgaenger?", ["3 Monate", "CMU"]],
  ["Ich arbeite im Kanton Waadt, werde ich an der Quelle besteuert?", ["Frankreich", "VD"]],
  ["Ich bin Grenzgänger im Kanton Waadt, kann ich die Säule 3a abziehen?", ["keinen Schweizer Steuerabzug", "1983"]],
  ["Was ist ein BVG-Einkauf?", ["Pensionskasse", "Vorsorgeausweis", "3 Jahren"]],
  ["Was kostet das Audit?", ["CHF 0", "CHF 590"]],
  ["Ist das audit wirklich gratis?", ["CHF 0", "CHF 490"]],
  ["Wie läuft das Audit ab?", ["5 Minuten", "48 Stunden"]],
  ["Wie viel kann ich sparen?", ["CHF 2'000 und 6'000"]],
  ["Was passiert mit meinen Daten?", ["12 Monate", "IP-Adresse"]],
  ["Wie kann ich Sie kontaktieren?", ["Rückruf"]],
  ["Wann kommt der Newsletter?", ["Dienstag"]],
  ["Grenzgänger in Genf: kann ich die Säule 3a abziehen?", ["90 %", "NOV", "keinen Abzug"]],
  ["Lohnt sich eine höhere Franchise?", ["CHF 2'500", "Selbstbehalt"]],
  ["Wird mein Lohn bei über 40 % Homeoffice anders besteuert?", ["40 %", "an der Quelle"]],
  ["Wollt ihr mir etwas verkaufen?", ["unabhängig", "Provisionen"]],
  ["Was ist im Premium Audit inbegriffen?", ["CHF 590", "45"]],
  ["Krankenkassenprämien senken", ["CHF 2'500", "Prämienrabatt"]],
  ["Franchse wechseln bis wann", ["Montag, 30. November 2026"]],
  ["Ist SwissHack unabhängig?", ["Wir sind unabhängig"]],
  ["Steuern sparen mit der 3. Säule", ["CHF 7'258", "vom steuerbaren Einkommen ab"]],
];

describe("the SwissHack assistant answers German questions in German, from the figures", () => {
  it("answers at least 2/3 of 25 realistic German questions on topic", () => {
    expectCoverage("swisshack", "de", GERMAN);
  });

  it.each(GERMAN)("%s", (question, facts) => {
    const answer = ask(question);
    expect(answer.language).toBe("de");
    for (const fact of facts) expect(answer.read).toContain(fact);
  });

  it("answers a 3a question as a German speaker reads it, CHF 7'258 with the Swiss apostrophe", () => {
    const answer = ask("Wie viel kann ich in die Säule 3a einzahlen?");
    expect(answer.language).toBe("de");
    expect(answer.read).toContain("höchstens CHF 7'258 in die Säule 3a einzahlen");
    expect(answer.read).toContain("Gratis-Check anfordern");
    expect(answer.links[0]?.href).toBe("/de#audit");
  });

  it("finds German compounds and words typed without umlauts", () => {
    expect(ask("Krankenkassenfranchise wechseln?").read).toContain("Franchise");
    expect(ask("Grenzgaengerbesteuerung und Homeoffice").read).toContain("40 %");
    expect(ask("Saeule 3a Hoechstbetrag").read).toContain("CHF 7'258");
  });

  it("writes Swiss German: ss, never ß", () => {
    for (const [question] of GERMAN) expect(ask(question).read, question).not.toContain("ß");
  });

  it.each(["Welche Aktien soll ich kaufen?"])(
    "says in German that it does not know, and where to go: %s",
    (question) => {
      const answer = ask(question);
      // Off the site's pages: "I don't know" with where to go, or (no word the pages know) a polite refusal (issue 56).
      const pack = chatPack("swisshack", "de");
      expect([pack.fallback.text, pack.outOfScope.text]).toContain(answer.text);
      expect(["unknown", "refusal"]).toContain(answer.kind);
    },
  );

  it.each([
    "Wie wird das Wetter morgen in Zürich?",
    "Wer hat den Match gestern gewonnen?",
    "Hast du ein gutes Rezept für Rösti?",
  ])("says in German it cannot help with a question about the world: %s", (question) => {
    expect(ask(question).text).toBe(chatPack("swisshack", "de").outOfScope.text);
  });
});
