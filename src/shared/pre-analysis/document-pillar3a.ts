import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { frontalierCallout, residentCallout } from "./document-deductibility";
import { figureYear, incomeWording, marginalRateWording, nearZeroRateWording } from "./document-wording";
import { formatChf, formatChfRange, formatPercent, type Range } from "./format";
import type { FrontalierAnalysis, ThreeADeductibility } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { MissedYear, Pillar3aAnalysis, Pillar3aMaximum } from "./pillar3a";
import type { ResidentTaxAnalysis } from "./resident-tax";

interface Pillar3aContext {
  pillar3a: Pillar3aAnalysis;
  income: IncomeBasis;
  frontalier: FrontalierAnalysis | null;
  resident: ResidentTaxAnalysis | null;
  sources: SourceList;
}

function maximumParagraph({ pillar3a, income }: Pillar3aContext): string {
  const { maximum, year } = pillar3a;
  const yearNote = figureYear(maximum.citation, year);
  if (maximum.noEarnedIncome) {
    return `Un versement 3a exige un revenu d'activité soumis à l'AVS. Avec ${incomeWording(income)}, aucun versement 3a n'est possible en ${year} : votre plafond est de ${formatChf(0)}.`;
  }
  if (maximum.rule === "with-pension-fund" && maximum.cappedAtIncome) {
    return `Avec une caisse de pension (LPP), le plafond officiel est de ${formatChf(maximum.cap ?? 0)} en ${year} (${yearNote}), mais un versement 3a ne dépasse jamais votre revenu d'activité soumis à l'AVS. Avec ${incomeWording(income)}, votre plafond est de ${formatChf(maximum.amount)}.`;
  }
  if (maximum.rule === "with-pension-fund") {
    return `Comme vous cotisez à une caisse de pension (LPP), vous pouvez verser au plus ${formatChf(maximum.amount)} dans votre 3e pilier A en ${year} (plafond officiel, ${yearNote}).`;
  }
  const rate = maximum.incomeRate ?? 0;
  const uncapped = Math.round(income.amount * rate);
  const cap = maximum.cap ?? maximum.amount;
  const capNote =
    uncapped > cap
      ? `${formatPercent(rate)} de ce revenu font ${formatChf(uncapped)} : le plafond de ${formatChf(cap)} s'applique, soit ${formatChf(maximum.amount)}.`
      : `${formatPercent(rate)} de ce revenu font ${formatChf(maximum.amount)}, sous le plafond de ${formatChf(cap)}.`;
  return `Sans caisse de pension (salarié sans LPP ou indépendant), vous pouvez verser ${formatPercent(rate)} de votre revenu net d'activité, au plus ${formatChf(cap)} en ${year} (${yearNote}). Nous nous basons sur ${incomeWording(income)}. ${capNote}`;
}

/** "un plafond de CHF 7 258", or for a plafond of 20 % of income, the assumption that this year's income applies. */
function yearMaximum(missed: MissedYear, maximum: Pillar3aMaximum): string {
  const max = formatChf(missed.maximum);
  if (maximum.rule === "with-pension-fund") return `un plafond de ${max}`;
  return `un plafond estimé à ${max} (${formatPercent(maximum.incomeRate ?? 0)} de votre revenu actuel : votre revenu de ${missed.year} ne nous est pas connu, nous le supposons identique)`;
}

function missedYearSentence(missed: MissedYear, maximum: Pillar3aMaximum): string {
  const max = yearMaximum(missed, maximum);
  switch (missed.basis) {
    case "answers":
      return missed.buyBack === 0
        ? `En ${missed.year}, vous avez versé ${formatChf(missed.paid ?? 0)} pour ${max} : aucune lacune à racheter.`
        : `En ${missed.year}, vous avez versé ${formatChf(missed.paid ?? 0)} pour ${max} : une lacune de ${formatChf(missed.buyBack ?? 0)}.`;
    case "assumed-no-3a":
      return `En ${missed.year} : comme vous indiquez ne pas avoir de 3e pilier, nous supposons que rien n'a été versé (hypothèse à confirmer), pour ${max} : une lacune de ${formatChf(missed.buyBack ?? 0)}.`;
    case "unknown":
      return `En ${missed.year} : nous ne savons pas combien vous avez versé. Votre attestation 3a de ${missed.year} (ou votre déclaration d'impôt ${missed.year}) l'indique ; avec ${max}, la différence est une lacune rachetable.`;
  }
}

/** Whether the buy-back is deductible, as for the 3a contributions. */
function buyBackDeductionItem(deductibility: ThreeADeductibility): string {
  switch (deductibility) {
    case "yes":
      return "Le rachat se déduit du revenu imposable, comme vos versements 3a.";
    case "conditional":
      return "Le rachat se déduit du revenu imposable aux mêmes conditions que vos versements 3a (voir ci-dessus).";
    case "no":
      return "Pour vous, le rachat ne donne pas plus de déduction fiscale en Suisse que vos versements 3a (voir ci-dessus).";
    case "unknown":
      return "Sa déduction dépend, comme celle de vos versements 3a, de votre situation (voir ci-dessus).";
  }
}

function buyBackBlocks({ pillar3a, sources }: Pillar3aContext): DocumentBlock[] {
  const { buyBack, year } = pillar3a;
  if (buyBack.available && buyBack.noEarnedIncome) {
    return [
      {
        kind: "paragraph",
        text: `Rachat des années manquées : il faut un revenu soumis à l'AVS l'année manquée et l'année du rachat ; sans revenu d'activité en ${year}, aucun rachat n'est possible cette année.`,
      },
    ];
  }
  if (!buyBack.available) {
    return [
      {
        kind: "paragraph",
        text: `Rachat des années manquées : possible à partir de ${buyBack.firstBuyBackYear}, pour les lacunes à partir de ${buyBack.firstMissedYear}.`,
      },
    ];
  }
  const rules = sources.official(buyBack.citation);
  const blocks: DocumentBlock[] = [
    {
      kind: "paragraph",
      text: `Depuis ${year === buyBack.firstBuyBackYear ? "cette année" : buyBack.firstBuyBackYear}, vous pouvez racheter les versements 3a manqués depuis ${buyBack.firstMissedYear} (${figureYear(buyBack.citation, year)}) :`,
    },
    {
      kind: "list",
      items: buyBack.missedYears.map((m) => missedYearSentence(m, pillar3a.maximum)),
    },
    {
      kind: "list",
      items: [
        `Vous pouvez faire un seul rachat par an, de ${formatChf(buyBack.maxPerBuyBackYear)} au plus au total, quel que soit le nombre d'années manquées qu'il couvre ; chaque année manquée ne se rattrape qu'une fois, jusqu'à ${buyBack.maxYearsBack} ans en arrière.`,
        ...(buyBack.gaps > buyBack.total
          ? [
              `Vos lacunes connues totalisent ${formatChf(buyBack.gaps)} : cette année, vous pouvez en racheter ${formatChf(buyBack.total)} ; le reste est à planifier avec l'expert.`,
            ]
          : []),
        "Seulement après avoir versé le plafond complet de l'année du rachat.",
        "Il faut avoir eu un revenu soumis à l'AVS l'année manquée et l'année du rachat.",
        buyBackDeductionItem(pillar3a.deductibility),
      ],
    },
  ];
  const items: FigureItem[] = [
    {
      label: "Rachat maximal par année de rachat, toutes années manquées confondues",
      value: formatChf(buyBack.maxPerBuyBackYear),
      sourceIds: [rules],
    },
  ];
  if (buyBack.total > 0) {
    items.push({
      label: `Rachat possible en ${year} pour les années manquées`,
      value: formatChf(buyBack.total),
      sourceIds: [
        rules,
        sources.answers(),
        ...(buyBack.missedYears.some((m) => m.basis === "assumed-no-3a") ? [sources.assumptions()] : []),
      ],
    });
    const saving = pillar3a.taxSaving.buyBack;
    if (saving)
      items.push(savingItem(`Économie d'impôt estimée sur ce rachat${conditionNote(pillar3a)}`, saving, sources));
  }
  blocks.push({ kind: "figures", items });
  return blocks;
}

function savingItem(label: string, saving: Range, sources: SourceList): FigureItem {
  return { label, value: formatChfRange(saving), sourceIds: [sources.assumptions(), sources.answers()] };
}

function thisYearFigures({ pillar3a, income, sources, frontalier }: Pillar3aContext): FigureItem[] {
  const maxSources = [sources.official(pillar3a.maximum.citation)];
  if (pillar3a.maximum.rule === "without-pension-fund") {
    maxSources.push(income.basis === "answers" ? sources.answers() : sources.assumptions());
  }
  const items: FigureItem[] = [
    { label: `Votre plafond 3a ${pillar3a.year}`, value: formatChf(pillar3a.maximum.amount), sourceIds: maxSources },
    {
      label: `Déjà versé en ${pillar3a.year}`,
      value: formatChf(pillar3a.paidThisYear),
      sourceIds: [sources.answers()],
    },
    {
      label: `Reste à verser en ${pillar3a.year}`,
      value: formatChf(pillar3a.leftToPay),
      sourceIds: [...new Set([...maxSources, sources.answers()])],
    },
  ];
  if (pillar3a.overpaid > 0) {
    items.push({
      label: `Versé au-delà du plafond ${pillar3a.year}, à vous faire rembourser`,
      value: formatChf(pillar3a.overpaid),
      sourceIds: [...new Set([...maxSources, sources.answers()])],
    });
  }
  const saving = pillar3a.taxSaving.leftToPay;
  if (saving) {
    items.push(savingItem(`Économie d'impôt estimée sur ce montant${conditionNote(pillar3a)}`, saving, sources));
  } else if (frontalier && pillar3a.deductibility === "no") {
    items.push({
      label: "Économie d'impôt en Suisse",
      value: "Aucune",
      sourceIds: noDeductionSources(frontalier, sources),
    });
  }
  return items;
}

function conditionNote(pillar3a: Pillar3aAnalysis): string {
  return pillar3a.deductibility === "conditional" ? " (sous condition, voir ci-dessus)" : "";
}

function noDeductionSources(frontalier: FrontalierAnalysis, sources: SourceList): string[] {
  if (frontalier.regime === "agreement-1983") return [sources.official(frontalier.citations.agreement1983)];
  if (frontalier.regime === "geneva-source") return [sources.official(frontalier.citations.tou), sources.answers()];
  return [sources.answers()];
}

function savingParagraph({ pillar3a, income }: Pillar3aContext): DocumentBlock | null {
  const { year, maximum } = pillar3a;
  if (pillar3a.overpaid > 0) {
    const deductible = maximum.noEarnedIncome ? "rien n'est déductible" : "seul le plafond est déductible";
    return {
      kind: "paragraph",
      text: `Vous indiquez avoir versé ${formatChf(pillar3a.paidThisYear)} en ${year}, plus que votre plafond de ${formatChf(maximum.amount)} : ${deductible}, et l'excédent de ${formatChf(pillar3a.overpaid)} doit vous être remboursé par votre banque ou votre assurance 3a. Demandez-le-lui.`,
    };
  }
  if (maximum.noEarnedIncome) return null;
  if (pillar3a.deductibility === "no" || pillar3a.deductibility === "unknown") return null;
  if (pillar3a.leftToPay === 0) {
    const deduction =
      pillar3a.deductibility === "yes" && pillar3a.paidThisYear > 0
        ? "la déduction de l'année est acquise"
        : "sa déduction dépend des conditions ci-dessus";
    return { kind: "paragraph", text: `Vous avez déjà versé votre plafond ${year} : ${deduction}.` };
  }
  if (pillar3a.marginalRate.nearZero) {
    return { kind: "paragraph", text: nearZeroRateWording(pillar3a.marginalRate, income) };
  }
  return {
    kind: "paragraph",
    text: `L'économie d'impôt est une estimation : nous appliquons au montant restant ${marginalRateWording(pillar3a.marginalRate, income, year)}.`,
  };
}

function deductibilityCallout({ frontalier, resident, income, pillar3a }: Pillar3aContext): DocumentBlock | null {
  if (frontalier) return frontalierCallout(frontalier, pillar3a.year);
  return resident ? residentCallout(resident, income, pillar3a.year) : null;
}

export function pillar3aSection(context: Pillar3aContext): DocumentSection {
  const blocks: (DocumentBlock | null)[] = [
    { kind: "paragraph", text: maximumParagraph(context) },
    deductibilityCallout(context),
    { kind: "figures", items: thisYearFigures(context) },
    savingParagraph(context),
    ...buyBackBlocks(context),
  ];
  return {
    id: "pillar3a",
    heading: `3e pilier (3a) : votre marge en ${context.pillar3a.year}`,
    blocks: blocks.filter((b): b is DocumentBlock => b !== null),
  };
}
