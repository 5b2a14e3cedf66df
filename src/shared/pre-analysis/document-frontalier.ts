import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { healthBlocks, teleworkFigures } from "./document-telework";
import type { FrontalierAnalysis } from "./frontalier";
import type { DocumentWording } from "./wording/types";

interface FrontalierContext {
  frontalier: FrontalierAnalysis;
  year: number;
  sources: SourceList;
  w: DocumentWording;
}

function taxationFigures({ frontalier, sources, w }: FrontalierContext): FigureItem[] {
  const t = w.frontalier;
  const { percent, date } = w.common.fmt;
  const items: FigureItem[] = [];
  const sourceTaxed = ["geneva-source", "other-source"].includes(frontalier.regime);
  if (frontalier.swissIncomeShare !== null && sourceTaxed) {
    items.push({
      label: t.shareLabel,
      value: percent(frontalier.swissIncomeShare / 100),
      sourceIds: [sources.answers()],
    });
  }
  if (frontalier.regime === "agreement-1983") {
    const lost = frontalier.telework.outcome === "status-lost";
    items.push({
      label: t.salaryTaxationLabel,
      value: t.salaryTaxation(lost),
      sourceIds: [
        sources.official(frontalier.citations.agreement1983),
        ...(lost ? [sources.official(frontalier.citations.telework), sources.answers()] : []),
      ],
    });
  }
  if (frontalier.regime === "italy-agreement") {
    items.push({
      label: t.italyShareLabel,
      value: percent(frontalier.italy.swissShareOfSourceTax),
      sourceIds: [sources.official(frontalier.citations.italy)],
    });
  }
  if (frontalier.regime === "germany" || frontalier.regime === "germany-non-return") {
    const germany = sources.official(frontalier.citations.germany);
    items.push(
      {
        label: t.germanySourceTaxLabel,
        value: percent(frontalier.germany.maxSwissSourceTaxRate),
        sourceIds: [germany],
      },
      { label: t.germanyNonReturnDaysLabel, value: t.days(frontalier.germany.maxNonReturnDays), sourceIds: [germany] },
    );
  }
  // Other cantons: the Geneva guide's figures are not claimed for them.
  if (frontalier.regime !== "geneva-source") return items;
  const tou = sources.official(frontalier.citations.tou);
  items.push(
    { label: t.touMinShareLabel, value: percent(frontalier.minSwissIncomeSharePercent / 100), sourceIds: [tou] },
    {
      label: t.touDeadlineLabel(frontalier.touRequestYear),
      value: date(frontalier.touRequestDeadline),
      sourceIds: [tou],
    },
    { label: t.touRequestLabel, value: t.touRequest, sourceIds: [tou] },
  );
  return items;
}

function figuresBlock(items: FigureItem[]): DocumentBlock[] {
  return items.length > 0 ? [{ kind: "figures", items }] : [];
}

function beforeMarchCallout({ frontalier, year, w }: FrontalierContext): DocumentBlock[] {
  const items = w.frontalier.beforeMarch(frontalier, year);
  if (items.length === 0) return [];
  return [
    {
      kind: "callout",
      tone: "action",
      title: w.frontalier.beforeMarchTitle(frontalier.touRequestDeadline),
      text: items.join(" "),
    },
  ];
}

export function frontalierSection(context: FrontalierContext): DocumentSection {
  const { frontalier, sources, year, w } = context;
  return {
    id: "frontalier",
    heading: w.frontalier.heading,
    blocks: [
      { kind: "paragraph", text: w.frontalier.taxation(frontalier, year) },
      ...figuresBlock(taxationFigures(context)),
      ...beforeMarchCallout(context),
      { kind: "paragraph", text: w.frontalier.telework(frontalier) },
      ...figuresBlock(teleworkFigures(frontalier, sources, w)),
      ...healthBlocks(frontalier, sources, w),
    ],
  };
}
