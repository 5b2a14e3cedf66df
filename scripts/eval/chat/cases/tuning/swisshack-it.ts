// SwissHack in Italian (/it): the tuning cases (written after the set-aside third). The first ones are the failures
// issue 56 quotes.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

/** "Sì," / "Sì." / "Sì!" opening a yes (the accent is removed before matching). */
const YES = /\bsi[,.!]/;

export const TUNING_SWISSHACK_IT: readonly ChatCase[] = [
  {
    q: "Il check gratuito vale anche per chi vive in Svizzera?",
    expect: { all: [/resident/], any: [YES, /anche (per )?(chi|i )?resident/] },
    source: "issue 56; swisshack/it/landing.ts HERO.lead « Frontaliere, residente o indipendente in Svizzera »",
  },
  {
    q: "Posso ricevere l'analisi in italiano?",
    expect: { all: [/italian/], any: [YES, /in italiano/] },
    source: "issue 56; decision 0032 (the audit and its pre-analysis in Italian)",
  },
  // The offer.
  {
    q: "quanto dura il questionario",
    expect: { all: [/5 minuti/] },
    source: "swisshack/it/faq.ts « Quanto tempo richiede? »",
  },
  {
    q: "cosa c'è in più nel premium rispetto al gratuito?",
    expect: { all: [/45 minuti/] },
    source: "swisshack/it/premium.ts lead « La chiama per 45 minuti »",
  },
  {
    q: "Il premium in quanto tempo viene consegnato?",
    expect: { all: [/5 giorni lavorativi/] },
    source: "swisshack/it/premium.ts guarantees (5 giorni lavorativi)",
  },
  {
    q: "quanto si risparmia in media",
    expect: { all: [amount(6000)] },
    source: "swisshack/it/faq.ts « Quanto posso sperare di risparmiare? »",
  },
  {
    q: "Prendete commissioni sui prodotti che consigliate?",
    expect: { any: [/nessuna commissione/, /non percepiamo/, /mai da commissioni/, /senza commission/] },
    source: "swisshack/it/faq.ts « Cercherete di vendermi un prodotto? »",
  },
  {
    q: "siete autorizzati dalla FINMA?",
    expect: { all: [/finma/] },
    source: "swisshack/it/faq.ts (studio partner autorizzato dalla FINMA)",
  },
  {
    q: "Quanto tempo tenete i miei dati?",
    expect: { all: [/12 mesi/] },
    source: "swisshack/it/faq.ts « Cosa fate dei miei dati? »",
  },
  {
    q: "siete certificati ISO?",
    expect: { all: [/iso 27001/] },
    source: "swisshack/it/landing.ts TRUST badges « ISO 27001 »",
  },
  {
    q: "il questionario chiede dei documenti?",
    expect: { any: [/senza giustificativi/, /nessun documento/, /senza documenti/] },
    source: "swisshack/it/landing.ts PROCESS « senza giustificativi », « nessun documento da inviare »",
  },
  // Finance, each with its population.
  {
    q: "Massimale 3a 2025?",
    // FINANCE-FIGURES.md 3a row 1: CHF 7,258 in 2025 and 2026.
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  {
    q: "Posso fare un riscatto del 3a per gli anni in cui non ho versato?",
    // FINANCE-FIGURES.md 3a row « Buy-back of missed years »: from 2026 for gaps from 2025 on, up to 10 years back,
    // at most CHF 7,258 per buy-back year.
    expect: { all: [/riscatt/], any: [/2025/, /10 anni/, amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row « Buy-back of missed years »",
  },
  {
    q: "soglia di entrata LPP",
    // FINANCE-FIGURES.md LPP row 1: CHF 22,680.
    expect: { all: [amount(22680)] },
    source: "FINANCE-FIGURES.md LPP row 1",
  },
  {
    q: "quanto è la deduzione di coordinamento LPP?",
    // FINANCE-FIGURES.md LPP row 2: CHF 26,460.
    expect: { all: [amount(26460)] },
    source: "FINANCE-FIGURES.md LPP row 2",
  },
  {
    q: "Tasso minimo LPP 2026",
    // FINANCE-FIGURES.md LPP row 5: 1.25 %.
    expect: { all: [/1[.,]25 ?%/] },
    source: "FINANCE-FIGURES.md LPP row 5",
  },
  {
    q: "aliquota percentuale massima LAMal all'anno?",
    // FINANCE-FIGURES.md LAMal row 4: 10 %, at most CHF 700 a year.
    expect: { all: [amount(700)], any: [/10 ?%/] },
    source: "FINANCE-FIGURES.md LAMal row 4",
  },
  {
    q: "Conviene la franchigia da 2500?",
    // FINANCE-FIGURES.md LAMal: at most 0.7 × (2,500 − 300) = CHF 1,540; break-even from the expected health costs.
    expect: { any: [amount(1540), /spese (di )?salute|spese mediche|costi (di )?salute|spese sanitarie/] },
    source: "FINANCE-FIGURES.md LAMal row « Maximum premium reduction » and the note",
  },
  {
    q: "Fino a quando posso abbassare la franchigia?",
    // FINANCE-FIGURES.md LAMal row « Changing the deductible »: lowering by the last working day of November.
    expect: { all: [/novembre/] },
    source: "FINANCE-FIGURES.md LAMal row « Changing the deductible »",
  },
  {
    q: "Lavoro a Lugano ma abito in Italia a 35 km dal confine, come sono tassato?",
    // FINANCE-FIGURES.md frontaliers row « Italy »: beyond 20 km, not an agreement frontalier: Italy taxes the whole
    // salary, Switzerland taxes the Swiss days at source, Italy credits the Swiss tax.
    expect: { all: [/italia/], any: [/tutto il salario/, /intero salario/, /reddito mondiale/, /accredit|credito/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy (not an agreement frontalier)",
  },
  {
    q: "sono frontaliere italiano, quanto telelavoro posso fare?",
    // FINANCE-FIGURES.md frontaliers row « Italy »: telework tax-neutral up to 25 % for agreement frontaliers.
    expect: { all: [/25 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy (protocol 2024)",
  },
  {
    q: "Abito in Italia e lavoro a Zurigo: l'accordo sui frontalieri vale per me?",
    // FINANCE-FIGURES.md frontaliers row « Italy »: the agreement covers TI, GR, VS only.
    expect: { any: [/ticino|grigioni|vallese/, /tutto il salario|intero salario|accredit|credito/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy",
  },
  {
    q: "Sono frontaliere in Vallese da 10 anni e abito in Italia: cambia qualcosa con il nuovo accordo?",
    // FINANCE-FIGURES.md frontaliers row « Italy »: frontaliers already working between 31.12.2018 and 17.7.2023 stay
    // taxed only in Switzerland; the 20 km condition is asked.
    expect: { any: [/solo in svizzera|soltanto in svizzera|unicamente in svizzera/, /20 ?km/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy (existing frontaliers)",
  },
  {
    q: "Sono frontaliere, come vengo tassato?",
    // FINANCE-FIGURES.md « Residence unknown »: no country's rules apply; say what depends on it.
    expect: {
      any: [/paese di residenza/, /dove (vive|abita|risiede)/, /in quale paese/, /se (vive|abita|risiede) in/],
    },
    source: "FINANCE-FIGURES.md Germany and Austria row « Residence unknown »; decision 0034",
  },
  {
    q: "Vivo in Francia e lavoro a Ginevra, cos'è la TOU?",
    // FINANCE-FIGURES.md frontaliers row 1: on request when >= 90 % of the household's income is taxable in CH.
    expect: { all: [/90 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers row 1",
  },
  {
    q: "Permesso B a Lugano con 150'000 di reddito, cosa cambia per le tasse?",
    // FINANCE-FIGURES.md frontaliers row 2: compulsory TOU above CHF 120,000 for residents taxed at source.
    expect: { all: [amount(120000)] },
    source: "FINANCE-FIGURES.md frontaliers row 2",
  },
  {
    q: "Sono residente in Ticino, l'assicurazione malattia è obbligatoria?",
    // FINANCE-FIGURES.md Residents row 1: compulsory for everyone living in Switzerland.
    expect: { all: [/obbligatori/] },
    source: "FINANCE-FIGURES.md Residents row 1",
  },
  {
    q: "Sono indipendente, vivo in Italia e lavoro per clienti svizzeri: pago l'imposta alla fonte?",
    // FINANCE-FIGURES.md « Self-employed people living abroad »: not taxed at source (source tax covers employees).
    expect: { any: [/dipendent/, /salariat/, /non (e|sono|siete)? ?(soggett|assoggettat)/, /non paga/] },
    source: "FINANCE-FIGURES.md Germany and Austria row « Self-employed people living abroad »",
  },
  // What a visitor wants to do.
  {
    q: "come cambio lingua? vorrei il sito in tedesco",
    expect: { all: [NAMES_LANGUAGE.de], link: "/de" },
    source: "SITE_LOCALES.swisshack; paths.ts prefix /de",
  },
  {
    q: "voglio pagare il premium",
    expect: { all: [amount(590)], link: "/it/premium" },
    source: "swisshack/it/premium.ts price, priceNote « pagamento unico »",
  },
  {
    q: "ogni quanto arriva la newsletter",
    expect: { any: [/martedi/, /alla settimana|a settimana/] },
    source: "swisshack/it/landing.ts NEWSLETTER.text",
  },
  {
    q: "Vorrei parlare al telefono con un consulente",
    expect: { any: [/richiamat/, /whatsapp/, /45 minuti/, /richiamar/] },
    source: "swisshack/it/landing.ts FREE_OFFER (richiamata); it/premium.ts (45 minuti); SPEC §1",
  },
  {
    q: "Dove trovo gli articoli del blog?",
    expect: { link: "/it/blog" },
    source: "swisshack/it/blog.ts (/it/blog)",
  },
  // Out of scope, other languages.
  {
    q: "raccontami una barzelletta",
    expect: refusal("it", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "chi vince il campionato di serie A quest'anno?",
    expect: refusal("it", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "Combien coûte l'audit premium ?",
    // French on the Italian page: SwissHack speaks French, so the answer is in French.
    expect: { all: [amount(590), /paiement|sans abonnement|\best\b|\bvous\b/] },
    source: "swisshack/premium.ts price, priceNote; issue 56",
  },
  {
    q: "Is the audit free?",
    // The site does not speak English: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.de, NAMES_LANGUAGE.it] },
    source: "issue 56; SITE_LOCALES.swisshack",
  },
];
