import { CANTON_OF } from "../content/swisshack/refine-options";
import type { SourceList } from "./citations";
import type { DocumentBlock, DocumentSection, FigureItem } from "./document";
import { figureYear, isoDateFr, touCompulsoryWording } from "./document-wording";
import { formatChf, formatNumber, formatPercent } from "./format";
import type { FrontalierAnalysis } from "./frontalier";
import type { IncomeBasis } from "./income";

interface FrontalierContext {
  frontalier: FrontalierAnalysis;
  income: IncomeBasis;
  year: number;
  sources: SourceList;
}

const percent = (value: number) => formatPercent(value / 100);

/** "le canton du Tessin", "le canton d'Argovie"; "votre canton de travail" when it is not known. */
export function cantonPhrase(frontalier: FrontalierAnalysis): string {
  return frontalier.workCanton ? `le canton ${CANTON_OF[frontalier.workCanton]}` : "votre canton de travail";
}

function genevaParagraph({ frontalier, year, income }: FrontalierContext): string {
  const rule = `Vous travaillez à Genève : votre salaire y est imposé à la source. Une taxation ordinaire ultérieure (TOU, l'ancien statut de quasi-résident) est possible si au moins ${percent(frontalier.minSwissIncomeSharePercent)} des revenus mondiaux de votre ménage sont imposables en Suisse, et obligatoire au-delà d'un revenu brut de ${formatChf(frontalier.touCompulsoryAboveGross ?? 0)} ; elle seule permet de déduire le 3a, les rachats LPP et les frais de garde (guide genevois de l'impôt à la source, ${figureYear(frontalier.citations.tou, year)}).`;
  return frontalier.touCompulsory === null ? rule : `${rule} ${touCompulsoryWording(frontalier, income)}.`;
}

function taxationParagraph(context: FrontalierContext): string {
  const { frontalier } = context;
  const canton = cantonPhrase(frontalier);
  switch (frontalier.regime) {
    case "geneva-source":
      return genevaParagraph(context);
    case "agreement-1983":
      return `Vous travaillez dans ${canton}, qui applique l'accord franco-suisse de 1983 : votre salaire est imposé en France, et la France reverse au canton une compensation. Pas de déclaration d'impôt suisse pour votre salaire, donc pas de déduction suisse pour le 3a ; sa déductibilité en France n'est pas établie.`;
    case "other-source":
      return `Vous travaillez dans ${canton} : votre salaire y est en principe imposé à la source. Comme à Genève, une taxation ordinaire ultérieure avec une règle des ${percent(frontalier.minSwissIncomeSharePercent)} des revenus du ménage et une demande au 31 mars de l'année suivante devrait s'appliquer, mais les conditions de votre canton sont à vérifier avec l'expert.`;
    case "unknown":
      return `Nous ne connaissons pas votre canton de travail : à Genève, le salaire est imposé à la source ; dans les cantons de l'accord de 1983 (${frontalier.agreement1983Cantons.join(", ")}), il est imposé en France. La possibilité de déduire le 3a en dépend : l'expert vérifiera votre cas.`;
  }
}

function taxationFigures({ frontalier, sources }: FrontalierContext): FigureItem[] {
  const items: FigureItem[] = [];
  // Under the 1983 agreement the salary is taxed in France whatever this share: it is not shown.
  if (frontalier.swissIncomeShare !== null && frontalier.regime !== "agreement-1983") {
    items.push({
      label: "Part des revenus de votre ménage imposable en Suisse",
      value: percent(frontalier.swissIncomeShare),
      sourceIds: [sources.answers()],
    });
  }
  if (frontalier.regime === "agreement-1983") {
    items.push({
      label: "Imposition de votre salaire",
      value: "En France",
      sourceIds: [sources.official(frontalier.citations.agreement1983)],
    });
    return items;
  }
  // Other cantons: the Geneva guide's figures are not claimed for them.
  if (frontalier.regime !== "geneva-source") return items;
  const tou = sources.official(frontalier.citations.tou);
  items.push(
    { label: "Part minimale pour la TOU", value: percent(frontalier.minSwissIncomeSharePercent), sourceIds: [tou] },
    {
      label: `Date limite de la demande de TOU pour ${frontalier.touRequestYear}`,
      value: isoDateFr(frontalier.touRequestDeadline),
      sourceIds: [tou],
    },
  );
  if (frontalier.touCompulsoryAboveGross !== null) {
    items.push({
      label: "TOU obligatoire au-delà d'un revenu brut de",
      value: formatChf(frontalier.touCompulsoryAboveGross),
      sourceIds: [tou],
    });
  }
  if (frontalier.touCompulsory !== null) {
    items.push({
      label: "TOU obligatoire pour vous",
      value:
        frontalier.touCompulsory === "net-income" ? "Oui, selon votre revenu" : "Oui, selon votre tranche de revenu",
      sourceIds: [tou, sources.answers()],
    });
  }
  return items;
}

function teleworkRule({ telework, regime }: FrontalierAnalysis): string {
  const social = `votre sécurité sociale reste suisse jusqu'à ${percent(telework.swissSocialSecurityMaxPercent)} de télétravail`;
  if (regime === "agreement-1983") {
    return `Votre salaire étant imposé en France (accord de 1983), le télétravail ne change pas votre imposition ; seul compte un seuil : ${social}.`;
  }
  return `Jusqu'à ${percent(telework.taxNeutralMaxPercent)} de télétravail par an, le pays qui impose votre salaire ne change pas (depuis le 1er janvier 2023) ; ${social}.`;
}

function teleworkParagraph({ frontalier }: FrontalierContext): string {
  const { telework } = frontalier;
  const rule = teleworkRule(frontalier);
  const share = percent(telework.share ?? 0);
  const taxedInFrance = frontalier.regime === "agreement-1983";
  // Canton unknown: the French taxation of the telework days only concerns a salary taxed in Switzerland.
  const ifTaxedInSwitzerland = frontalier.regime === "unknown" ? " si votre salaire est imposé en Suisse" : "";
  switch (telework.outcome) {
    case "unknown":
      return `${rule} Indiquez votre part de télétravail à l'expert pour vérifier votre cas.`;
    case "unchanged":
      return taxedInFrance
        ? `${rule} Avec ${share} de télétravail, votre sécurité sociale reste suisse.`
        : `${rule} Avec ${share} de télétravail, votre imposition ne change pas.`;
    case "partly-taxable-in-france":
      return `${rule} Avec ${share}, vous dépassez ${percent(telework.taxNeutralMaxPercent)} : la part du salaire correspondant aux jours travaillés en France peut devenir imposable en France${ifTaxedInSwitzerland}. Votre sécurité sociale reste suisse.`;
    case "social-security-to-check":
      return taxedInFrance
        ? `${rule} Avec ${share}, vous dépassez ${percent(telework.swissSocialSecurityMaxPercent)} : votre affiliation à la sécurité sociale est à vérifier avec l'expert. Votre imposition, elle, ne change pas.`
        : `${rule} Avec ${share}, vous dépassez ces deux seuils : la part du salaire des jours travaillés en France peut devenir imposable en France${ifTaxedInSwitzerland}, et votre affiliation à la sécurité sociale est à vérifier avec l'expert.`;
  }
}

function teleworkFigures({ frontalier, sources }: FrontalierContext): FigureItem[] {
  const rule = sources.official(frontalier.citations.telework);
  const { telework } = frontalier;
  return [
    ...(telework.share === null
      ? []
      : [{ label: "Votre part de télétravail", value: percent(telework.share), sourceIds: [sources.answers()] }]),
    // Under the 1983 agreement the salary is taxed in France: the tax-neutral share does not concern it.
    ...(frontalier.regime === "agreement-1983"
      ? []
      : [
          {
            label: "Télétravail sans effet sur l'imposition",
            value: `jusqu'à ${percent(telework.taxNeutralMaxPercent)}`,
            sourceIds: [rule],
          },
        ]),
    {
      label: "Sécurité sociale suisse",
      value: `jusqu'à ${percent(telework.swissSocialSecurityMaxPercent)}`,
      sourceIds: [rule],
    },
  ];
}

function healthBlocks({ frontalier, sources }: FrontalierContext): DocumentBlock[] {
  const { choiceWithinMonths, cmuRate } = frontalier.healthOption;
  const option = sources.official(frontalier.citations.healthOption);
  return [
    {
      kind: "paragraph",
      text: `Assurance maladie : en tant que frontalier, vous choisissez entre la LAMal et la CMU française dans les ${choiceWithinMonths} mois qui suivent le début de votre activité en Suisse, et ce choix est en pratique définitif. La cotisation CMU est de ${formatPercent(cmuRate)} de votre revenu fiscal de référence français au-delà d'un abattement : selon vos revenus, elle peut coûter plus ou moins qu'une prime LAMal.`,
    },
    {
      kind: "figures",
      items: [
        {
          label: "Délai du droit d'option LAMal / CMU",
          value: `${formatNumber(choiceWithinMonths)} mois`,
          sourceIds: [option],
        },
        {
          label: "Cotisation CMU",
          value: `${formatPercent(cmuRate)} du revenu fiscal de référence, au-delà d'un abattement`,
          sourceIds: [option],
        },
      ],
    },
  ];
}

/** From January to March the request is about last year, whose 3a can no longer be topped up. */
function closedYearNote({ frontalier, year }: FrontalierContext): string[] {
  const taxYear = frontalier.touRequestYear;
  if (taxYear === year) return [];
  return [
    `L'année ${taxYear} est close : seuls les versements 3a déjà faits pour ${taxYear} comptent dans cette demande ; vos versements ${year} relèveront de la demande pour ${year}, à déposer au plus tard le 31 mars ${year + 1}.`,
  ];
}

function genevaItems(context: FrontalierContext): string[] {
  const { frontalier } = context;
  const taxYear = frontalier.touRequestYear;
  const threshold = percent(frontalier.minSwissIncomeSharePercent);
  if (frontalier.touCompulsory !== null) {
    return [
      `Au-delà d'un revenu brut de ${formatChf(frontalier.touCompulsoryAboveGross ?? 0)}, la TOU est obligatoire : vérifiez avec l'expert que votre taxation ordinaire pour ${taxYear} est bien engagée auprès de l'administration fiscale genevoise.`,
      `Joignez-y l'attestation de vos versements 3a ${taxYear} (et de vos éventuels rachats).`,
      ...closedYearNote(context),
    ];
  }
  if (frontalier.meetsIncomeShare === false) {
    return [
      `Avec moins de ${threshold} des revenus du ménage imposables en Suisse, la TOU ne vous est pas ouverte : rien à déposer sur cette base.`,
      `Si votre situation change (revenus du conjoint, autres revenus), ou si votre revenu brut dépasse ${formatChf(frontalier.touCompulsoryAboveGross ?? 0)} (TOU obligatoire), parlez-en à l'expert.`,
    ];
  }
  return [
    `Déposez votre demande de TOU pour ${taxYear} auprès de l'administration fiscale genevoise.`,
    `Rassemblez les justificatifs des revenus mondiaux de votre ménage, pour montrer qu'au moins ${threshold} sont imposables en Suisse.`,
    `Joignez l'attestation de vos versements 3a ${taxYear} (et de vos éventuels rachats).`,
    ...closedYearNote(context),
  ];
}

function beforeMarchItems(context: FrontalierContext): string[] {
  const { frontalier } = context;
  const taxYear = frontalier.touRequestYear;
  const threshold = percent(frontalier.minSwissIncomeSharePercent);
  switch (frontalier.regime) {
    case "agreement-1983":
      return [
        `Aucune demande à déposer en Suisse pour vos impôts ${taxYear} : votre salaire est imposé en France.`,
        "Vérifiez dans votre déclaration française que votre salaire suisse est bien déclaré, et demandez à l'expert si un 3e pilier a un sens pour vous sans déduction fiscale.",
      ];
    case "geneva-source":
      return genevaItems(context);
    case "other-source":
    case "unknown":
      return [
        `Vérifiez avec l'expert si ${cantonPhrase(frontalier)} permet une taxation ordinaire ultérieure pour ${taxYear} et jusqu'à quelle date la demander.`,
        `Préparez les justificatifs des revenus mondiaux de votre ménage (règle des ${threshold}) et l'attestation de vos versements 3a ${taxYear}.`,
      ];
  }
}

function figuresBlock(items: FigureItem[]): DocumentBlock[] {
  return items.length > 0 ? [{ kind: "figures", items }] : [];
}

export function frontalierSection(context: FrontalierContext): DocumentSection {
  const deadline = isoDateFr(context.frontalier.touRequestDeadline);
  return {
    id: "frontalier",
    heading: "Frontalier : imposition, télétravail et assurance maladie",
    blocks: [
      { kind: "paragraph", text: taxationParagraph(context) },
      ...figuresBlock(taxationFigures(context)),
      {
        kind: "callout",
        tone: "action",
        title: `À faire avant le ${deadline}`,
        text: beforeMarchItems(context).join(" "),
      },
      { kind: "paragraph", text: teleworkParagraph(context) },
      { kind: "figures", items: teleworkFigures(context) },
      ...healthBlocks(context),
    ],
  };
}
