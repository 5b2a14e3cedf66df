import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { frontalierCallout, residentCallout } from "./document-deductibility";
import type { Range } from "./format";
import type { FrontalierAnalysis } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { Pillar3aAnalysis } from "./pillar3a";
import type { ResidentTaxAnalysis } from "./resident-tax";
import type { DocumentWording } from "./wording/types";

interface Pillar3aContext {
  pillar3a: Pillar3aAnalysis;
  income: IncomeBasis;
  frontalier: FrontalierAnalysis | null;
  resident: ResidentTaxAnalysis | null;
  sources: SourceList;
  w: DocumentWording;
}

function buyBackBlocks({ pillar3a, sources, w }: Pillar3aContext): DocumentBlock[] {
  const { buyBack, year } = pillar3a;
  const t = w.pillar3a;
  const chf = w.common.fmt.chf;
  if (buyBack.available && buyBack.noEarnedIncome) return [{ kind: "paragraph", text: t.buyBackNoIncome(year) }];
  if (!buyBack.available) {
    return [{ kind: "paragraph", text: t.buyBackNotYet(buyBack.firstBuyBackYear, buyBack.firstMissedYear) }];
  }
  const rules = sources.official(buyBack.citation);
  const since = year === buyBack.firstBuyBackYear ? "this-year" : buyBack.firstBuyBackYear;
  const blocks: DocumentBlock[] = [
    {
      kind: "paragraph",
      text: t.buyBackIntro(since, buyBack.firstMissedYear, w.common.figureYear(buyBack.citation, year)),
    },
    { kind: "list", items: buyBack.missedYears.map((m) => t.missedYear(m, pillar3a.maximum)) },
    {
      kind: "list",
      items: [
        t.buyBackOnePerYear(buyBack.maxPerBuyBackYear, buyBack.maxYearsBack),
        ...(buyBack.gaps > buyBack.total
          ? [t.buyBackGapsBeyond(buyBack.gaps, buyBack.total, buyBack.maxYearsBack, fitsWhole(buyBack))]
          : []),
        t.buyBackAfterFull,
        t.buyBackIncomeNeeded,
        t.buyBackDeduction[pillar3a.deductibility],
      ],
    },
  ];
  const items: FigureItem[] = [
    { label: t.maxPerBuyBackYearLabel, value: chf(buyBack.maxPerBuyBackYear), sourceIds: [rules] },
  ];
  if (buyBack.total > 0) {
    items.push({
      label: t.possibleBuyBackLabel(year),
      value: chf(buyBack.total),
      sourceIds: [
        rules,
        sources.answers(),
        ...(buyBack.missedYears.some((m) => m.basis === "assumed-no-3a") ? [sources.assumptions()] : []),
      ],
    });
    const saving = pillar3a.taxSaving.buyBack;
    if (saving) items.push(savingItem(t.buyBackSavingLabel(conditionNote(pillar3a, w)), saving, sources, w));
  }
  blocks.push({ kind: "figures", items });
  return blocks;
}

/** Whether one missed year's gap at least fits entirely in one buy-back. */
const fitsWhole = ({ missedYears, total }: Pillar3aAnalysis["buyBack"]) =>
  missedYears.some((m) => (m.buyBack ?? 0) > 0 && (m.buyBack ?? 0) <= total);

function savingItem(label: string, saving: Range, sources: SourceList, w: DocumentWording): FigureItem {
  return { label, value: w.common.fmt.chfRange(saving), sourceIds: [sources.assumptions(), sources.answers()] };
}

function thisYearFigures({ pillar3a, income, sources, frontalier, w }: Pillar3aContext): FigureItem[] {
  const t = w.pillar3a;
  const chf = w.common.fmt.chf;
  const maxSources = [sources.official(pillar3a.maximum.citation)];
  if (pillar3a.maximum.rule === "without-pension-fund") {
    maxSources.push(income.basis === "answers" ? sources.answers() : sources.assumptions());
  }
  const withAnswers = () => [...new Set([...maxSources, sources.answers()])];
  const items: FigureItem[] = [
    { label: t.ceilingLabel(pillar3a.year), value: chf(pillar3a.maximum.amount), sourceIds: maxSources },
    { label: t.paidLabel(pillar3a.year), value: chf(pillar3a.paidThisYear), sourceIds: [sources.answers()] },
    { label: t.leftToPayLabel(pillar3a.year), value: chf(pillar3a.leftToPay), sourceIds: withAnswers() },
  ];
  if (pillar3a.overpaid > 0) {
    items.push({ label: t.overpaidLabel(pillar3a.year), value: chf(pillar3a.overpaid), sourceIds: withAnswers() });
  }
  const saving = pillar3a.taxSaving.leftToPay;
  if (saving) {
    items.push(savingItem(t.savingLabel(conditionNote(pillar3a, w)), saving, sources, w));
  } else if (frontalier && pillar3a.deductibility === "no") {
    items.push({ label: t.swissSavingLabel, value: t.none, sourceIds: noDeductionSources(frontalier, sources) });
  }
  return items;
}

function conditionNote(pillar3a: Pillar3aAnalysis, w: DocumentWording): string {
  return pillar3a.deductibility === "conditional" ? w.pillar3a.conditionNote : "";
}

function noDeductionSources(frontalier: FrontalierAnalysis, sources: SourceList): string[] {
  if (frontalier.regime === "agreement-1983") return [sources.official(frontalier.citations.agreement1983)];
  if (frontalier.regime === "geneva-source") return [sources.official(frontalier.citations.tou), sources.answers()];
  if (frontalier.regime === "italy-treaty") return [sources.official(frontalier.citations.italyTreaty)];
  return [sources.answers()];
}

function savingParagraph({ pillar3a, income, w }: Pillar3aContext): DocumentBlock | null {
  const { year, maximum } = pillar3a;
  const paragraph = (text: string): DocumentBlock => ({ kind: "paragraph", text });
  if (pillar3a.overpaid > 0) return paragraph(w.pillar3a.overpaid(pillar3a));
  if (maximum.noEarnedIncome) return null;
  if (pillar3a.deductibility === "no" || pillar3a.deductibility === "unknown") return null;
  if (pillar3a.leftToPay === 0) {
    return paragraph(w.pillar3a.paidUp(year, pillar3a.deductibility === "yes" && pillar3a.paidThisYear > 0));
  }
  if (pillar3a.marginalRate.nearZero) return paragraph(w.common.nearZeroRate(pillar3a.marginalRate, income));
  return paragraph(w.pillar3a.savingEstimate(w.common.marginalRate(pillar3a.marginalRate, income, year)));
}

function deductibilityCallout({ frontalier, resident, income, pillar3a, w }: Pillar3aContext): DocumentBlock | null {
  if (frontalier) return frontalierCallout(frontalier, pillar3a.year, w);
  return resident ? residentCallout(resident, income, pillar3a.year, w) : null;
}

export function pillar3aSection(context: Pillar3aContext): DocumentSection {
  const { pillar3a, income, w } = context;
  const yearNote = w.common.figureYear(pillar3a.maximum.citation, pillar3a.year);
  const blocks: (DocumentBlock | null)[] = [
    { kind: "paragraph", text: w.pillar3a.maximum(pillar3a, income, yearNote) },
    deductibilityCallout(context),
    { kind: "figures", items: thisYearFigures(context) },
    savingParagraph(context),
    ...buyBackBlocks(context),
  ];
  return {
    id: "pillar3a",
    heading: w.pillar3a.heading(pillar3a.year),
    blocks: blocks.filter((b): b is DocumentBlock => b !== null),
  };
}
