import type { Translation } from "../../../i18n/translation.ts";
import type { LANDING } from "../landing.ts";

/** The landing page and the site's frame in Italian (it-CH: CHF 7'258, "Lei"). */
export const LANDING_IT = {
  HERO: {
    eyebrow: "Audit gratuito · 5 minuti · rapporto entro 48\u00a0ore",
    title: "Risparmi da CHF 2'000 a 6'000 all'anno su imposte, previdenza e cassa malati",
    shortTitle: "Risparmi da CHF 2'000 a 6'000 all'anno",
    lead: "Frontaliere, residente o indipendente in Svizzera: il nostro audit indipendente esamina il suo pilastro 3a, la sua LPP, la sua assicurazione malattie e le sue imposte, poi le consegna un piano d'azione personalizzato in PDF.",
    primaryCta: "Audit gratuito",
    secondaryCta: "Come funziona",
    reassurance: [
      "Indipendente, senza commissioni",
      "Dati ospitati in Svizzera",
      "ISO 27001 · conforme al GDPR e alla LPD",
    ],
  },
  STATS: [
    { value: 2000, unit: "chf", suffix: " – 6'000", label: "di risparmio medio all'anno" },
    { value: 48, unit: "number", suffix: " h", label: "per ricevere il suo rapporto PDF" },
    { value: 4200, unit: "number", suffix: "+", label: "iscritti alla nostra newsletter" },
  ],
  PROBLEM_SOLUTION: {
    title: "Il sistema svizzero è generoso… con chi lo conosce",
    problems: [
      "Un pilastro 3a aperto «per le imposte» ma investito male, che rende meno dell'inflazione.",
      "Una franchigia scelta a caso, che le costa centinaia di franchi ogni anno.",
      "Assegni e rimborsi mai richiesti, perché nessuno sa che esistono.",
      "Regole per frontalieri (quasi residente, telelavoro, assicurazione malattie) che cambiano e si contraddicono.",
    ],
    solutions: [
      "Una diagnosi completa dei suoi quattro pilastri finanziari in 5 minuti di questionario.",
      "Leve quantificate, con le loro fonti ufficiali, ordinate per risparmio e urgenza.",
      "Un piano d'azione semplice: cosa fare, entro quando e con quale documento.",
      "Su richiesta, una richiamata da parte di un esperto di uno studio partner autorizzato dalla FINMA.",
    ],
  },
  THEMES: [
    {
      title: "Fiscalità",
      text: "Deduzioni dimenticate, tassazione ordinaria ulteriore (TOU) per i frontalieri di Ginevra, riscatti LPP: individuiamo ciò che riduce legalmente le sue imposte.",
    },
    {
      title: "Assicurazioni",
      text: "Una franchigia adatta alle sue spese sanitarie reali, complementari utili o superflue: da CHF 400 a 800 di risparmio all'anno sono frequenti.",
    },
    {
      title: "Previdenza",
      text: "Pilastro 3a, LPP, riscatti degli anni mancanti dal 2025: calcoliamo quanto avrà davvero alla pensione e come migliorarlo.",
    },
    {
      title: "Chiarezza",
      text: "Un solo documento, in un linguaggio chiaro, con ogni cifra datata e con la sua fonte. Finalmente sa a che punto è.",
    },
  ],
  PROCESS: {
    title: "Come funziona",
    lead: "Quattro passi, nessun documento da inviare, nessun impegno.",
    steps: [
      {
        title: "Compili l'audit",
        text: "Un questionario di 5 minuti sulla sua situazione, senza giustificativi.",
      },
      { title: "Analisi", text: "Confrontiamo le sue risposte con le tariffe ufficiali svizzere dell'anno in corso." },
      {
        title: "Riceva il suo piano",
        text: "Il suo rapporto PDF personalizzato arriva entro 48 ore, con le azioni ordinate per risparmio.",
      },
      {
        title: "Passi all'azione",
        text: "Applichi il piano da solo o con un esperto partner che, se lo desidera, la richiama.",
      },
    ],
  },
  TRUST: {
    title: "Un'analisi indipendente, basata sulle fonti ufficiali",
    lead: "Non vendiamo alcun prodotto e non percepiamo commissioni. Analizziamo le offerte e le regole di:",
    institutions: [
      "Amministrazione federale delle contribuzioni (AFC)",
      "Ufficio federale delle assicurazioni sociali (UFAS)",
      "Ufficio federale della sanità pubblica (UFSP)",
      "Amministrazione fiscale del Cantone di Ginevra",
      "Amministrazione cantonale delle imposte del Cantone di Vaud",
      "Casse pensioni LPP e fondazioni di libero passaggio",
      "Banche e assicurazioni che offrono il pilastro 3a",
      "Assicuratori malattie LAMal autorizzati",
    ],
    badges: [
      { title: "Indipendente", text: "Nessuna commissione, nessun prodotto da vendere." },
      { title: "Ospitato in Svizzera", text: "I suoi dati restano in Svizzera, al massimo 12 mesi." },
      { title: "ISO 27001", text: "Processi di sicurezza delle informazioni certificati." },
      { title: "GDPR e LPD", text: "I suoi diritti di accesso e di cancellazione rispettati." },
    ],
  },
  TESTIMONIALS: [
    {
      quote:
        "Da frontaliera non sapevo di poter chiedere la tassazione ordinaria ulteriore. Risultato: CHF 3'100 recuperati il primo anno.",
      name: "Camille",
      town: "Annemasse",
    },
    {
      quote:
        "La mia franchigia era di CHF 300 anche se non vado quasi mai dal medico. Il rapporto mi ha fatto risparmiare CHF 620 all'anno in due clic.",
      name: "Marc",
      town: "Losanna",
    },
    {
      quote:
        "Indipendente da tre anni, non avevo mai aperto un pilastro 3a. Il piano d'azione era chiaro, datato e quantificato. Finalmente qualcuno che non cerca di vendermi qualcosa.",
      name: "Sofia",
      town: "Neuchâtel",
    },
  ],
  LEVERS: {
    title: "Tre leve che quasi tutti dimenticano",
    items: [
      {
        figure: "+1 %",
        title: "Un pilastro 3a che lavora davvero",
        text: "Fino a +1 % di rendimento netto all'anno scegliendo un 3a in titoli a costi ridotti invece di un conto di risparmio 3a, mantenendo la deduzione fiscale.",
      },
      {
        figure: "CHF 400 – 800",
        title: "La franchigia giusta",
        text: "Adeguare la franchigia alle proprie spese sanitarie reali fa risparmiare da CHF 400 a 800 all'anno alla maggior parte degli adulti in buona salute.",
      },
      {
        figure: "900 EUR",
        title: "Gli assegni dimenticati",
        text: "Assegni familiari, rimborsi spese, crediti d'imposta: fino a 900 EUR all'anno non richiesti, soprattutto tra i frontalieri.",
      },
    ],
  },
  FREE_OFFER: {
    title: "Il suo audit completo, in omaggio",
    lead: "Quello che altri fanno pagare, noi glielo offriamo per farle conoscere il nostro metodo.",
    value: "CHF 490",
    price: "CHF 0",
    duration: "15 min",
    durationLabel: "del suo tempo in tutto",
    included: [
      "Questionario di 5 minuti, senza giustificativi",
      "Preanalisi del suo pilastro 3a, della LPP, della LAMal e delle imposte",
      "Rapporto PDF personalizzato entro 48 ore",
      "Piano d'azione e simulazione dei risparmi",
      "Guida PDF «5 hack legali» in omaggio",
      "Su richiesta, richiamata da un esperto di uno studio partner autorizzato FINMA",
    ],
    cta: "Richiedo il mio audit gratuito",
    note: "Senza impegno. Le sue risposte servono solo a preparare il suo audit.",
  },
  BLOG: {
    title: "Il blog di SwissHack",
    lead: "Guide concrete, aggiornate con le cifre ufficiali dell'anno.",
    allPosts: "Tutti gli articoli del blog",
  },
  CTA_BLOCK: {
    title: "Vuole sapere quanto sta perdendo senza saperlo?",
    text: "5 minuti di questionario, un rapporto entro 48 ore, zero impegni.",
    cta: "Audit gratuito",
  },
  NEWSLETTER: {
    title: "Un hack finanziario svizzero ogni martedì",
    text: "Si unisca a oltre 4'200 iscritti. Al massimo un'e-mail alla settimana, inviata il martedì. Disiscrizione con un clic.",
    textWithCount:
      "Si unisca a oltre {count} iscritti. Al massimo un'e-mail alla settimana, inviata il martedì. Disiscrizione con un clic.",
    textWithoutCount: "Al massimo un'e-mail alla settimana, inviata il martedì. Disiscrizione con un clic.",
    label: "Il suo indirizzo e-mail",
    placeholder: "lei@esempio.ch",
    submit: "Iscriversi",
    submitting: "Iscrizione…",
    successTitle: "Benvenuto in SwissHack! 🇨🇭",
    successText: "Confermi la sua iscrizione con il link che le abbiamo appena inviato per e-mail.",
    errorTitle: "Iscrizione non riuscita",
    networkError: "Il server non è raggiungibile. Verifichi la connessione e riprovi.",
  },
  REPORT_PREVIEW: {
    label: "Esempio di rapporto di audit",
    title: "Il suo piano d'azione",
    subtitle: "Esempio: frontaliera a Ginevra, CHF 95'000",
    lines: [
      { label: "Tassazione ordinaria ulteriore + 3a", amount: "CHF 1'600 – 2'300" },
      { label: "Franchigia adeguata", amount: "CHF 540" },
      { label: "Assegni non richiesti", amount: "fino a 900 EUR" },
    ],
    total: "Potenziale stimato: CHF 2'900 – 3'700 all'anno",
  },
} as const satisfies Translation<typeof LANDING>;
