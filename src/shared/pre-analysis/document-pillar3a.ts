import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { figureYear, incomeWording, isoDateFr, marginalRateWording, touCompulsoryWording } from "./document-wording";
import { formatChf, formatChfRange, formatPercent, type Range } from "./format";
import type { FrontalierAnalysis, ThreeADeductibility } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { MissedYear, Pillar3aAnalysis, Pillar3aMaximum } from "./pillar3a";

interface Pillar3aContext {
  pillar3a: Pillar3aAnalysis;
  income: IncomeBasis;
  frontalier: FrontalierAnalysis | null;
  sources: SourceList;
}

function maximumParagraph({ pillar3a, income }: Pillar3aContext): string {
  const { maximum, year } = pillar3a;
  const yearNote = figureYear(maximum.citation, year);
  if (maximum.noEarnedIncome) {
    return `Un versement 3a exige un revenu d'activité soumis à l'AVS. Avec ${incomeWording(income)}, aucun versement 3a n'est possible en ${year} : votre plafond est de ${formatChf(0)}.`;
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

function shareSentence(frontalier: FrontalierAnalysis): string {
  return frontalier.swissIncomeShare === null
    ? `Vous n'avez pas indiqué cette part : vérifiez-la avant de déposer la demande.`
    : `Vous indiquez ${frontalier.swissIncomeShare} %.`;
}

/** "La demande pour 2026 est à déposer au plus tard le 31 mars 2027", and from January to March, this year's too. */
function requestSentence(frontalier: FrontalierAnalysis, year: number): string {
  const taxYear = frontalier.touRequestYear;
  const sentence = `La demande pour ${taxYear} est à déposer au plus tard le ${isoDateFr(frontalier.touRequestDeadline)}.`;
  if (taxYear === year) return sentence;
  return `${sentence} L'année ${taxYear} est close : seuls les versements 3a déjà faits pour ${taxYear} y comptent. Les montants ci-dessous concernent ${year}, dont la demande sera à déposer au plus tard le 31 mars ${year + 1}.`;
}

function genevaCallout(frontalier: FrontalierAnalysis, income: IncomeBasis, year: number): DocumentBlock {
  const threshold = `${frontalier.minSwissIncomeSharePercent} %`;
  const share = shareSentence(frontalier);
  if (frontalier.touCompulsory !== null) {
    return {
      kind: "callout",
      tone: "info",
      title: "TOU obligatoire : le 3a est déductible",
      text: `À Genève, vous êtes imposé à la source, mais au-delà d'un revenu brut de ${formatChf(frontalier.touCompulsoryAboveGross ?? 0)} la taxation ordinaire ultérieure (TOU) est obligatoire, et elle permet de déduire le 3a. ${touCompulsoryWording(frontalier, income)}.`,
    };
  }
  return frontalier.meetsIncomeShare === false
    ? {
        kind: "callout",
        tone: "warning",
        title: "Pas de déduction du 3a à ce stade",
        text: `À Genève, vous êtes imposé à la source. Le 3a n'est déductible que par la taxation ordinaire ultérieure (TOU), qui exige qu'au moins ${threshold} des revenus mondiaux de votre ménage soient imposables en Suisse, ou qu'un revenu brut de ${formatChf(frontalier.touCompulsoryAboveGross ?? 0)} soit dépassé. ${share} C'est en dessous du seuil : pas de TOU sur cette base, donc pas de déduction du 3a.`,
      }
    : {
        kind: "callout",
        tone: "info",
        title: "Déduction possible uniquement par la TOU",
        text: `À Genève, vous êtes imposé à la source. Le 3a n'est déductible que par la taxation ordinaire ultérieure (TOU), possible si au moins ${threshold} des revenus mondiaux de votre ménage sont imposables en Suisse. ${share} ${requestSentence(frontalier, year)} Toute économie d'impôt indiquée ici suppose que la TOU vous est accordée.`,
      };
}

function deductibilityCallout(
  frontalier: FrontalierAnalysis | null,
  income: IncomeBasis,
  year: number,
): DocumentBlock | null {
  if (!frontalier) return null;
  const threshold = `${frontalier.minSwissIncomeSharePercent} %`;
  switch (frontalier.regime) {
    case "agreement-1983":
      return {
        kind: "callout",
        tone: "warning",
        title: "Pas de déduction fiscale suisse pour vous",
        text: "Votre canton de travail applique l'accord franco-suisse de 1983 : votre salaire est imposé en France. Un versement 3a ne vous donne donc aucune déduction fiscale en Suisse, et sa déductibilité en France n'est pas établie. Nous n'annonçons donc aucune économie d'impôt ; l'intérêt d'un 3a comme épargne retraite est à discuter avec l'expert.",
      };
    case "geneva-source":
      return genevaCallout(frontalier, income, year);
    case "unknown":
      return {
        kind: "callout",
        tone: "warning",
        title: "Déduction selon votre canton de travail",
        text: `Nous ne connaissons pas votre canton de travail, et la déduction du 3a en dépend : dans les cantons de l'accord franco-suisse de 1983 (${frontalier.agreement1983Cantons.join(", ")}), votre salaire est imposé en France et le 3a ne donne aucune déduction en Suisse ; ailleurs, comme à Genève, une déduction passe en principe par une taxation ordinaire ultérieure (règle des ${threshold} des revenus du ménage imposables en Suisse). Nous n'annonçons donc aucune économie d'impôt : indiquez votre canton de travail à l'expert.`,
      };
    case "other-source":
      return {
        kind: "callout",
        tone: frontalier.meetsIncomeShare === false ? "warning" : "info",
        title: "Déduction à vérifier avec l'expert",
        text: `Vous êtes en principe imposé à la source. Comme à Genève, une déduction du 3a passe sans doute par une taxation ordinaire ultérieure, avec une règle des ${threshold} des revenus du ménage imposables en Suisse et une demande au 31 mars de l'année suivante (le ${isoDateFr(frontalier.touRequestDeadline)} pour ${frontalier.touRequestYear}) ; les conditions exactes de votre canton sont à vérifier avec l'expert. ${shareSentence(frontalier)}${frontalier.meetsIncomeShare === false ? " En dessous de ce seuil, une déduction est peu probable : nous n'annonçons aucune économie." : " Toute économie d'impôt indiquée ici suppose que la déduction vous est accordée."}`,
      };
  }
}

function capNote(missed: MissedYear, cap: number): string {
  const gap = missed.maximum - (missed.paid ?? 0);
  return gap > cap ? `, le maximum rachetable par année manquée` : "";
}

/** "un plafond de CHF 7 258", or for a plafond of 20 % of income, the assumption that this year's income applies. */
function yearMaximum(missed: MissedYear, maximum: Pillar3aMaximum): string {
  const max = formatChf(missed.maximum);
  if (maximum.rule === "with-pension-fund") return `un plafond de ${max}`;
  return `un plafond estimé à ${max} (${formatPercent(maximum.incomeRate ?? 0)} de votre revenu actuel : votre revenu de ${missed.year} ne nous est pas connu, nous le supposons identique)`;
}

function missedYearSentence(missed: MissedYear, cap: number, maximum: Pillar3aMaximum): string {
  const max = yearMaximum(missed, maximum);
  switch (missed.basis) {
    case "answers":
      return missed.buyBack === 0
        ? `En ${missed.year}, vous avez versé ${formatChf(missed.paid ?? 0)} pour ${max} : aucune lacune à racheter.`
        : `En ${missed.year}, vous avez versé ${formatChf(missed.paid ?? 0)} pour ${max} : vous pourrez racheter ${formatChf(missed.buyBack ?? 0)}${capNote(missed, cap)}.`;
    case "assumed-no-3a":
      return `En ${missed.year} : comme vous indiquez ne pas avoir de 3e pilier, nous supposons que rien n'a été versé (hypothèse à confirmer), pour ${max}. Vous pourriez racheter ${formatChf(missed.buyBack ?? 0)}${capNote(missed, cap)}.`;
    case "unknown": {
      const limit = missed.maximum > cap ? `, au plus ${formatChf(cap)} pour cette année` : "";
      return `En ${missed.year} : nous ne savons pas combien vous avez versé. Votre attestation 3a de ${missed.year} (ou votre déclaration d'impôt ${missed.year}) l'indique ; avec ${max}, la différence sera rachetable${limit}.`;
    }
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
      return "Sa déduction dépend, comme celle de vos versements 3a, de votre canton de travail (voir ci-dessus).";
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
      items: buyBack.missedYears.map((m) => missedYearSentence(m, buyBack.maxPerMissedYear, pillar3a.maximum)),
    },
    {
      kind: "list",
      items: [
        `Chaque année manquée se rachète jusqu'à ${formatChf(buyBack.maxPerMissedYear)} au plus, jusqu'à ${buyBack.maxYearsBack} ans en arrière ; le total indiqué additionne ces montants année par année, chacun dans ces limites.`,
        "Seulement après avoir versé le plafond complet de l'année du rachat.",
        "Il faut avoir eu un revenu soumis à l'AVS l'année manquée et l'année du rachat.",
        buyBackDeductionItem(pillar3a.deductibility),
      ],
    },
  ];
  const items: FigureItem[] = [
    { label: "Rachat maximal par année manquée", value: formatChf(buyBack.maxPerMissedYear), sourceIds: [rules] },
  ];
  if (buyBack.total > 0) {
    items.push({
      label: `Rachat possible pour les années manquées (total, au plus ${formatChf(buyBack.maxPerMissedYear)} par année)`,
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
      pillar3a.deductibility === "yes"
        ? "la déduction de l'année est acquise"
        : "sa déduction dépend des conditions ci-dessus";
    return { kind: "paragraph", text: `Vous avez déjà versé votre plafond ${year} : ${deduction}.` };
  }
  return {
    kind: "paragraph",
    text: `L'économie d'impôt est une estimation : nous appliquons au montant restant ${marginalRateWording(pillar3a.marginalRate, income)}.`,
  };
}

export function pillar3aSection(context: Pillar3aContext): DocumentSection {
  const blocks: (DocumentBlock | null)[] = [
    { kind: "paragraph", text: maximumParagraph(context) },
    deductibilityCallout(context.frontalier, context.income, context.pillar3a.year),
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
