import type { PreAnalysis } from "./analyse";
import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { lowerEffectiveNote, savingWording } from "./lamal-wording";
import { LEVER_CLAIMS } from "./levers";
import type { DocumentWording } from "./wording/types";

interface Lever {
  title: string;
  claim: string;
  personal: string;
  figures: FigureItem[];
}

function pillar3aPersonal({ levers, pillar3a, year }: PreAnalysis, w: DocumentWording): string {
  const { leftToPay, taxSaving } = levers.pillar3a;
  const t = w.levers.pillar3a;
  if (pillar3a.maximum.noEarnedIncome) return t.noIncome(year);
  if (leftToPay > 0 && !taxSaving) return t.noSaving(leftToPay, year);
  const condition = pillar3a.deductibility === "conditional" ? w.pillar3a.conditionNote : "";
  if (leftToPay > 0) return t.leftToPay(leftToPay, year, taxSaving, condition);
  return t.reached(year);
}

function pillar3aLever(analysis: PreAnalysis, sources: SourceList, w: DocumentWording): Lever {
  const { levers, pillar3a, year } = analysis;
  const { leftToPay, taxSaving } = levers.pillar3a;
  const t = w.levers.pillar3a;
  const rate = LEVER_CLAIMS.pillar3a.maxExtraNetReturnRate;
  const figures: FigureItem[] = [
    { label: t.extraReturnLabel, value: t.extraReturn(rate), sourceIds: [sources.assumptions()] },
    {
      label: t.leftToPayLabel(year),
      value: w.common.fmt.chf(leftToPay),
      sourceIds: [sources.official(pillar3a.maximum.citation), sources.answers()],
    },
  ];
  if (taxSaving) {
    figures.push({
      label: t.savingLabel,
      value: w.common.fmt.chfRange(taxSaving),
      sourceIds: [sources.assumptions(), sources.answers()],
    });
  }
  return { title: t.title, claim: t.claim(rate), personal: pillar3aPersonal(analysis, w), figures };
}

function lamalPersonal(lamal: PreAnalysis["lamal"], current: number, w: DocumentWording): string {
  const t = w.levers.lamal;
  if (lamal.change === "keep") return t.keep(current);
  const note = lowerEffectiveNote(lamal, w.common);
  const saving = lamal.savingVsCurrent ?? 0;
  if (saving <= 0) return t.lowerCostsMore(lamal.cheapestDeductible, current, -saving, note);
  return t.saving(savingWording(lamal, w.common), current, lamal.cheapestDeductible, note);
}

function lamalLever({ levers, lamal, inLamal }: PreAnalysis, sources: SourceList, w: DocumentWording): Lever {
  const { savingVsCurrent, cheapestDeductible, currentDeductible } = levers.lamal;
  const t = w.levers.lamal;
  const figures: FigureItem[] = [];
  let personal = t.unknownCurrent(cheapestDeductible);
  if (inLamal === false) {
    personal = t.notLamal;
  } else if (currentDeductible !== null && savingVsCurrent !== null) {
    personal = lamalPersonal(lamal, currentDeductible, w);
    if (savingVsCurrent > 0) {
      figures.push({
        label: t.savingLabel,
        value: savingWording(lamal, w.common),
        sourceIds: [sources.official(lamal.citations.premiumReduction), sources.answers()],
      });
    }
  }
  return { title: t.title, claim: t.claim(LEVER_CLAIMS.lamal.typicalYearlySavingChf), personal, figures };
}

function allowancesLever({ levers, status }: PreAnalysis, sources: SourceList, w: DocumentWording): Lever {
  const max = levers.allowances.maxYearlyEur;
  const t = w.levers.allowances;
  return {
    title: t.title,
    claim: t.claim(max),
    personal: status === "frontalier" ? t.frontalier : t.other,
    figures: [{ label: t.label, value: t.value(max), sourceIds: [sources.assumptions()] }],
  };
}

function leverBlocks(lever: Lever): DocumentBlock[] {
  return [
    { kind: "callout", tone: "info", title: lever.title, text: `${lever.claim} ${lever.personal}` },
    ...(lever.figures.length > 0 ? [{ kind: "figures" as const, items: lever.figures }] : []),
  ];
}

export function leversSection(analysis: PreAnalysis, sources: SourceList, w: DocumentWording): DocumentSection {
  return {
    id: "levers",
    heading: w.levers.heading,
    blocks: [pillar3aLever, lamalLever, allowancesLever].flatMap((lever) => leverBlocks(lever(analysis, sources, w))),
  };
}
