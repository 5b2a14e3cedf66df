import type { LeversWording } from "../types";
import { common } from "./common";

const { fmt: f } = common;
const chf = f.chf;

export const levers: LeversWording = {
  heading: "Vos trois leviers",
  pillar3a: {
    title: "Un 3e pilier qui travaille vraiment",
    claim: (rate) =>
      `Un 3a en titres à frais réduits plutôt qu'un compte d'épargne 3a peut rapporter jusqu'à +${f.percent(rate)} de rendement net par an (ordre de grandeur SwissHack), tout en gardant la déduction fiscale quand elle s'applique.`,
    noIncome: (year) =>
      `Pour vous : sans revenu d'activité soumis à l'AVS, aucun versement 3a n'est possible en ${year}.`,
    noSaving: (leftToPay, year) =>
      `Pour vous : nous n'annonçons aucune économie d'impôt sur les ${chf(leftToPay)} restant à verser en ${year} (voir ci-dessus) ; l'intérêt d'un 3a comme épargne retraite est à voir avec l'expert.`,
    leftToPay: (leftToPay, year, saving, condition) =>
      `Pour vous : ${chf(leftToPay)} restent à verser en ${year}${saving ? `, pour une économie d'impôt estimée de ${f.chfRange(saving)}${condition}` : ""}.`,
    reached: (year) => `Pour vous : votre plafond ${year} est atteint ; reste à vérifier que votre 3a est bien placé.`,
    extraReturnLabel: "Rendement net supplémentaire possible",
    extraReturn: (rate) => `jusqu'à +${f.percent(rate)} par an`,
    leftToPayLabel: (year) => `Reste à verser en ${year}`,
    savingLabel: "Économie d'impôt estimée",
  },
  lamal: {
    title: "La bonne franchise LAMal",
    claim: ({ low, high }) =>
      `Adapter sa franchise à ses frais de santé réels fait économiser ${chf(low)} à ${f.number(high)} par an à la plupart des adultes en bonne santé (ordre de grandeur SwissHack).`,
    unknownCurrent: (recommended) =>
      `Pour vous : indiquez votre franchise actuelle à l'expert pour chiffrer l'économie ; la franchise recommandée pour vos frais attendus est de ${chf(recommended)}.`,
    notLamal:
      "Pour vous : vous avez indiqué ne pas être assuré à la LAMal ; ce levier ne vous concerne que si vous l'êtes.",
    keep: (current) => `Pour vous : votre franchise de ${chf(current)} est déjà la bonne pour vos frais attendus.`,
    lowerCostsMore: (recommended, current, extra, note) =>
      `Pour vous : la franchise ${f.number(recommended)} coûte ${extra > 0 ? `au plus ${chf(extra)} de plus par an que` : "autant que"} votre franchise ${f.number(current)}, pour bien moins de risque${note ? ` (${note})` : ""}.`,
    saving: (saving, current, recommended, note) =>
      `Pour vous : ${saving} en passant de la franchise ${f.number(current)} à ${f.number(recommended)}${note ? ` (${note})` : ""}.`,
    savingLabel: "Votre économie possible sur la franchise",
  },
  allowances: {
    title: "Les allocations oubliées",
    claim: (max) =>
      `Allocations familiales, remboursements de frais, crédits d'impôt : jusqu'à ${f.number(max)} EUR par an restent souvent non réclamés (ordre de grandeur SwissHack).`,
    frontalier:
      "Pour vous : les frontaliers sont les plus concernés ; l'expert passe en revue avec vous ce qui peut être réclamé des deux côtés de la frontière.",
    other:
      "Pour vous : l'expert passe en revue avec vous les allocations et remboursements auxquels vous pourriez avoir droit.",
    label: "Montant non réclamé possible",
    value: (max) => `jusqu'à ${f.number(max)} EUR par an`,
  },
};
