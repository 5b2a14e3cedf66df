import type { Pillar3aWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;
const chf = f.chf;

export const pillar3a: Pillar3aWording = {
  heading: (year) => `3e pilier (3a) : votre marge en ${year}`,
  maximum({ maximum, year }, income, yearNote) {
    if (maximum.noEarnedIncome) {
      return `Un versement 3a exige un revenu d'activité soumis à l'AVS. Avec ${common.income(income)}, aucun versement 3a n'est possible en ${year} : votre plafond est de ${chf(0)}.`;
    }
    if (maximum.rule === "with-pension-fund" && maximum.cappedAtIncome) {
      return `Avec une caisse de pension (LPP), le plafond officiel est de ${chf(maximum.cap ?? 0)} en ${year} (${yearNote}), mais un versement 3a ne dépasse jamais votre revenu d'activité soumis à l'AVS. Avec ${common.income(income)}, votre plafond est de ${chf(maximum.amount)}.`;
    }
    if (maximum.rule === "with-pension-fund") {
      return `Comme vous cotisez à une caisse de pension (LPP), vous pouvez verser au plus ${chf(maximum.amount)} dans votre 3e pilier (3a) en ${year} (plafond officiel, ${yearNote}).`;
    }
    const rate = maximum.incomeRate ?? 0;
    const uncapped = Math.round(income.amount * rate);
    const cap = maximum.cap ?? maximum.amount;
    const capNote =
      uncapped > cap
        ? `${f.percent(rate)} de ce revenu font ${chf(uncapped)} : le plafond de ${chf(cap)} s'applique, soit ${chf(maximum.amount)}.`
        : `${f.percent(rate)} de ce revenu font ${chf(maximum.amount)}, sous le plafond de ${chf(cap)}.`;
    return `Sans caisse de pension (salarié sans LPP ou indépendant), vous pouvez verser ${f.percent(rate)} de votre revenu net d'activité, au plus ${chf(cap)} en ${year} (${yearNote}). Nous nous basons sur ${common.income(income)}. ${capNote}`;
  },
  missedYear(missed, maximum) {
    const max =
      maximum.rule === "with-pension-fund"
        ? `un plafond de ${chf(missed.maximum)}`
        : `un plafond estimé à ${chf(missed.maximum)} (${f.percent(maximum.incomeRate ?? 0)} de votre revenu actuel : votre revenu de ${missed.year} ne nous est pas connu, nous le supposons identique)`;
    switch (missed.basis) {
      case "answers":
        return missed.buyBack === 0
          ? `En ${missed.year}, vous avez versé ${chf(missed.paid ?? 0)} pour ${max} : aucune lacune à racheter.`
          : `En ${missed.year}, vous avez versé ${chf(missed.paid ?? 0)} pour ${max} : une lacune de ${chf(missed.buyBack ?? 0)}.`;
      case "assumed-no-3a":
        return `En ${missed.year} : comme vous indiquez ne pas avoir de 3e pilier, nous supposons que rien n'a été versé (hypothèse à confirmer), pour ${max} : une lacune de ${chf(missed.buyBack ?? 0)}.`;
      case "unknown":
        return `En ${missed.year} : nous ne savons pas combien vous avez versé. Votre attestation 3a de ${missed.year} (ou votre déclaration d'impôt ${missed.year}) l'indique ; avec ${max}, la différence est une lacune rachetable.`;
    }
  },
  buyBackDeduction: {
    yes: "Le rachat se déduit du revenu imposable, comme vos versements 3a.",
    conditional: "Le rachat se déduit du revenu imposable aux mêmes conditions que vos versements 3a (voir ci-dessus).",
    no: "Pour vous, le rachat ne donne pas plus de déduction fiscale en Suisse que vos versements 3a (voir ci-dessus).",
    unknown: "Sa déduction dépend, comme celle de vos versements 3a, de votre situation (voir ci-dessus).",
  },
  buyBackNoIncome: (year) =>
    `Rachat des années manquées : il faut un revenu soumis à l'AVS l'année manquée et l'année du rachat ; sans revenu d'activité en ${year}, aucun rachat n'est possible cette année.`,
  buyBackNotYet: (first, firstMissed) =>
    `Rachat des années manquées : possible à partir de ${first}, pour les lacunes à partir de ${firstMissed}.`,
  buyBackIntro: (since, firstMissed, yearNote) =>
    `Depuis ${since === "this-year" ? "cette année" : since}, vous pouvez racheter les versements 3a manqués depuis ${firstMissed} (${yearNote}) :`,
  buyBackOnePerYear: (max, yearsBack) =>
    `Vous pouvez faire un seul rachat par an, de ${chf(max)} au plus au total, quel que soit le nombre d'années manquées qu'il couvre ; chaque année manquée ne se rattrape qu'une fois, jusqu'à ${yearsBack} ans en arrière.`,
  buyBackGapsBeyond: (gaps, total, yearsBack, wholeYears) =>
    `Vos lacunes connues totalisent ${chf(gaps)}, plus qu'un seul rachat (${chf(total)} au plus). Chaque année manquée ne se rachète qu'une fois : ce qui reste d'une année couverte par un rachat est perdu. ${
      wholeYears
        ? `Rachetez donc cette année les années que ce montant comble entièrement, et gardez les autres pour le rachat d'une année suivante (jusqu'à ${yearsBack} ans en arrière).`
        : `Aucune de vos années manquées n'est comblée entièrement par un rachat : en rachetant ${chf(total)} pour une année, vous perdez le reste de sa lacune. Voyez avec l'expert quelle année racheter.`
    }`,
  buyBackAfterFull: "Seulement après avoir versé le plafond complet de l'année du rachat.",
  buyBackIncomeNeeded: "Il faut avoir eu un revenu soumis à l'AVS l'année manquée et l'année du rachat.",
  maxPerBuyBackYearLabel: "Rachat maximal par année de rachat, toutes années manquées confondues",
  possibleBuyBackLabel: (year) => `Rachat possible en ${year} pour les années manquées`,
  buyBackSavingLabel: (condition) => `Économie d'impôt estimée sur ce rachat${condition}`,
  ceilingLabel: (year) => `Votre plafond 3a ${year}`,
  paidLabel: (year) => `Déjà versé en ${year}`,
  leftToPayLabel: (year) => `Reste à verser en ${year}`,
  overpaidLabel: (year) => `Versé au-delà du plafond ${year}, à vous faire rembourser`,
  savingLabel: (condition) => `Économie d'impôt estimée sur ce montant${condition}`,
  swissSavingLabel: "Économie d'impôt en Suisse",
  none: "Aucune",
  conditionNote: " (sous condition, voir ci-dessus)",
  overpaid({ paidThisYear, year, maximum, overpaid }) {
    const deductible = maximum.noEarnedIncome ? "rien n'est déductible" : "seul le plafond est déductible";
    return `Vous indiquez avoir versé ${chf(paidThisYear)} en ${year}, plus que votre plafond de ${chf(maximum.amount)} : ${deductible}, et l'excédent de ${chf(overpaid)} doit vous être remboursé par votre banque ou votre assurance 3a. Demandez-le-lui.`;
  },
  paidUp: (year, acquired) =>
    `Vous avez déjà versé votre plafond ${year} : ${acquired ? "la déduction de l'année est acquise" : "sa déduction dépend des conditions ci-dessus"}.`,
  savingEstimate: (rate) => `L'économie d'impôt est une estimation : nous appliquons au montant restant ${rate}.`,
};
