import type { LamalAnalysis } from "../../lamal";
import { lowerEffectiveNote, negligibleGapSentence, savingAmount } from "../../lamal-wording";
import type { LamalWording } from "../types";
import { common, fromDate, TERMS, theDate } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const { lamal: LAMAL, costShare: AP } = TERMS;
const COST_LEVEL = { low: "bassi", medium: "medi", high: "elevati" } as const;

function costs({ expectedCosts: { amount, basis } }: LamalAnalysis): string {
  if (basis === "amount") return `spese sanitarie previste di ${chf(amount)} all'anno (secondo le sue risposte)`;
  return `spese sanitarie previste di ${chf(amount)} all'anno (ipotesi SwissHack per costi «${COST_LEVEL[basis]}»)`;
}

function change(lamal: LamalAnalysis, current: number): string {
  const saving = `Con una franchigia di ${chf(lamal.cheapestDeductible)} invece di ${chf(current)} pagherebbe ${savingAmount(lamal, common)} in meno all'anno per le spese previste`;
  if (lamal.change === "raise") {
    return `${saving}, supponendo la riduzione massima del premio. Una franchigia alta conviene solo se le spese restano moderate: tenga da parte l'importo della franchigia per gli imprevisti.`;
  }
  const note = lowerEffectiveNote(lamal, common);
  return `${saving}: con spese di questo ordine, una franchigia più bassa le costa meno e la protegge meglio.${note ? ` ${common.attention(note)}` : ""}`;
}

/** Lowering is recommended although the current, higher deductible costs a negligible amount less. */
function negligibleLower(lamal: LamalAnalysis, current: number): string {
  const recommended = chf(lamal.cheapestDeductible);
  const advantage = -(lamal.savingVsCurrent ?? 0);
  const comparison =
    advantage > 0
      ? `La sua franchigia attuale di ${chf(current)} le fa risparmiare al massimo ${chf(advantage)} all'anno rispetto alla franchigia di ${recommended}, e solo se il suo assicuratore concede la riduzione massima del premio: una differenza trascurabile rispetto al rischio di pagare una franchigia più alta.`
      : `La sua franchigia attuale di ${chf(current)} costa quanto la franchigia di ${recommended} per le spese previste, supponendo la riduzione massima del premio.`;
  const other = lamal.lowestCostDeductible === current ? null : negligibleGapSentence(lamal, common);
  const note = lowerEffectiveNote(lamal, common);
  return [
    comparison,
    other ?? `Raccomandiamo la franchigia di ${recommended}, meno rischiosa.`,
    note && common.attention(note),
  ]
    .filter((part) => part)
    .join(" ");
}

export const lamal: LamalWording = {
  heading: `Assicurazione malattie (${LAMAL}): la franchigia giusta`,
  intro: (lamal) =>
    `Ogni franchigia costa, in un anno: il premio, la franchigia pagata (al massimo il suo importo) e l'${AP} del ${f.percent(lamal.costShare.rate)} delle spese oltre la franchigia, al massimo ${chf(lamal.costShare.maxAdult)} all'anno. Confrontiamo le franchigie per adulti con ${costs(lamal)}.`,
  premium(lamal, year) {
    const lowest = lamal.options[0]?.deductible ?? 0;
    const highest = lamal.options.at(-1)?.deductible ?? 0;
    const maxReduction = chf(lamal.maxPremiumReductionRate * (highest - lowest));
    const legalRule = `la legge limita la riduzione di una franchigia più alta al ${f.percent(lamal.maxPremiumReductionRate)} del rischio supplementare, cioè al massimo ${maxReduction} in meno all'anno per la franchigia di ${f.number(highest)} (${common.figureYear(lamal.citations.premiumReduction, year)})`;
    const zero = lamal.zeroPremiumIgnored
      ? "Poiché un premio di CHF 0 non può essere reale, lo consideriamo non indicato. "
      : "";
    if (lamal.mode === "absolute") {
      return `Il suo premio attuale è di ${chf((lamal.annualPremium ?? 0) / 12)} al mese con una franchigia di ${chf(lamal.currentDeductible ?? 0)}, cioè ${chf(lamal.annualPremium ?? 0)} all'anno. Ne deduciamo il premio delle altre franchigie supponendo che il suo assicuratore conceda la riduzione massima: ${legalRule}. Le riduzioni reali sono spesso più basse; confronti con l'offerta del suo assicuratore.`;
    }
    const missing = [
      lamal.annualPremium === null ? "il suo premio" : null,
      lamal.currentDeductible === null ? "la sua franchigia attuale" : null,
    ]
      .filter((part) => part !== null)
      .join(" né ");
    const neither = missing.includes(" né ") ? `né ${missing}` : missing;
    return `${zero}Non conoscendo ${neither}, confrontiamo le franchigie rispetto al premio con la franchigia di CHF 300 («premio di riferimento»): ${legalRule}. Gli importi della tabella sono quindi differenze rispetto a questo premio di riferimento, supponendo la riduzione massima.`;
  },
  insurance: {
    lamalDefault: `Non sa se è assicurato secondo la ${LAMAL}: per un ${TERMS.frontalier} che vive in Italia, in Germania o in Austria è il caso di base, salvo se ha chiesto l'esenzione. Questo confronto la riguarda solo se è assicurato secondo la ${LAMAL}.`,
    notLamal: `Ha indicato un'assicurazione diversa dalla ${LAMAL} (privata o quella del suo paese di residenza): questo confronto la riguarda solo se è assicurato secondo la ${LAMAL}.`,
    residentCompulsory: `Lei vive in Svizzera: l'assicurazione di base ${LAMAL} vi è obbligatoria per tutti (LAMal art. 3 cpv. 1), qualunque sia la sua risposta; un'assicurazione privata può solo completarla. Questo confronto riguarda la sua assicurazione di base ${LAMAL}.`,
    unknown: `Non sa se è assicurato secondo la ${LAMAL}: questo confronto la riguarda solo se lo è.`,
  },
  tableCaption: (costs) => `Costo annuo di ogni franchigia per ${chf(costs)} di spese sanitarie`,
  columns: (relative) => [
    "Franchigia",
    relative ? "Premio annuo (differenza dal premio di riferimento)" : "Premio annuo",
    "Franchigia pagata",
    `${AP[0]?.toUpperCase()}${AP.slice(1)}`,
    relative ? "Costo totale (differenza dal premio di riferimento)" : "Costo totale",
  ],
  recommendedLabel: "Franchigia raccomandata per le spese previste",
  savingLabel: (current) => `Risparmio rispetto alla sua franchigia attuale di ${chf(current)}`,
  effectiveFrom: (iso) => `, ${fromDate(iso)}`,
  worstCaseLabel: (deductible) =>
    `Spese a suo carico al massimo con la franchigia di ${f.number(deductible)} (franchigia + ${AP} massima)`,
  hospitalLabel: "Contributo ai costi di degenza ospedaliera",
  perDay: (amount) => `${chf(amount)} al giorno`,
  result(lamal) {
    const gap = negligibleGapSentence(lamal, common);
    const withGap = (text: string) => (gap ? `${text} ${gap}` : text);
    if (lamal.currentDeductible === null) {
      return withGap(
        `Per le spese previste le raccomandiamo una franchigia di ${chf(lamal.cheapestDeductible)}. Trova la sua franchigia attuale sulla polizza d'assicurazione: così saprà quanto risparmierebbe cambiando.`,
      );
    }
    if (lamal.change === "keep") {
      return gap
        ? `La sua franchigia attuale di ${chf(lamal.currentDeductible)} è adatta alle spese previste: nulla da cambiare su questo fronte. ${gap}`
        : `La sua franchigia attuale di ${chf(lamal.currentDeductible)} è già la più conveniente per le spese previste: nulla da cambiare su questo fronte.`;
    }
    if ((lamal.savingVsCurrent ?? 0) <= 0) return negligibleLower(lamal, lamal.currentDeductible);
    return withGap(change(lamal, lamal.currentDeductible));
  },
  deadlineTitle: "Le date da ricordare",
  deadlines({ deadlines: d, citations }, year) {
    const lowerBy = theDate(d.lowerBy, true);
    const lower = d.lowerWindowPassed
      ? `Il termine per ridurre la franchigia o cambiare assicuratore quest'anno (ultimo giorno lavorativo di novembre) è scaduto: la prossima scadenza è ${lowerBy}, con effetto ${fromDate(d.lowerEffectiveFrom)}.`
      : `Per ridurre la franchigia o cambiare assicuratore, la sua richiesta deve giungere all'assicuratore al più tardi l'ultimo giorno lavorativo di novembre, cioè ${lowerBy}, con effetto ${fromDate(d.lowerEffectiveFrom)}.`;
    return `${lower} Per aumentare la franchigia: entro ${theDate(d.raiseBy)}, con effetto ${fromDate(d.raiseEffectiveFrom)}. I giorni festivi non sono considerati: non aspetti l'ultimo giorno (LAMal art. 7 cpv. 2; OAMal art. 94 cpv. 1, ${common.figureYear(citations.deadlines, year)}).`;
  },
  lowerByLabel: "Ridurre la franchigia o cambiare assicuratore, al più tardi",
  raiseByLabel: "Aumentare la franchigia, al più tardi",
  childDeductibleLabel: "Franchigia dei suoi figli (di base)",
  childDeductible: ({ children }) =>
    `${chf(children.defaultDeductible)} (opzioni da ${chf(children.optionMin)} a ${f.number(children.optionMax)})`,
  childCostShareLabel: `${AP[0]?.toUpperCase()}${AP.slice(1)} massima per figlio`,
  childrenSharedCap: "più figli assicurati presso lo stesso assicuratore condividono un limite familiare",
};
