import type { LamalAnalysis } from "../../lamal";
import { lowerEffectiveNote, negligibleGapSentence, savingAmount } from "../../lamal-wording";
import type { LamalWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;
const chf = f.chf;
const COST_LEVEL = { low: "faibles", medium: "moyens", high: "élevés" } as const;

function costs({ expectedCosts: { amount, basis } }: LamalAnalysis): string {
  if (basis === "amount") return `des frais de santé attendus de ${chf(amount)} par an (selon vos réponses)`;
  return `des frais de santé attendus de ${chf(amount)} par an (hypothèse SwissHack pour des frais « ${COST_LEVEL[basis]} »)`;
}

function change(lamal: LamalAnalysis, current: number): string {
  const saving = `Avec une franchise de ${chf(lamal.cheapestDeductible)} au lieu de ${chf(current)}, vous paieriez ${savingAmount(lamal, common)} de moins par an pour vos frais attendus`;
  if (lamal.change === "raise") {
    return `${saving}, en supposant le rabais de prime maximal. Une franchise élevée n'est avantageuse que si vos frais restent modérés : gardez de côté de quoi payer la franchise en cas de coup dur.`;
  }
  const note = lowerEffectiveNote(lamal, common);
  return `${saving} : avec des frais de cet ordre, une franchise plus basse vous coûte moins et vous protège mieux.${note ? ` ${common.attention(note)}` : ""}`;
}

/** Lowering is recommended although the current, higher deductible costs a negligible amount less. */
function negligibleLower(lamal: LamalAnalysis, current: number): string {
  const recommended = chf(lamal.cheapestDeductible);
  const advantage = -(lamal.savingVsCurrent ?? 0);
  const comparison =
    advantage > 0
      ? `Votre franchise actuelle de ${chf(current)} ne vous fait économiser qu'au plus ${chf(advantage)} par an par rapport à la franchise de ${recommended}, et seulement si votre assureur accorde le rabais de prime maximal : un écart négligeable face au risque de payer une franchise plus élevée.`
      : `Votre franchise actuelle de ${chf(current)} coûte autant que la franchise de ${recommended} pour vos frais attendus, en supposant le rabais de prime maximal.`;
  const other = lamal.lowestCostDeductible === current ? null : negligibleGapSentence(lamal, common);
  const note = lowerEffectiveNote(lamal, common);
  return [
    comparison,
    other ?? `Nous recommandons la franchise de ${recommended}, moins risquée.`,
    note && common.attention(note),
  ]
    .filter((part) => part)
    .join(" ");
}

export const lamal: LamalWording = {
  heading: "Assurance maladie (LAMal) : la bonne franchise",
  intro: (lamal) =>
    `Chaque franchise coûte, sur une année : la prime, la franchise payée (au plus le montant de la franchise) et la quote-part de ${f.percent(lamal.costShare.rate)} des frais au-delà, au plus ${chf(lamal.costShare.maxAdult)} par an. Nous comparons les franchises pour adulte avec ${costs(lamal)}.`,
  premium(lamal, year) {
    const lowest = lamal.options[0]?.deductible ?? 0;
    const highest = lamal.options.at(-1)?.deductible ?? 0;
    const maxReduction = chf(lamal.maxPremiumReductionRate * (highest - lowest));
    const legalRule = `la loi limite le rabais d'une franchise plus élevée à ${f.percent(lamal.maxPremiumReductionRate)} du risque supplémentaire, soit au plus ${maxReduction} de moins par an pour la franchise ${f.number(highest)} (${common.figureYear(lamal.citations.premiumReduction, year)})`;
    const zero = lamal.zeroPremiumIgnored
      ? "Une prime de CHF 0 ne pouvant être réelle, nous la traitons comme non indiquée. "
      : "";
    if (lamal.mode === "absolute") {
      return `Votre prime actuelle est de ${chf((lamal.annualPremium ?? 0) / 12)} par mois avec une franchise de ${chf(lamal.currentDeductible ?? 0)}, soit ${chf(lamal.annualPremium ?? 0)} par an. Nous en déduisons la prime des autres franchises en supposant que votre assureur accorde le rabais maximal : ${legalRule}. Les rabais réels sont souvent plus faibles ; comparez avec l'offre de votre assureur.`;
    }
    const missing = [
      lamal.annualPremium === null ? "votre prime" : null,
      lamal.currentDeductible === null ? "votre franchise actuelle" : null,
    ]
      .filter((part) => part !== null)
      .join(" ni ");
    return `${zero}Sans ${missing}, nous comparons les franchises par rapport à la prime avec la franchise de CHF 300 (« prime de référence ») : ${legalRule}. Les montants du tableau sont donc des écarts par rapport à cette prime de référence, en supposant le rabais maximal.`;
  },
  insurance: {
    lamalDefault:
      "Vous ne savez pas si vous êtes assuré à la LAMal : pour un frontalier vivant en Italie, en Allemagne ou en Autriche, c'est le cas par défaut, sauf si vous avez demandé l'exemption : ce comparatif ne vous concerne que si vous êtes assuré à la LAMal.",
    notLamal:
      "Vous avez indiqué une autre assurance que la LAMal (privée, ou celle de votre pays de résidence) : ce comparatif ne vous concerne que si vous êtes assuré à la LAMal.",
    residentCompulsory:
      "Vous vivez en Suisse : l'assurance de base LAMal y est obligatoire pour tous (LAMal art. 3 al. 1), quelle que soit votre réponse ; une assurance privée ne peut que la compléter. Ce comparatif porte sur votre assurance de base LAMal.",
    unknown: "Vous ne savez pas si vous êtes assuré à la LAMal : ce comparatif ne vous concerne que si vous l'êtes.",
  },
  tableCaption: (costs) => `Coût annuel de chaque franchise pour ${chf(costs)} de frais de santé`,
  columns: (relative) => [
    "Franchise",
    relative ? "Prime annuelle (écart avec la prime de référence)" : "Prime annuelle",
    "Franchise payée",
    "Quote-part",
    relative ? "Coût total (écart avec la prime de référence)" : "Coût total",
  ],
  recommendedLabel: "Franchise recommandée pour vos frais attendus",
  savingLabel: (current) => `Économie par rapport à votre franchise actuelle de ${chf(current)}`,
  effectiveFrom: (iso) => `, dès le ${f.date(iso)}`,
  worstCaseLabel: (deductible) =>
    `Frais à votre charge au plus avec la franchise ${f.number(deductible)} (franchise + quote-part maximale)`,
  hospitalLabel: "Contribution aux frais de séjour à l'hôpital",
  perDay: (amount) => `${chf(amount)} par jour`,
  result(lamal) {
    const gap = negligibleGapSentence(lamal, common);
    const withGap = (text: string) => (gap ? `${text} ${gap}` : text);
    if (lamal.currentDeductible === null) {
      return withGap(
        `Pour vos frais attendus, nous recommandons une franchise de ${chf(lamal.cheapestDeductible)}. Retrouvez votre franchise actuelle sur votre police d'assurance pour savoir ce que vous économiseriez en changeant.`,
      );
    }
    if (lamal.change === "keep") {
      return gap
        ? `Votre franchise actuelle de ${chf(lamal.currentDeductible)} convient à vos frais attendus : rien à changer de ce côté. ${gap}`
        : `Votre franchise actuelle de ${chf(lamal.currentDeductible)} est déjà la plus avantageuse pour vos frais attendus : rien à changer de ce côté.`;
    }
    if ((lamal.savingVsCurrent ?? 0) <= 0) return negligibleLower(lamal, lamal.currentDeductible);
    return withGap(change(lamal, lamal.currentDeductible));
  },
  deadlineTitle: "Les dates à retenir",
  deadlines({ deadlines: d, citations }, year) {
    const lowerBy = f.date(d.lowerBy, true);
    const lower = d.lowerWindowPassed
      ? `La date pour baisser votre franchise ou changer d'assureur cette année (dernier jour ouvrable de novembre) est passée : la prochaine échéance est le ${lowerBy}, pour le ${f.date(d.lowerEffectiveFrom)}.`
      : `Pour baisser votre franchise ou changer d'assureur : votre demande doit parvenir à l'assureur au plus tard le dernier jour ouvrable de novembre, soit le ${lowerBy}, pour le ${f.date(d.lowerEffectiveFrom)}.`;
    return `${lower} Pour augmenter votre franchise : jusqu'au ${f.date(d.raiseBy)}, pour le ${f.date(d.raiseEffectiveFrom)}. Les jours fériés ne sont pas pris en compte : n'attendez pas le dernier jour (LAMal art. 7 al. 2 ; OAMal art. 94 al. 1, ${common.figureYear(citations.deadlines, year)}).`;
  },
  lowerByLabel: "Baisser la franchise ou changer d'assureur, au plus tard le",
  raiseByLabel: "Augmenter la franchise, au plus tard le",
  childDeductibleLabel: "Franchise de vos enfants (par défaut)",
  childDeductible: ({ children }) =>
    `${chf(children.defaultDeductible)} (options de ${chf(children.optionMin)} à ${f.number(children.optionMax)})`,
  childCostShareLabel: "Quote-part maximale par enfant",
  childrenSharedCap: "plusieurs enfants assurés auprès du même assureur partagent un plafond familial",
};
