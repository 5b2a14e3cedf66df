import { auditOptionLabels } from "../../../content/swisshack/audit-options-i18n";
import type { AnswersWording, DocumentWording } from "../types";
import { CANTON_NAMES, common, TERMS } from "./common";
import { OFFICIAL_SOURCES } from "./sources";

const { fmt: f } = common;

export const answers: AnswersWording = {
  options: auditOptionLabels("it"),
  civilStatus: {
    single: "Celibe/nubile, divorziato/a o vedovo/a",
    married: "Sposato/a o in unione domestica registrata",
  },
  employment: {
    "employee-with-pension-fund": `Dipendente con cassa pensioni (${TERMS.lpp})`,
    "employee-without-pension-fund": "Dipendente senza cassa pensioni",
    "self-employed": "Indipendente",
  },
  permit: {
    "swiss-or-c": `Cittadinanza svizzera o ${TERMS.permitC}`,
    "taxed-at-source": `Assoggettato/a all'${TERMS.sourceTax} (${TERMS.permitB} o altro)`,
  },
  residenceCountry: auditOptionLabels("it").residenceCountry,
  borderZone: { within: "Sì", beyond: "No" },
  canton: CANTON_NAMES,
  costLevel: { low: "Basse", medium: "Medie", high: "Elevate" },
  labels: {
    status: "Situazione",
    canton: "Cantone",
    income: "Reddito",
    civilStatus: "Stato civile",
    children: "Figli",
    employment: "Situazione professionale",
    permit: "Nazionalità o permesso",
    pillar3a: "Pilastro 3a",
    paidIn: (year) => `Versato nel 3a nel ${year}`,
    premium: `Premio ${TERMS.lamal} mensile`,
    deductible: "Franchigia attuale",
    costs: "Spese sanitarie previste",
    residence: "Paese di residenza",
    workCanton: "Cantone di lavoro",
    swissShare: "Quota dei redditi dell'economia domestica imponibile in Svizzera",
    spouseIncome: "Reddito lordo del coniuge",
    nonReturnDays: "Giorni di mancato rientro",
    borderZone: "A meno di 20 km dal confine",
    situation: "La sua situazione, con parole sue",
    telework: "Quota di telelavoro",
  },
  bracket: (label) => `${label} (fascia)`,
  netPerYear: (amount) => `${f.chf(amount)} netti all'anno`,
  perYear: (amount) => `${amount} all'anno`,
  assumedCosts: (level, amount) => `${level} (ipotesi: ${f.chf(amount)} all'anno)`,
  notGivenM: "Non indicato",
  notGivenF: "Non indicata",
  notGivenPl: "Non indicate",
  notGivenPremium: "Non indicato",
  zeroPremium: "CHF 0 (considerato non indicato)",
  unknownDeductible: "Non nota",
  situationNotRead: "Non considerata da questa preanalisi immediata: l'esperto la leggerà",
};

export const documentTexts: Pick<
  DocumentWording,
  "title" | "subtitle" | "disclaimer" | "callbackOffer" | "summary" | "sources"
> = {
  title: (year) => `La sua preanalisi SwissHack ${year}`,
  subtitle: (firstName, generatedOn) => `Preparata${firstName ? ` per ${firstName}` : ""} il ${f.date(generatedOn)}`,
  disclaimer:
    "Questa preanalisi è una stima basata sulle sue risposte, sulle cifre ufficiali citate (con anno e fonte) e su ipotesi SwissHack indicate come tali. Non costituisce né una consulenza fiscale né una consulenza giuridica o finanziaria: gli importi effettivi dipendono dal suo comune, dalla sua situazione familiare e dalle decisioni delle autorità fiscali e del suo assicuratore. Verifichi prima di agire, idealmente con un esperto.",
  callbackOffer:
    "Desidera approfondire? Un esperto di uno studio partner autorizzato dalla FINMA può richiamarla gratuitamente e senza impegno per verificare con lei queste cifre e preparare i prossimi passi.",
  summary: {
    withTax: (tax, conditional, lamal) => {
      const taxPart = `${tax} di imposte${conditional ? " (a determinate condizioni)" : ""}`;
      return lamal ? `${taxPart} e ${lamal} sulla ${TERMS.lamal}, all'anno` : `${taxPart} all'anno`;
    },
    lamalOnly: (lamal) => `${lamal.charAt(0).toUpperCase()}${lamal.slice(1)} all'anno sulla ${TERMS.lamal}`,
    lowerDeductible: (amount) => `Ridurre la sua franchigia ${TERMS.lamal} a ${f.chf(amount)}`,
    raiseDeductible: (amount) => `Aumentare la sua franchigia ${TERMS.lamal} a ${f.chf(amount)}`,
    checkTou: (year, threshold) =>
      `Verificare con l'esperto se può chiedere la ${TERMS.touShort} per il ${year} (regola del ${threshold})`,
    requestTou: (year) => `Chiedere la ${TERMS.tou} per il ${year}`,
    pay3a: (amount) => `Versare ${f.chf(amount)} nel suo ${TERMS.pillar3a}`,
    buyBack: (amount) => `Riscattare ${f.chf(amount)} di anni 3a mancati`,
  },
  sources: {
    answersLabel: "Le sue risposte",
    answersReference: "Le sue risposte al questionario SwissHack (primo passo e «Affinare la mia stima»)",
    assumptionsLabel: "Ipotesi SwissHack",
    assumptionsReference:
      "Ipotesi di calcolo SwissHack (aliquote marginali d'imposta, spese sanitarie previste, reddito stimato, ordini di grandezza delle tre leve), indicate nel testo; non sono cifre ufficiali",
    official: OFFICIAL_SOURCES,
  },
};
