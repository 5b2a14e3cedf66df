// SwissHack in German (/de): the set-aside third, written before the tuning cases and never used while tuning.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal, UNSUBSCRIBE_LINK } from "../../case-types";

export const SET_ASIDE_SWISSHACK_DE: readonly ChatCase[] = [
  {
    q: "Was kostet der Premium Check?",
    expect: { all: [amount(590)], link: "/de/premium" },
    source: "swisshack/de/premium.ts PREMIUM_DE.price",
  },
  {
    q: "Gibt es beim Premium eine Geld-zurück-Garantie?",
    expect: { all: [/30 tage/] },
    source: "swisshack/de/premium.ts guarantees « 30 Tage Geld-zurück-Garantie »",
  },
  {
    q: "wann bekomme ich den bericht",
    expect: { all: [/48 ?(h|std|stunden)/] },
    source: "swisshack/de/faq.ts « Wie lange dauert das? »",
  },
  {
    q: "Ist der Check wirklich gratis oder gibts nen Haken?",
    expect: { any: [/unverbindlich/, /ohne kreditkarte/, /chf 0\b/, /geschenkt/] },
    source: "swisshack/de/faq.ts « Ist der Check wirklich gratis? »",
  },
  {
    q: "Ich wohne in Deutschland und arbeite in Basel. Wie werde ich besteuert?",
    // FINANCE-FIGURES.md, Germany row: taxed in Germany; Swiss source tax at most 4.5 % with form Gre-1.
    expect: { all: [/4[,.]5 ?%/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 1 (DBA CH-DE art. 15a)",
  },
  {
    q: "wohne in österreich, arbeite in st. gallen – gilt für mich die grenzgängerregel?",
    // FINANCE-FIGURES.md, Austria row: no frontalier status, ordinary Swiss source tax on Swiss workdays, Austria
    // credits it.
    expect: { all: [/osterreich/], any: [/ordentlich/, /keine?n? grenzganger/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 2 (Austria)",
  },
  {
    q: "Maximaler Betrag Säule 3a 2026 mit Pensionskasse?",
    // FINANCE-FIGURES.md, 3rd pillar row 1: CHF 7,258 with a pension fund.
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  {
    q: "Selbständig ohne BVG – wieviel darf ich in die 3a einzahlen?",
    // FINANCE-FIGURES.md, 3rd pillar row 2: 20 % of net earned income, at most CHF 36,288.
    expect: { all: [/20 ?%/, amount(36288)] },
    source: "FINANCE-FIGURES.md 3a row 2",
  },
  {
    q: "Welche Franchise ist die tiefste bei der Krankenkasse?",
    // FINANCE-FIGURES.md, LAMal row 1: ordinary deductible for adults CHF 300.
    expect: { all: [amount(300)] },
    source: "FINANCE-FIGURES.md LAMal row 1",
  },
  {
    q: "bis wann kann ich die franchise wechseln",
    // FINANCE-FIGURES.md, LAMal row « Changing the deductible »: lower by the last working day of November, raise
    // until 31 December.
    expect: { any: [/november/, /31\. ?dezember/] },
    source: "FINANCE-FIGURES.md LAMal row « Changing the deductible »",
  },
  {
    q: "Wie kann ich den Newsletter abbestellen?",
    expect: { all: [/abmeld|abbestell|austragen/, UNSUBSCRIBE_LINK.de] },
    source: "swisshack/de/privacy.ts « Jede E-Mail enthält einen Abmeldelink, der mit einem Klick wirkt »",
  },
  {
    q: "An welchem Tag kommt euer Newsletter?",
    expect: { all: [/dienstag/] },
    source: "swisshack/de/landing.ts NEWSLETTER.text « jeweils am Dienstag »",
  },
  {
    q: "Gibt es die Seite auch auf Französisch?",
    expect: { all: [NAMES_LANGUAGE.fr], link: "/" },
    source: "src/shared/i18n/locales.ts SITE_LOCALES.swisshack (French at /)",
  },
  {
    q: "Schreib mir ein Gedicht über Steuern",
    expect: refusal("de", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "Kann ich den Bericht auf Deutsch bekommen?",
    expect: { all: [/deutsch/], any: [/\bja\b/, /auf deutsch/, /deutscher sprache/] },
    source: "decision 0032 (the audit and its pre-analysis in French, German and Italian)",
  },
  {
    q: "Je suis frontalier, est-ce que l'audit me concerne ?",
    // French on the German page: SwissHack speaks French, so the answer is in French.
    expect: { any: [/\boui\b/, /specialite/, /vous concerne/] },
    source: "swisshack/faq.ts « Je suis frontalier : l'audit me concerne-t-il ? »; issue 56",
  },
  {
    q: "Wie erreiche ich einen echten Menschen bei euch?",
    expect: { any: [/whatsapp/, /ruckruf/, /zuruckrufen/] },
    source: "SPEC §1 (messaging-app contact link); swisshack/de/landing.ts FREE_OFFER (Rückruf)",
  },
  {
    q: "wo werden meine daten gespeichert",
    expect: {
      any: [/(gehostet|gespeichert|bleiben|hosting)[^.]{0,40}schweiz/, /schweiz[^.]{0,40}(gehostet|gespeichert)/],
    },
    source: "swisshack/de/privacy.ts hosting; de/landing.ts TRUST « In der Schweiz gehostet »",
  },
  {
    q: "Ich bin selbständig, wohne in Deutschland und habe Kunden in Zürich. Zahle ich Quellensteuer?",
    // FINANCE-FIGURES.md, « Self-employed people living abroad »: not taxed at source (source tax covers employees).
    expect: {
      any: [/arbeitnehmer|angestellte|unselbst/, /keine quellensteuer|nicht (der )?quellensteuer|nicht an der quelle/],
    },
    source: "FINANCE-FIGURES.md Germany and Austria row « Self-employed people living abroad »",
  },
  {
    q: "Wo finde ich euren Blog?",
    expect: { link: "/de/blog" },
    source: "swisshack/de/blog.ts (/de/blog)",
  },
];
