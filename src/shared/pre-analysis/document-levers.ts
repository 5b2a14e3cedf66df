import type { PreAnalysis } from "./analyse";
import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { formatChf, formatChfRange, formatChfSpan, formatNumber, formatPercent } from "./format";
import { lowerEffectiveNote, savingWording } from "./lamal-wording";
import { LEVER_CLAIMS } from "./levers";

interface Lever {
  title: string;
  claim: string;
  personal: string;
  figures: FigureItem[];
}

function pillar3aPersonal({ levers, pillar3a, year }: PreAnalysis, saving: string): string {
  const { leftToPay, taxSaving } = levers.pillar3a;
  if (pillar3a.maximum.noEarnedIncome) {
    return `Pour vous : sans revenu d'activité soumis à l'AVS, aucun versement 3a n'est possible en ${year}.`;
  }
  if (leftToPay > 0 && !taxSaving) {
    return `Pour vous : nous n'annonçons aucune économie d'impôt sur les ${formatChf(leftToPay)} restant à verser en ${year} (voir ci-dessus) ; l'intérêt d'un 3a comme épargne retraite est à voir avec l'expert.`;
  }
  if (leftToPay > 0) return `Pour vous : ${formatChf(leftToPay)} restent à verser en ${year}${saving}.`;
  return `Pour vous : votre plafond ${year} est atteint ; reste à vérifier que votre 3a est bien placé.`;
}

function pillar3aLever(analysis: PreAnalysis, sources: SourceList): Lever {
  const { levers, pillar3a, year } = analysis;
  const { leftToPay, taxSaving } = levers.pillar3a;
  const figures: FigureItem[] = [
    {
      label: "Rendement net supplémentaire possible",
      value: `jusqu'à +${formatPercent(LEVER_CLAIMS.pillar3a.maxExtraNetReturnRate)} par an`,
      sourceIds: [sources.assumptions()],
    },
    {
      label: `Reste à verser en ${year}`,
      value: formatChf(leftToPay),
      sourceIds: [sources.official(pillar3a.maximum.citation), sources.answers()],
    },
  ];
  if (taxSaving) {
    figures.push({
      label: "Économie d'impôt estimée",
      value: formatChfRange(taxSaving),
      sourceIds: [sources.assumptions(), sources.answers()],
    });
  }
  const condition = pillar3a.deductibility === "conditional" ? " (sous condition, voir ci-dessus)" : "";
  const saving = taxSaving ? `, pour une économie d'impôt estimée de ${formatChfRange(taxSaving)}${condition}` : "";
  return {
    title: "Un 3e pilier qui travaille vraiment",
    claim: `Un 3a en titres à frais réduits plutôt qu'un compte d'épargne 3a peut rapporter jusqu'à +${formatPercent(LEVER_CLAIMS.pillar3a.maxExtraNetReturnRate)} de rendement net par an (ordre de grandeur SwissHack), tout en gardant la déduction fiscale quand elle s'applique.`,
    personal: pillar3aPersonal(analysis, saving),
    figures,
  };
}

function lamalPersonal(lamal: PreAnalysis["lamal"], current: number): string {
  const recommended = formatNumber(lamal.cheapestDeductible);
  if (lamal.change === "keep") {
    return `Pour vous : votre franchise de ${formatChf(current)} est déjà la bonne pour vos frais attendus.`;
  }
  const note = lowerEffectiveNote(lamal);
  const when = note ? ` (${note})` : "";
  const saving = lamal.savingVsCurrent ?? 0;
  if (saving <= 0) {
    const extra = saving < 0 ? `au plus ${formatChf(-saving)} de plus par an que` : "autant que";
    return `Pour vous : la franchise ${recommended} coûte ${extra} votre franchise ${formatNumber(current)}, pour bien moins de risque${when}.`;
  }
  return `Pour vous : ${savingWording(lamal)} en passant de la franchise ${formatNumber(current)} à ${recommended}${when}.`;
}

function lamalLever({ levers, lamal, inLamal }: PreAnalysis, sources: SourceList): Lever {
  const { savingVsCurrent, cheapestDeductible, currentDeductible } = levers.lamal;
  const { low, high } = LEVER_CLAIMS.lamal.typicalYearlySavingChf;
  const figures: FigureItem[] = [];
  let personal = `Pour vous : indiquez votre franchise actuelle à l'expert pour chiffrer l'économie ; la franchise recommandée pour vos frais attendus est de ${formatChf(cheapestDeductible)}.`;
  if (inLamal === false) {
    personal =
      "Pour vous : vous avez indiqué ne pas être assuré à la LAMal ; ce levier ne vous concerne que si vous l'êtes.";
  } else if (currentDeductible !== null && savingVsCurrent !== null) {
    personal = lamalPersonal(lamal, currentDeductible);
    if (savingVsCurrent > 0) {
      figures.push({
        label: "Votre économie possible sur la franchise",
        value: savingWording(lamal),
        sourceIds: [sources.official(lamal.citations.premiumReduction), sources.answers()],
      });
    }
  }
  return {
    title: "La bonne franchise LAMal",
    claim: `Adapter sa franchise à ses frais de santé réels fait économiser ${formatChfSpan({ low, high })} par an à la plupart des adultes en bonne santé (ordre de grandeur SwissHack).`,
    personal,
    figures,
  };
}

function allowancesLever({ levers, status }: PreAnalysis, sources: SourceList): Lever {
  const max = levers.allowances.maxYearlyEur;
  return {
    title: "Les allocations oubliées",
    claim: `Allocations familiales, remboursements de frais, crédits d'impôt : jusqu'à ${formatNumber(max)} EUR par an restent souvent non réclamés (ordre de grandeur SwissHack).`,
    personal:
      status === "frontalier"
        ? "Pour vous : les frontaliers sont les plus concernés ; l'expert passe en revue avec vous ce qui peut être réclamé des deux côtés de la frontière."
        : "Pour vous : l'expert passe en revue avec vous les allocations et remboursements auxquels vous pourriez avoir droit.",
    figures: [
      {
        label: "Montant non réclamé possible",
        value: `jusqu'à ${formatNumber(max)} EUR par an`,
        sourceIds: [sources.assumptions()],
      },
    ],
  };
}

function leverBlocks(lever: Lever): DocumentBlock[] {
  return [
    { kind: "callout", tone: "info", title: lever.title, text: `${lever.claim} ${lever.personal}` },
    ...(lever.figures.length > 0 ? [{ kind: "figures" as const, items: lever.figures }] : []),
  ];
}

export function leversSection(analysis: PreAnalysis, sources: SourceList): DocumentSection {
  return {
    id: "levers",
    heading: "Vos trois leviers",
    blocks: [pillar3aLever, lamalLever, allowancesLever].flatMap((lever) => leverBlocks(lever(analysis, sources))),
  };
}
