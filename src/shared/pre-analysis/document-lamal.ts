import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { figureYear, isoDateFr } from "./document-wording";
import { formatChf, formatChfDifference, formatNumber, formatPercent } from "./format";
import type { DeductibleOption, LamalAnalysis } from "./lamal";
import { lowerEffectiveNote, negligibleGapSentence, savingWording } from "./lamal-wording";

interface LamalContext {
  lamal: LamalAnalysis;
  year: number;
  /** Whether the person is insured at the LAMal; null when not known. */
  inLamal: boolean | null;
  /** A frontalier living in Italy, covered by the Italian national health service. */
  italyResident: boolean;
  sources: SourceList;
}

const COST_LEVEL_WORDING = { low: "faibles", medium: "moyens", high: "élevés" } as const;

function costsWording(lamal: LamalAnalysis): string {
  const { amount, basis } = lamal.expectedCosts;
  if (basis === "amount") return `des frais de santé attendus de ${formatChf(amount)} par an (selon vos réponses)`;
  return `des frais de santé attendus de ${formatChf(amount)} par an (hypothèse SwissHack pour des frais « ${COST_LEVEL_WORDING[basis]} »)`;
}

function premiumParagraph({ lamal, year }: LamalContext): string {
  const lowest = lamal.options[0]?.deductible ?? 0;
  const highest = lamal.options.at(-1)?.deductible ?? 0;
  const maxReduction = formatChf(lamal.maxPremiumReductionRate * (highest - lowest));
  const legalRule = `la loi limite le rabais d'une franchise plus élevée à ${formatPercent(lamal.maxPremiumReductionRate)} du risque supplémentaire, soit au plus ${maxReduction} de moins par an pour la franchise ${formatNumber(highest)} (${figureYear(lamal.citations.premiumReduction, year)})`;
  const zero = lamal.zeroPremiumIgnored
    ? "Une prime de CHF 0 ne pouvant être réelle, nous la traitons comme non indiquée. "
    : "";
  if (lamal.mode === "absolute") {
    return `Votre prime actuelle est de ${formatChf((lamal.annualPremium ?? 0) / 12)} par mois avec une franchise de ${formatChf(lamal.currentDeductible ?? 0)}, soit ${formatChf(lamal.annualPremium ?? 0)} par an. Nous en déduisons la prime des autres franchises en supposant que votre assureur accorde le rabais maximal : ${legalRule}. Les rabais réels sont souvent plus faibles ; comparez avec l'offre de votre assureur.`;
  }
  const missing = [
    lamal.annualPremium === null ? "votre prime" : null,
    lamal.currentDeductible === null ? "votre franchise actuelle" : null,
  ]
    .filter((part) => part !== null)
    .join(" ni ");
  return `${zero}Sans ${missing}, nous comparons les franchises par rapport à la prime avec la franchise de CHF 300 (« prime de référence ») : ${legalRule}. Les montants du tableau sont donc des écarts par rapport à cette prime de référence, en supposant le rabais maximal.`;
}

function optionRow(option: DeductibleOption, mode: LamalAnalysis["mode"]): string[] {
  const money = mode === "absolute" ? formatChf : formatChfDifference;
  return [
    formatChf(option.deductible),
    money(option.premium),
    formatChf(option.deductiblePaid),
    formatChf(option.costShare),
    money(option.total),
  ];
}

function optionsTable({ lamal, sources }: LamalContext): DocumentBlock {
  const relative = lamal.mode === "relative-to-300";
  const citations = lamal.citations;
  return {
    kind: "table",
    caption: `Coût annuel de chaque franchise pour ${formatChf(lamal.expectedCosts.amount)} de frais de santé`,
    columns: [
      "Franchise",
      relative ? "Prime annuelle (écart avec la prime de référence)" : "Prime annuelle",
      "Franchise payée",
      "Quote-part",
      relative ? "Coût total (écart avec la prime de référence)" : "Coût total",
    ],
    rows: lamal.options.map((option) => optionRow(option, lamal.mode)),
    highlightRow: lamal.options.findIndex((o) => o.deductible === lamal.cheapestDeductible),
    sourceIds: [
      sources.official(citations.ordinaryDeductible),
      sources.official(citations.optionalDeductibles),
      sources.official(citations.costShare),
      sources.official(citations.premiumReduction),
      sources.answers(),
      ...(lamal.expectedCosts.basis === "amount" ? [] : [sources.assumptions()]),
    ],
  };
}

function resultFigures({ lamal, sources, inLamal }: LamalContext): FigureItem[] {
  const basis = [sources.official(lamal.citations.premiumReduction), sources.answers()];
  const items: FigureItem[] = [
    {
      label: "Franchise recommandée pour vos frais attendus",
      value: formatChf(lamal.cheapestDeductible),
      sourceIds: basis,
    },
  ];
  // No saving on a LAMal deductible for someone not insured at the LAMal.
  if (
    inLamal !== false &&
    lamal.currentDeductible !== null &&
    lamal.savingVsCurrent !== null &&
    lamal.savingVsCurrent > 0
  ) {
    const effective =
      lamal.change === "lower" && lamal.deadlines.lowerWindowPassed
        ? `, dès le ${isoDateFr(lamal.deadlines.lowerEffectiveFrom)}`
        : "";
    items.push({
      label: `Économie par rapport à votre franchise actuelle de ${formatChf(lamal.currentDeductible)}`,
      value: `${savingWording(lamal)}${effective}`,
      sourceIds: basis,
    });
  }
  const worstCase = lamal.cheapestDeductible + lamal.costShare.maxAdult;
  items.push({
    label: `Frais à votre charge au plus avec la franchise ${formatNumber(lamal.cheapestDeductible)} (franchise + quote-part maximale)`,
    value: `${formatChf(worstCase)} par an`,
    sourceIds: [sources.official(lamal.citations.costShare)],
  });
  items.push({
    label: "Contribution aux frais de séjour à l'hôpital",
    value: `${formatChf(lamal.hospitalContributionPerDay)} par jour`,
    sourceIds: [sources.official(lamal.citations.hospital)],
  });
  return items;
}

function changeSentence(lamal: LamalAnalysis, current: number): string {
  const cheapest = formatChf(lamal.cheapestDeductible);
  const saving = `Avec une franchise de ${cheapest} au lieu de ${formatChf(current)}, vous paieriez ${savingWording(lamal).replace(" par an", "")} de moins par an pour vos frais attendus`;
  if (lamal.change === "raise") {
    return `${saving}, en supposant le rabais de prime maximal. Une franchise élevée n'est avantageuse que si vos frais restent modérés : gardez de côté de quoi payer la franchise en cas de coup dur.`;
  }
  const note = lowerEffectiveNote(lamal);
  return `${saving} : avec des frais de cet ordre, une franchise plus basse vous coûte moins et vous protège mieux.${note ? ` Attention, ${note}.` : ""}`;
}

/** Lowering is recommended although the current, higher deductible costs a negligible amount less. */
function negligibleLowerParagraph(lamal: LamalAnalysis, current: number): string {
  const recommended = formatChf(lamal.cheapestDeductible);
  const advantage = -(lamal.savingVsCurrent ?? 0);
  const comparison =
    advantage > 0
      ? `Votre franchise actuelle de ${formatChf(current)} ne vous fait économiser qu'au plus ${formatChf(advantage)} par an par rapport à la franchise de ${recommended}, et seulement si votre assureur accorde le rabais de prime maximal : un écart négligeable face au risque de payer une franchise plus élevée.`
      : `Votre franchise actuelle de ${formatChf(current)} coûte autant que la franchise de ${recommended} pour vos frais attendus, en supposant le rabais de prime maximal.`;
  const other = lamal.lowestCostDeductible === current ? null : negligibleGapSentence(lamal);
  const note = lowerEffectiveNote(lamal);
  return [
    comparison,
    other ?? `Nous recommandons la franchise de ${recommended}, moins risquée.`,
    note ? `Attention, ${note}.` : null,
  ]
    .filter((part) => part !== null)
    .join(" ");
}

function resultParagraph({ lamal }: LamalContext): string {
  const gap = negligibleGapSentence(lamal);
  const withGap = (text: string) => (gap ? `${text} ${gap}` : text);
  if (lamal.currentDeductible === null) {
    return withGap(
      `Pour vos frais attendus, nous recommandons une franchise de ${formatChf(lamal.cheapestDeductible)}. Retrouvez votre franchise actuelle sur votre police d'assurance pour savoir ce que vous économiseriez en changeant.`,
    );
  }
  if (lamal.change === "keep") {
    return gap
      ? `Votre franchise actuelle de ${formatChf(lamal.currentDeductible)} convient à vos frais attendus : rien à changer de ce côté. ${gap}`
      : `Votre franchise actuelle de ${formatChf(lamal.currentDeductible)} est déjà la plus avantageuse pour vos frais attendus : rien à changer de ce côté.`;
  }
  if ((lamal.savingVsCurrent ?? 0) <= 0) return negligibleLowerParagraph(lamal, lamal.currentDeductible);
  return withGap(changeSentence(lamal, lamal.currentDeductible));
}

function deadlineCallout({ lamal, year }: LamalContext): DocumentBlock {
  const d = lamal.deadlines;
  const lowerBy = isoDateFr(d.lowerBy, true);
  const lower = d.lowerWindowPassed
    ? `La date pour baisser votre franchise ou changer d'assureur cette année (dernier jour ouvrable de novembre) est passée : la prochaine échéance est le ${lowerBy}, pour le ${isoDateFr(d.lowerEffectiveFrom)}.`
    : `Pour baisser votre franchise ou changer d'assureur : votre demande doit parvenir à l'assureur au plus tard le dernier jour ouvrable de novembre, soit le ${lowerBy}, pour le ${isoDateFr(d.lowerEffectiveFrom)}.`;
  return {
    kind: "callout",
    tone: "action",
    title: "Les dates à retenir",
    text: `${lower} Pour augmenter votre franchise : jusqu'au ${isoDateFr(d.raiseBy)}, pour le ${isoDateFr(d.raiseEffectiveFrom)}. Les jours fériés ne sont pas pris en compte : n'attendez pas le dernier jour (pratique des assureurs, ${figureYear(lamal.citations.deadlines, year)}).`,
  };
}

function deadlineFigures({ lamal, sources }: LamalContext): DocumentBlock {
  const d = lamal.deadlines;
  const rule = [sources.official(lamal.citations.deadlines)];
  return {
    kind: "figures",
    items: [
      {
        label: "Baisser la franchise ou changer d'assureur, au plus tard le",
        value: isoDateFr(d.lowerBy, true),
        sourceIds: rule,
      },
      { label: "Augmenter la franchise, au plus tard le", value: isoDateFr(d.raiseBy, true), sourceIds: rule },
    ],
  };
}

function childrenFigures({ lamal, sources }: LamalContext): DocumentBlock | null {
  const { children, costShare, citations } = lamal;
  if (children.count === 0) return null;
  return {
    kind: "figures",
    items: [
      {
        label: "Franchise de vos enfants (par défaut)",
        value: `${formatChf(children.defaultDeductible)} (options de ${formatChf(children.optionMin)} à ${formatNumber(children.optionMax)})`,
        sourceIds: [sources.official(citations.childDeductible), sources.answers()],
      },
      {
        label: "Quote-part maximale par enfant",
        value: `${formatChf(costShare.maxChild)} par an`,
        sourceIds: [sources.official(citations.costShare)],
      },
    ],
  };
}

/** Who this comparison is for, when the person is not (or not known to be) insured at the LAMal. */
function insuranceParagraph({ inLamal, italyResident }: LamalContext): DocumentBlock | null {
  if (inLamal === true) return null;
  const text = italyResident
    ? "Vivant en Italie, vous relevez en principe du service national de santé italien : ce comparatif ne vous concerne que si vous êtes assuré à la LAMal."
    : inLamal === false
      ? "Vous avez indiqué une assurance privée ou la CMU : ce comparatif ne vous concerne que si vous êtes assuré à la LAMal."
      : "Vous ne savez pas si vous êtes assuré à la LAMal : ce comparatif ne vous concerne que si vous l'êtes.";
  return { kind: "paragraph", text };
}

export function lamalSection(context: LamalContext): DocumentSection {
  const { lamal } = context;
  const blocks: (DocumentBlock | null)[] = [
    {
      kind: "paragraph",
      text: `Chaque franchise coûte, sur une année : la prime, la franchise payée (au plus le montant de la franchise) et la quote-part de ${formatPercent(lamal.costShare.rate)} des frais au-delà, au plus ${formatChf(lamal.costShare.maxAdult)} par an. Nous comparons les franchises pour adulte avec ${costsWording(lamal)}.`,
    },
    { kind: "paragraph", text: premiumParagraph(context) },
    insuranceParagraph(context),
    optionsTable(context),
    { kind: "paragraph", text: resultParagraph(context) },
    { kind: "figures", items: resultFigures(context) },
    childrenFigures(context),
    deadlineCallout(context),
    deadlineFigures(context),
  ];
  return {
    id: "lamal",
    heading: "Assurance maladie (LAMal) : la bonne franchise",
    blocks: blocks.filter((b): b is DocumentBlock => b !== null),
  };
}
