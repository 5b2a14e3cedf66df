import { describe, expect, it } from "vitest";
import type { SwissHackLocale } from "../i18n/locales";
import type { FirstStepAnswers, RefineAnswers } from "./answers";
import { buildPreAnalysis } from "./build-pre-analysis";
import { allText, plain } from "./testing/test-document";
import { answers, firstStep, PROFILES, TODAY } from "./testing/test-profiles";

type Profile = { firstStep: FirstStepAnswers; answers: RefineAnswers };

const documentIn = (locale: SwissHackLocale, profile: Profile) =>
  buildPreAnalysis({ ...profile, today: TODAY, locale }).document;
const textIn = (locale: SwissHackLocale, profile: Profile) => plain(allText(documentIn(locale, profile)));

const GENEVA = PROFILES["Geneva frontalier, 95 % Swiss income"];
const VAUD: Profile = {
  firstStep: firstStep({ status: "frontalier", canton: "VD", residenceCountry: "FR" }),
  answers: answers({ frontalier: { workCanton: "VD", swissIncomeShare: 100, teleworkShare: 20 } }),
};
const VAUD_TELEWORK = PROFILES["Vaud frontalier (1983 agreement)"];
const RESIDENT = PROFILES["employee with a pension fund in VD"];
const RESIDENT_AT_SOURCE: Profile = {
  firstStep: firstStep({ canton: "GE" }),
  answers: answers({ permit: "taxed-at-source", netIncome: 85_000 }),
};

describe("the pre-analysis in German", () => {
  it("tells a Geneva frontalier about the NOV, in Swiss German with the apostrophe", () => {
    const document = documentIn("de", GENEVA);
    const text = plain(allText(document));
    expect(document.locale).toBe("de");
    expect(document.title).toBe("Ihre SwissHack-Voranalyse 2026");
    expect(document.subtitle).toBe("Erstellt für Marie am 22. November 2026");
    expect(text).toContain(
      "Da Sie einer Pensionskasse (BVG) angeschlossen sind, können Sie 2026 höchstens CHF 7'258 in Ihre Säule 3a einzahlen (offizieller Höchstbetrag, Wert 2026).",
    );
    expect(text).toContain(
      "Als Grenzgänger können Sie nur eine nachträgliche ordentliche Veranlagung (NOV) beantragen (Status als Quasi-Ansässiger), und nur wenn mindestens 90 % der weltweiten Einkünfte Ihres Haushalts in der Schweiz steuerbar sind.",
    );
    expect(text).toContain("Der Antrag für 2026 ist bis zum 31. März 2027 einzureichen.");
    expect(plain(document.summary.potential ?? "")).toBe(
      "CHF 1'050 – 1'850 Steuerersparnis (unter Vorbehalt) pro Jahr",
    );
    expect(document.summary.actions.map((a) => plain(a.text))).toContain("CHF 7'258 in Ihre Säule 3a einzahlen");
    expect(text).toContain("also am Montag, 30. November 2026, auf den 1. Januar 2027");
    expect(text).toContain("Krankenversicherung (KVG): die richtige Franchise");
    expect(text).toContain("den Selbstbehalt von 10 % der Kosten darüber, höchstens CHF 700 pro Jahr");
  });

  it("tells a Vaud frontalier that the salary is taxed in France and promises no 3a saving", () => {
    const text = textIn("de", VAUD);
    expect(text).toContain(
      "Ihr Arbeitskanton wendet das Grenzgängerabkommen mit Frankreich von 1983 an: Ihr Lohn wird in Frankreich besteuert.",
    );
    expect(text).toContain("Steuerersparnis in der Schweiz\nKeine");
    expect(text).toContain(
      "Sie arbeiten im Kanton Waadt, der das Grenzgängerabkommen mit Frankreich von 1983 anwendet",
    );
    expect(text).not.toMatch(/Geschätzte Steuerersparnis auf diesem Betrag/);
  });

  it("tells a Vaud frontalier above 40 % of Homeoffice that the status is lost", () => {
    const text = textIn("de", VAUD_TELEWORK);
    expect(text).toContain(
      "Mit 60 % Homeoffice liegen Sie über 40 %: Sie verlieren den Grenzgängerstatus des Abkommens von 1983.",
    );
    expect(text).toContain("Quellensteuer in der Schweiz für die in der Schweiz gearbeiteten Tage");
  });

  it("gives a resident the saving as a range and a resident taxed at source the NOV on request", () => {
    const text = textIn("de", RESIDENT);
    expect(text).toContain("Für den noch offenen Betrag rechnen wir mit einem Grenzsteuersatz");
    expect(text).toContain("bei Ihrem Nettoeinkommen von CHF 85'000 (gemäss Ihren Antworten)");
    const atSource = documentIn("de", RESIDENT_AT_SOURCE);
    expect(plain(allText(atSource))).toContain(
      "Unter einem Bruttoeinkommen von CHF 120'000 ist die Säule 3a nur abziehbar, wenn Sie bis zum 31. März des Folgejahres eine nachträgliche ordentliche Veranlagung (NOV) beantragen; der eingereichte Antrag kann nicht mehr zurückgezogen werden, gilt bei Verheirateten auch für den Ehepartner, und einmal gewährt, gilt die NOV jedes folgende Jahr bis zum Ende Ihrer Quellenbesteuerung",
    );
    expect(atSource.summary.actions).toContainEqual({
      text: "Die nachträgliche ordentliche Veranlagung (NOV) für 2026 beantragen",
      deadline: "2027-03-31",
    });
  });

  it("names its sources in German, with their years", () => {
    const { sources } = documentIn("de", GENEVA);
    expect(sources.find((s) => s.id === "ofas-3a-2026")?.label).toBe("BSV, FAQ Säule 3a");
    expect(sources.find((s) => s.id === "answers")?.label).toBe("Ihre Antworten");
  });
});

describe("the pre-analysis in Italian", () => {
  it("tells a Geneva frontalier about the TOU, with the Swiss apostrophe", () => {
    const document = documentIn("it", GENEVA);
    const text = plain(allText(document));
    expect(document.title).toBe("La sua preanalisi SwissHack 2026");
    expect(document.subtitle).toBe("Preparata per Marie il 22 novembre 2026");
    expect(text).toContain(
      "Poiché è affiliato a una cassa pensioni (LPP), nel 2026 può versare al massimo CHF 7'258 nel suo pilastro 3a (importo massimo ufficiale, dato 2026).",
    );
    expect(text).toContain(
      "Come frontaliere può solo chiedere una tassazione ordinaria ulteriore (TOU, status di quasi residente), e solo se almeno il 90 % dei redditi mondiali della sua economia domestica è imponibile in Svizzera.",
    );
    expect(text).toContain("La domanda per il 2026 va presentata entro il 31 marzo 2027.");
    expect(text).toContain("cioè lunedì 30 novembre 2026, con effetto dal 1° gennaio 2027");
    expect(document.summary.actions.map((a) => plain(a.text))).toContain("Versare CHF 7'258 nel suo pilastro 3a");
  });

  it("tells a Vaud frontalier that the salary is taxed in France", () => {
    const text = textIn("it", VAUD);
    expect(text).toContain(
      "Il suo cantone di lavoro applica l'accordo franco-svizzero del 1983: il suo salario è tassato in Francia.",
    );
    expect(text).toContain("Lavora nel Cantone di Vaud, che applica l'accordo franco-svizzero del 1983");
    expect(text).toContain("Risparmio d'imposta in Svizzera\nNessuno");
  });

  it("gives a resident taxed at source the TOU on request and a saving range", () => {
    const text = textIn("it", RESIDENT_AT_SOURCE);
    expect(text).toContain(
      "Sotto un reddito lordo di CHF 120'000, il pilastro 3a si deduce solo se chiede una tassazione ordinaria ulteriore (TOU) entro il 31 marzo dell'anno successivo; una volta presentata, la domanda non può più essere ritirata, vale anche per il coniuge, se è sposato, e una volta concessa la TOU si applica ogni anno successivo fino alla fine della sua imposizione alla fonte",
    );
    expect(text).toContain(
      "Per lei: nel 2026 restano da versare CHF 4'258, per un risparmio d'imposta stimato di CHF 850 – 1'350",
    );
    expect(textIn("it", RESIDENT)).toContain("con il suo reddito netto di CHF 85'000 (secondo le sue risposte)");
  });
});

describe.each(["de", "it"] as const)("every %s document", (locale) => {
  const FRENCH = /\b(vous|votre|vos|avec|pour|selon|impôt|année|franchise LAMal)\b/i;
  it.each(Object.entries({ ...PROFILES, VAUD, RESIDENT_AT_SOURCE }))("%s: holds no French sentence", (_, profile) => {
    const document = documentIn(locale, profile);
    // The French source titles quoted as published (ge.ch pages, Code de la sécurité sociale) are the only French.
    const text = allText({ ...document, sources: [] });
    expect(text).not.toMatch(FRENCH);
    expect(text).not.toMatch(/\d\u00a0\d{3}/); // no French thousands separator
    if (locale === "de") expect(text).not.toContain("ß");
  });
});

describe("the French document", () => {
  it("is the one built without a language", () => {
    for (const profile of Object.values(PROFILES)) {
      const french = documentIn("fr", profile);
      expect(french.locale).toBe("fr");
      expect(french).toEqual(buildPreAnalysis({ ...profile, today: TODAY }).document);
    }
  });
});

describe("a native reader's corrections (issue 53)", () => {
  const frontalierFrom = (
    residenceCountry: "DE" | "AT" | "IT",
    workCanton: "BS" | "SG" | "TI",
    extra: Partial<FirstStepAnswers> = {},
    refine: Partial<RefineAnswers> = {},
  ): Profile => ({
    firstStep: firstStep({ status: "frontalier", canton: workCanton, residenceCountry, ...extra }),
    answers: answers({ frontalier: { workCanton, teleworkShare: 20 }, ...refine }),
  });
  const answerOf = (document: ReturnType<typeof documentIn>, label: string) =>
    plain(document.answersSummary.find((answer) => answer.label === label)?.value ?? "");

  it("never calls a resident of Austria a Grenzgänger, who has no such status any more", () => {
    const text = textIn("de", frontalierFrom("AT", "SG"));
    expect(text).toContain("Mit Österreich gibt es keinen Grenzgängerstatus mehr");
    expect(text).toContain(
      "Krankenversicherung: Mit Wohnsitz in Österreich und Arbeit in der Schweiz sind Sie standardmässig nach KVG versichert.",
    );
    expect(text).not.toMatch(/Als Grenzgänger mit Wohnsitz in Österreich|Grenzgänger sind am häufigsten betroffen/);
  });

  it.each([
    ["de", "DE", "BS"],
    ["it", "IT", "TI"],
  ] as const)("in %s, names no CMU to a frontalier from %s insured at home", (locale, country, canton) => {
    expect(textIn(locale, frontalierFrom(country, canton, { currentInsurance: "private" }))).not.toContain("CMU");
  });

  it("says in Italian that the LAMal is the default, with an exemption on request, not a fact", () => {
    const text = textIn("it", frontalierFrom("IT", "TI"));
    expect(text).toContain(
      "di regola è assicurato di base secondo la LAMal, a meno che non chieda di esserne esentato per il Servizio sanitario nazionale italiano entro 3 mesi",
    );
    expect(text).not.toMatch(/è assicurato di base secondo la LAMal\./);
  });

  it("agrees the Italian answers with their labels: spese medie, quota non indicata, premio non indicato", () => {
    const document = documentIn("it", frontalierFrom("IT", "TI", {}, { monthlyPremium: undefined }));
    expect(answerOf(document, "Spese sanitarie previste")).toMatch(/^Medie \(/);
    expect(answerOf(document, "Quota di telelavoro")).toBe("20 %");
    expect(answerOf(document, "Quota dei redditi dell'economia domestica imponibile in Svizzera")).toBe("Non indicata");
    expect(answerOf(document, "Premio LAMal mensile")).toBe("Non indicato");
    const withoutTelework = frontalierFrom("IT", "TI", {}, { frontalier: { workCanton: "TI" } });
    expect(answerOf(documentIn("it", withoutTelework), "Quota di telelavoro")).toBe("Non indicata");
  });

  it("names the French 3rd pillar one way in a document: 3e pilier (3a), never 3e pilier A", () => {
    for (const profile of [...Object.values(PROFILES), RESIDENT_AT_SOURCE, VAUD]) {
      const text = textIn("fr", profile);
      expect(text).not.toContain("3e pilier A");
    }
    expect(textIn("fr", RESIDENT)).toContain("vous pouvez verser au plus CHF 7 258 dans votre 3e pilier (3a) en 2026");
  });
});

describe("the free text of the first step (issue 53)", () => {
  const wrote = (situation: string | null): Profile => ({
    ...RESIDENT,
    firstStep: { ...RESIDENT.firstStep, situation },
  });

  it.each([
    ["fr", "Votre situation, en vos mots", "Non prise en compte par cette pré-analyse instantanée : l'expert la lira"],
    [
      "de",
      "Ihre Situation, in Ihren Worten",
      "In dieser sofortigen Voranalyse nicht berücksichtigt: Die Fachperson liest sie",
    ],
    ["it", "La sua situazione, con parole sue", "Non considerata da questa preanalisi immediata: l'esperto la leggerà"],
  ] as const)(
    "in %s, says it was not read by the instant pre-analysis and that the expert will",
    (locale, label, value) => {
      const document = documentIn(locale, wrote("Ma femme gagne CHF 150 000"));
      expect(document.answersSummary).toContainEqual({ label, value });
      // What the person wrote is theirs: the document never quotes it back.
      expect(allText(document)).not.toContain("Ma femme gagne");
    },
  );

  it.each([null, "", "   "])("says nothing of it when nothing was written (%j)", (situation) => {
    const labels = documentIn("fr", wrote(situation)).answersSummary.map((answer) => answer.label);
    expect(labels).not.toContain("Votre situation, en vos mots");
  });
});
