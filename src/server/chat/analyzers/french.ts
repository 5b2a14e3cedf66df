import { languageAnalyzer } from "./analyzer";

/** French as Quebec visitors of OptimAIte type it, with or without accents. */
export const FRENCH_ANALYZER = languageAnalyzer({
  stopWords:
    "le la les un une des de du d l et ou en au aux pour par sur avec est sont que qui quoi comment quel quelle " +
    "quels quelles je j vous nous mon ma mes votre vos il elle ils elles ce cette ces dans pas ne n plus se sa son " +
    "y a fait faire peut puis est-ce ca cela c s qu si bonjour allo merci svp est-il combien-t-il pouvez peux " +
    "etre avoir ai avez type types genre genres sorte sortes comme gerer faites",
  synonyms: {
    connecter: ["integration", "integre", "plateforme"],
    integrer: ["integration", "plateforme"],
    logiciel: ["plateforme", "integration"],
    rendez: ["reservation", "agenda", "calendrier"],
    delai: ["implantation", "jours", "semaines"],
    prix: ["tarif", "cout", "rendement"],
    cout: ["tarif", "prix", "rendement"],
    securite: ["conformite", "hipaa", "lprpde"],
    confidentialite: ["conformite", "hipaa", "donnees"],
    receptionniste: ["optimaite"],
    upselling: ["ventes", "complementaires"],
  },
  stem: (word) =>
    word.length > 4 ? word.replace(/(ations?|ements?|ment|euses?|eurs?|ees?|ons|ez|er|es|s|e|x)$/, "") : word,
});
