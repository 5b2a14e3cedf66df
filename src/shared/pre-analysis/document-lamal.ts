import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import type { DeductibleOption, LamalAnalysis } from "./lamal";
import { savingWording } from "./lamal-wording";
import type { DocumentWording } from "./wording/types";

interface LamalContext {
  lamal: LamalAnalysis;
  year: number;
  /** Whether the person is insured at the LAMal; null when not known. */
  inLamal: boolean | null;
  /** Living in Switzerland, and said "not sure" or another cover: basic LAMal is compulsory all the same. */
  lamalCompulsory: boolean;
  /** A frontalier living in Italy, Germany or Austria: in the LAMal unless exempted on request. */
  lamalByDefault: boolean;
  sources: SourceList;
  w: DocumentWording;
}

function optionRow(option: DeductibleOption, mode: LamalAnalysis["mode"], w: DocumentWording): string[] {
  const { chf, chfDifference } = w.common.fmt;
  const money = mode === "absolute" ? chf : chfDifference;
  return [
    chf(option.deductible),
    money(option.premium),
    chf(option.deductiblePaid),
    chf(option.costShare),
    money(option.total),
  ];
}

function optionsTable({ lamal, sources, w }: LamalContext): DocumentBlock {
  const citations = lamal.citations;
  return {
    kind: "table",
    caption: w.lamal.tableCaption(lamal.expectedCosts.amount),
    columns: w.lamal.columns(lamal.mode === "relative-to-300"),
    rows: lamal.options.map((option) => optionRow(option, lamal.mode, w)),
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

function resultFigures({ lamal, sources, inLamal, w }: LamalContext): FigureItem[] {
  const t = w.lamal;
  const chf = w.common.fmt.chf;
  const basis = [sources.official(lamal.citations.premiumReduction), sources.answers()];
  const items: FigureItem[] = [{ label: t.recommendedLabel, value: chf(lamal.cheapestDeductible), sourceIds: basis }];
  // No saving on a LAMal deductible for someone not insured at the LAMal.
  if (
    inLamal !== false &&
    lamal.currentDeductible !== null &&
    lamal.savingVsCurrent !== null &&
    lamal.savingVsCurrent > 0
  ) {
    const effective =
      lamal.change === "lower" && lamal.deadlines.lowerWindowPassed
        ? t.effectiveFrom(lamal.deadlines.lowerEffectiveFrom)
        : "";
    items.push({
      label: t.savingLabel(lamal.currentDeductible),
      value: `${savingWording(lamal, w.common)}${effective}`,
      sourceIds: basis,
    });
  }
  items.push({
    label: t.worstCaseLabel(lamal.cheapestDeductible),
    value: w.common.perYear(chf(lamal.cheapestDeductible + lamal.costShare.maxAdult)),
    sourceIds: [sources.official(lamal.citations.costShare)],
  });
  items.push({
    label: t.hospitalLabel,
    value: t.perDay(lamal.hospitalContributionPerDay),
    sourceIds: [sources.official(lamal.citations.hospital)],
  });
  return items;
}

function deadlineFigures({ lamal, sources, w }: LamalContext): DocumentBlock {
  const d = lamal.deadlines;
  const rule = [sources.official(lamal.citations.deadlines)];
  const date = w.common.fmt.date;
  return {
    kind: "figures",
    items: [
      { label: w.lamal.lowerByLabel, value: date(d.lowerBy, true), sourceIds: rule },
      { label: w.lamal.raiseByLabel, value: date(d.raiseBy, true), sourceIds: rule },
    ],
  };
}

function childrenFigures({ lamal, sources, w }: LamalContext): DocumentBlock | null {
  const { children, costShare, citations } = lamal;
  if (children.count === 0) return null;
  return {
    kind: "figures",
    items: [
      {
        label: w.lamal.childDeductibleLabel,
        value: w.lamal.childDeductible(lamal),
        sourceIds: [sources.official(citations.childDeductible), sources.answers()],
      },
      {
        label: w.lamal.childCostShareLabel,
        value: `${w.common.perYear(w.common.fmt.chf(costShare.maxChild))}${children.count > 1 ? `; ${w.lamal.childrenSharedCap}` : ""}`,
        sourceIds: [sources.official(citations.costShare)],
      },
    ],
  };
}

/** Who this comparison is for, when the person is not (or not known to be) insured at the LAMal. */
function insuranceParagraph({ inLamal, lamalCompulsory, lamalByDefault, w }: LamalContext): DocumentBlock | null {
  const { insurance } = w.lamal;
  if (lamalCompulsory) return { kind: "paragraph", text: insurance.residentCompulsory };
  if (inLamal === true) return null;
  const text = inLamal === false ? insurance.notLamal : lamalByDefault ? insurance.lamalDefault : insurance.unknown;
  return { kind: "paragraph", text };
}

export function lamalSection(context: LamalContext): DocumentSection {
  const { lamal, year, w } = context;
  const blocks: (DocumentBlock | null)[] = [
    { kind: "paragraph", text: w.lamal.intro(lamal) },
    { kind: "paragraph", text: w.lamal.premium(lamal, year) },
    insuranceParagraph(context),
    optionsTable(context),
    { kind: "paragraph", text: w.lamal.result(lamal) },
    { kind: "figures", items: resultFigures(context) },
    childrenFigures(context),
    { kind: "callout", tone: "action", title: w.lamal.deadlineTitle, text: w.lamal.deadlines(lamal, year) },
    deadlineFigures(context),
  ];
  return {
    id: "lamal",
    heading: w.lamal.heading,
    blocks: blocks.filter((b): b is DocumentBlock => b !== null),
  };
}
