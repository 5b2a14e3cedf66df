export interface FaqEntry {
  question: string;
  answer: string;
}

/** The landing page's FAQ (one item open at a time). */
export const SWISSHACK_FAQ: readonly FaqEntry[] = [
  {
    question: "L'audit est-il vraiment gratuit ?",
    answer:
      "Oui. L'audit, d'une valeur de CHF 490, est offert : CHF 0, sans engagement et sans carte bancaire. Nous sommes rémunérés par l'audit Premium (CHF 590) que certains clients choisissent ensuite, jamais par des commissions.",
  },
  {
    question: "Combien de temps cela prend-il ?",
    answer:
      "Le questionnaire prend environ 5 minutes, 15 minutes au total avec la lecture du rapport. Votre rapport PDF personnalisé arrive sous 48 h.",
  },
  {
    question: "Je suis frontalier : l'audit me concerne-t-il ?",
    answer:
      "Oui, c'est même notre spécialité. Quasi-résident et TOU à Genève, accord de 1983 pour les cantons de Berne, Soleure, Bâle-Ville, Bâle-Campagne, Vaud, Valais, Neuchâtel et Jura, règle des 40 % de télétravail, choix LAMal ou CMU : nous analysons les règles qui s'appliquent à votre canton de travail.",
  },
  {
    question: "Que faites-vous de mes données ?",
    answer:
      "Elles servent uniquement à préparer votre audit, sont hébergées en Suisse et supprimées au plus tard 12 mois après votre demande. Nous ne stockons jamais votre adresse IP et ne vendons aucune donnée. Vous pouvez demander leur consultation ou leur effacement à tout moment.",
  },
  {
    question: "Allez-vous essayer de me vendre un produit ?",
    answer:
      "Non. Nous sommes indépendants et ne touchons aucune commission sur les 3e piliers, assurances ou placements. Le rappel par un expert d'un cabinet partenaire agréé par la FINMA est optionnel.",
  },
  {
    question: "Combien puis-je espérer économiser ?",
    answer:
      "La plupart de nos clients identifient entre 2000 et CHF 6 000 d'économies par an, selon leur situation. Le rapport donne des fourchettes avec leurs hypothèses, jamais une promesse au franc près.",
  },
];
