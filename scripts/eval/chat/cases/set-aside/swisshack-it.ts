// SwissHack in Italian (/it): the set-aside third, written before the tuning cases and never used while tuning.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal, UNSUBSCRIBE_LINK } from "../../case-types";

export const SET_ASIDE_SWISSHACK_IT: readonly ChatCase[] = [
  {
    q: "Quanto costa l'audit premium?",
    expect: { all: [amount(590)], link: "/it/premium" },
    source: "swisshack/it/premium.ts PREMIUM_IT.price",
  },
  {
    q: "se non sono soddisfatto del premium mi rimborsate?",
    expect: { all: [/30 giorni/] },
    source: "swisshack/it/premium.ts guarantees (30 giorni)",
  },
  {
    q: "in quanto tempo arriva il rapporto?",
    expect: { all: [/48 ?(h|ore)/] },
    source: "swisshack/it/faq.ts « Quanto tempo richiede? »",
  },
  {
    q: "Vivo a Como e da quest'anno lavoro a Lugano, come vengo tassato?",
    // FINANCE-FIGURES.md, frontaliers row « Italy »: new frontaliers (hired from 17.7.2023) taxed at source at 80 %,
    // Italy taxes too with a credit; the 20 km condition is asked, never assumed.
    expect: { any: [/80 ?%/, /20 ?km/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy",
  },
  {
    q: "Lavoro in Ticino dal 2015 e abito in Italia vicino al confine, devo pagare le tasse anche in Italia?",
    // FINANCE-FIGURES.md, frontaliers row « Italy »: those who already worked in GR/TI/VS between 31.12.2018 and
    // 17.7.2023 stay taxed only in Switzerland.
    expect: { any: [/solo in svizzera|soltanto in svizzera|unicamente in svizzera|esclusivamente in svizzera/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy (existing frontaliers)",
  },
  {
    q: "Qual è il massimo per il pilastro 3a se ho la cassa pensione?",
    // FINANCE-FIGURES.md, 3rd pillar row 1: CHF 7,258.
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  {
    q: "sono indipendente senza LPP quanto posso mettere nel 3a",
    // FINANCE-FIGURES.md, 3rd pillar row 2: 20 % of net earned income, at most CHF 36,288.
    expect: { all: [/20 ?%/, amount(36288)] },
    source: "FINANCE-FIGURES.md 3a row 2",
  },
  {
    q: "Sono frontaliere e vivo in Italia: posso restare con il servizio sanitario italiano invece della LAMal?",
    // FINANCE-FIGURES.md, frontaliers row « Italy »: LAMal by default, exemption for the Italian national health
    // service on request within 3 months, irrevocable.
    expect: { all: [/3 mesi|tre mesi/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy (health, KVV art. 2 al. 6)",
  },
  {
    q: "Come mi disiscrivo dalla newsletter?",
    expect: { all: [/disiscri|cancellar/, UNSUBSCRIBE_LINK.it] },
    source: "swisshack/it/privacy.ts « Ogni e-mail contiene un link di disiscrizione con un clic »",
  },
  {
    q: "la newsletter che giorno arriva?",
    expect: { all: [/martedi/] },
    source: "swisshack/it/landing.ts NEWSLETTER.text « inviata il martedì »",
  },
  {
    q: "C'è una versione in francese del sito?",
    expect: { all: [NAMES_LANGUAGE.fr], link: "/" },
    source: "src/shared/i18n/locales.ts SITE_LOCALES.swisshack (French at /)",
  },
  {
    q: "scrivimi una poesia sul formaggio",
    expect: refusal("it", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "Vorrei parlare con una persona, non con un bot",
    expect: { any: [/whatsapp/, /richiamat/, /richiamar/] },
    source: "SPEC §1 (messaging-app contact link); swisshack/it/landing.ts FREE_OFFER (richiamata)",
  },
  {
    q: "i miei dati dove vengono salvati?",
    expect: { any: [/(ospitat|salvat|conservat|restano)[^.]{0,40}svizzera/, /svizzera[^.]{0,40}(ospitat|salvat)/] },
    source: "swisshack/it/privacy.ts hosting; swisshack/it/faq.ts data",
  },
  {
    q: "Wie viel kostet das Premium?",
    // German on the Italian page: SwissHack speaks German, so the answer is in German.
    expect: { all: [amount(590), /\b(einmalig\w*|zahlung|der|die|das|und|ist|sie)\b/] },
    source: "swisshack/de/premium.ts price; issue 56 (answered in the question's language)",
  },
  {
    q: "Do you speak English?",
    // The site does not speak English: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.it, NAMES_LANGUAGE.fr, NAMES_LANGUAGE.de] },
    source: "issue 56; SITE_LOCALES.swisshack",
  },
  {
    q: "l'audit è gratis davvero?",
    expect: { any: [/senza impegno/, /senza carta/, /chf 0\b/, /offert/] },
    source: "swisshack/it/faq.ts « L'audit è davvero gratuito? »",
  },
  {
    q: "come si paga il premium",
    expect: { all: [amount(590)], link: "/it/premium" },
    source: "swisshack/it/premium.ts price, priceNote « pagamento unico »",
  },
  {
    q: "Avete un blog con delle guide?",
    expect: { link: "/it/blog" },
    source: "swisshack/it/blog.ts (/it/blog)",
  },
];
