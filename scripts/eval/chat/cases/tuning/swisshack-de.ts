// SwissHack in German (/de): the tuning cases (written after the set-aside third). The first is the failure issue 56
// quotes.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal, UNSUBSCRIBE_LINK } from "../../case-types";

export const TUNING_SWISSHACK_DE: readonly ChatCase[] = [
  {
    q: "Wie melde ich mich vom Newsletter ab?",
    expect: { all: [/abmeld|abbestell|austragen/, UNSUBSCRIBE_LINK.de] },
    source: "issue 56; swisshack/de/privacy.ts « Jede E-Mail enthält einen Abmeldelink »",
  },
  // The offer.
  {
    q: "ist das gratis?",
    expect: { any: [/chf 0\b/, /unverbindlich/, /geschenkt/, /ohne kreditkarte/] },
    source: "swisshack/de/faq.ts « Ist der Check wirklich gratis? »",
  },
  {
    q: "Wie lange dauert der Fragebogen",
    expect: { all: [/5 minuten/] },
    source: "swisshack/de/faq.ts « Wie lange dauert das? »",
  },
  {
    q: "Was bringt mir der Premium Check mehr als der Gratis-Check?",
    expect: { all: [/45 minuten/] },
    source: "swisshack/de/premium.ts lead « ruft Sie für 45 Minuten an »",
  },
  {
    q: "premium lieferzeit?",
    expect: { all: [/5 arbeitstage/] },
    source: "swisshack/de/premium.ts guarantees « In 5 Arbeitstagen geliefert »",
  },
  {
    q: "wieviel kann ich sparen",
    expect: { all: [amount(6000)] },
    source: "swisshack/de/faq.ts « Wie viel kann ich sparen? »",
  },
  {
    q: "Verdient ihr an Provisionen?",
    expect: { any: [/keine provision/, /nie an provisionen/, /ohne provision/] },
    source: "swisshack/de/faq.ts « Ist der Check wirklich gratis? », « Wollen Sie mir ein Produkt verkaufen? »",
  },
  {
    q: "Seid ihr von der FINMA zugelassen?",
    expect: { all: [/finma/] },
    source: "swisshack/de/faq.ts (Partnerbüro von der FINMA zugelassen)",
  },
  {
    q: "Wie lange bewahrt ihr meine Daten auf?",
    expect: { all: [/12 monat/] },
    source: "swisshack/de/faq.ts « Was machen Sie mit meinen Daten? »; de/privacy.ts",
  },
  {
    q: "Sind Sie ISO-zertifiziert?",
    expect: { all: [/iso 27001/] },
    source: "swisshack/de/landing.ts TRUST badges « ISO 27001 »",
  },
  // Finance, each with its population.
  {
    q: "Höchstbetrag 3a 2025?",
    // FINANCE-FIGURES.md 3a row 1: CHF 7,258 in 2025 and 2026.
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  {
    q: "Kann ich verpasste Jahre in die Säule 3a nachzahlen?",
    // FINANCE-FIGURES.md 3a row « Buy-back of missed years »: from 2026 for gaps from 2025 on, up to 10 years back,
    // at most CHF 7,258 per buy-back year.
    expect: { all: [/einkauf|nachzahl|nachhol|nachkauf/], any: [/2025/, /10 jahre/, amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row « Buy-back of missed years »",
  },
  {
    q: "BVG Eintrittsschwelle 2026",
    // FINANCE-FIGURES.md LPP row 1: CHF 22,680.
    expect: { all: [amount(22680)] },
    source: "FINANCE-FIGURES.md LPP row 1",
  },
  {
    q: "Wie hoch ist der Koordinationsabzug?",
    // FINANCE-FIGURES.md LPP row 2: CHF 26,460.
    expect: { all: [amount(26460)] },
    source: "FINANCE-FIGURES.md LPP row 2",
  },
  {
    q: "BVG Mindestzins 2026?",
    // FINANCE-FIGURES.md LPP row 5: 1.25 %.
    expect: { all: [/1[.,]25 ?%/] },
    source: "FINANCE-FIGURES.md LPP row 5",
  },
  {
    q: "Wie hoch ist der Selbstbehalt bei der Krankenkasse maximal?",
    // FINANCE-FIGURES.md LAMal row 4: 10 %, at most CHF 700 a year.
    expect: { all: [amount(700)], any: [/10 ?%/] },
    source: "FINANCE-FIGURES.md LAMal row 4",
  },
  {
    q: "Lohnt sich die Franchise 2500?",
    // FINANCE-FIGURES.md LAMal: at most 0.7 × (2,500 − 300) = CHF 1,540 of premium reduction; break-even from the
    // expected health costs.
    expect: { any: [amount(1540), /gesundheitskosten|krankheitskosten|arztkosten|behandlungskosten/] },
    source: "FINANCE-FIGURES.md LAMal row « Maximum premium reduction » and the note",
  },
  {
    q: "Ich will meine Franchise senken, bis wann geht das?",
    // FINANCE-FIGURES.md LAMal row « Changing the deductible »: lowering by the last working day of November.
    expect: { all: [/november/] },
    source: "FINANCE-FIGURES.md LAMal row « Changing the deductible »",
  },
  {
    q: "Grenzgänger aus Deutschland: wofür ist das Formular Gre-1?",
    // FINANCE-FIGURES.md Germany row: with the residence certificate Gre-1, Swiss source tax at most 4.5 %.
    expect: { all: [/gre-?1/], any: [/ansassigkeitsbescheinigung/, /4[,.]5 ?%/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 1",
  },
  {
    q: "Ich wohne in Konstanz, arbeite in Kreuzlingen und fahre an 70 Tagen im Jahr nicht heim. Bin ich noch Grenzgänger?",
    // FINANCE-FIGURES.md Germany rows: more than 60 non-return days ends the status.
    expect: { all: [/60/] },
    source: "FINANCE-FIGURES.md Germany and Austria rows 1 and « More than 60 non-return days »",
  },
  {
    q: "Zählt Homeoffice als Nichtrückkehrtag?",
    // FINANCE-FIGURES.md Germany row: home-office days are not non-return days (BMF letter 26.7.2022).
    expect: { any: [/\bnein\b/, /keine nichtruckkehrtage/, /nicht als nichtruckkehr/, /zahlen nicht/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 1",
  },
  {
    q: "Ich lebe in Vorarlberg und arbeite in Buchs SG – zahle ich nur 4,5 % Quellensteuer?",
    // FINANCE-FIGURES.md Austria row: no frontalier status, ordinary Swiss source tax on Swiss workdays.
    expect: { any: [/ordentlich/, /keine?n? grenzganger/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 2",
  },
  {
    q: "Ich wohne in Frankreich und arbeite in Genf. Was ist die Quasi-Ansässigkeit?",
    // FINANCE-FIGURES.md frontaliers row 1: on request when >= 90 % of the household's income is taxable in CH.
    expect: { all: [/90 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers row 1",
  },
  {
    q: "Grenzgänger aus Frankreich im Kanton Waadt: lohnt sich eine 3a steuerlich?",
    // FINANCE-FIGURES.md frontaliers row 3: VD is a 1983-agreement canton: taxed in France, no Swiss deduction.
    expect: { any: [/1983/, /in frankreich besteuert/, /frankreich besteuert/] },
    source: "FINANCE-FIGURES.md frontaliers row 3",
  },
  {
    q: "B-Bewilligung, 125'000 Lohn in Zürich – muss ich eine Steuererklärung machen?",
    // FINANCE-FIGURES.md frontaliers row 2: compulsory TOU above CHF 120,000 for residents taxed at source.
    expect: { all: [amount(120000)] },
    source: "FINANCE-FIGURES.md frontaliers row 2",
  },
  {
    q: "Ich bin Grenzgänger, wie werde ich besteuert?",
    // FINANCE-FIGURES.md « Residence unknown »: no country's rules apply; say what depends on it.
    expect: { any: [/wohnland/, /wo sie wohnen/, /in welchem land/, /wohnsitz/] },
    source: "FINANCE-FIGURES.md Germany and Austria row « Residence unknown »; decision 0034",
  },
  {
    q: "Ich wohne in Zürich – muss ich eine Krankenkasse haben?",
    // FINANCE-FIGURES.md Residents row 1: basic health insurance is compulsory for everyone living in Switzerland.
    expect: { any: [/obligatorisch/, /pflicht/] },
    source: "FINANCE-FIGURES.md Residents row 1",
  },
  // What a visitor wants to do.
  {
    q: "Gibt es die Website auch auf Italienisch?",
    expect: { all: [NAMES_LANGUAGE.it], link: "/it" },
    source: "SITE_LOCALES.swisshack; paths.ts prefix /it",
  },
  {
    q: "Wie kann ich den Premium bezahlen?",
    expect: { all: [amount(590)], link: "/de/premium" },
    source: "swisshack/de/premium.ts price, priceNote « einmalige Zahlung »",
  },
  {
    q: "Blog?",
    expect: { link: "/de/blog" },
    source: "swisshack/de/blog.ts (/de/blog)",
  },
  {
    q: "wie oft kommt der newsletter",
    expect: { any: [/dienstag/, /pro woche/] },
    source: "swisshack/de/landing.ts NEWSLETTER.text",
  },
  {
    q: "Ich möchte mit einem Berater telefonieren",
    expect: { any: [/ruckruf/, /whatsapp/, /45 minuten/, /zuruckrufen/] },
    source: "swisshack/de/landing.ts FREE_OFFER (Rückruf); de/premium.ts (45 Minuten); SPEC §1",
  },
  // Out of scope, other languages.
  {
    q: "Erzähl mir einen Witz",
    expect: refusal("de", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "wer gewinnt die fussball wm?",
    expect: refusal("de", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "Comment ça marche l'audit ?",
    // French on the German page: SwissHack speaks French, so the answer is in French.
    expect: { all: [/questionnaire/] },
    source: "swisshack/landing.ts PROCESS; issue 56",
  },
  {
    q: "How much is the free audit?",
    // The site does not speak English: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.de, NAMES_LANGUAGE.it] },
    source: "issue 56; SITE_LOCALES.swisshack",
  },
];
