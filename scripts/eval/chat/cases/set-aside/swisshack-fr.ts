// SwissHack in French (/): the set-aside third, written before the tuning cases and never used while tuning.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal, UNSUBSCRIBE_LINK } from "../../case-types";

export const SET_ASIDE_SWISSHACK_FR: readonly ChatCase[] = [
  {
    q: "c'est combien l'audit premium ?",
    expect: { all: [amount(590)], link: "/premium" },
    source: "swisshack/premium.ts PREMIUM.price",
  },
  {
    q: "le premium est remboursé si je suis pas satisfait ?",
    expect: { all: [/30 jours/], any: [/rembours/] },
    source: "swisshack/premium.ts guarantees[0] « Satisfait ou remboursé 30 jours »",
  },
  {
    q: "en combien de temps je recois mon rapport",
    expect: { all: [/48 ?h/] },
    source: "swisshack/faq.ts « Combien de temps cela prend-il ? »",
  },
  {
    q: "Vous touchez des commissions sur les 3e piliers que vous conseillez ?",
    expect: { any: [/aucune commission|sans commission|pas de commission|ne touchons aucune/] },
    source: "swisshack/faq.ts « Allez-vous essayer de me vendre un produit ? »",
  },
  {
    q: "Combien je peux verser au pilier 3a en 2026 si je suis salarié avec une caisse de pension ?",
    // FINANCE-FIGURES.md, 3rd pillar: "Maximum contribution, with a pension fund (LPP), 2025 and 2026 | CHF 7,258".
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  {
    q: "je suis independant sans LPP, c'est quoi le plafond du 3eme pilier",
    // FINANCE-FIGURES.md, 3rd pillar: "Maximum without a pension fund (self-employed) | 20 % ... at most CHF 36,288".
    expect: { all: [/20 ?%/, amount(36288)] },
    source: "FINANCE-FIGURES.md 3a row 2",
  },
  {
    q: "Frontalier à Genève, presque tous les revenus du ménage viennent de Suisse : je peux demander la TOU ?",
    // FINANCE-FIGURES.md, frontaliers row 1: TOU on request when >= 90 % of the household's worldwide gross income is
    // taxable in Switzerland, requested by 31 March.
    expect: { all: [/90 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers row 1 (Geneva, quasi-resident)",
  },
  {
    q: "J'habite en France et je travaille à Lausanne, est-ce que le 3e pilier me fait économiser des impôts en Suisse ?",
    // FINANCE-FIGURES.md, frontaliers row 3: Vaud is a 1983-agreement canton: salary taxed in France, no Swiss
    // deduction for a 3a. Never the Geneva TOU (row 1) offered to them.
    expect: {
      any: [/1983/, /impose en france|imposition en france|taxe en france|imposable en france/],
      none: [/pouvez demander (la|une) (tou|taxation ordinaire)/],
    },
    source: "FINANCE-FIGURES.md frontaliers row 3 (1983 agreement, VD)",
  },
  {
    q: "je vis en france et je voudrais teletravailler 2 jours par semaine, je perds mon statut de frontalier ?",
    // FINANCE-FIGURES.md, frontaliers rows 4-5: telework up to 40 % changes nothing; above it the status is lost.
    expect: { all: [/40 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers rows 4-5 (telework, France)",
  },
  {
    q: "J'ai un permis B à Genève et je gagne 130 000 brut, la TOU est obligatoire ?",
    // FINANCE-FIGURES.md, frontaliers row 2: compulsory TOU above CHF 120,000 for RESIDENTS taxed at source (permit B).
    expect: { all: [amount(120000)], any: [/obligatoire/] },
    source: "FINANCE-FIGURES.md frontaliers row 2 (permit-B residents)",
  },
  {
    q: "Quelle franchise LAMal je devrais prendre ? je vais rarement chez le medecin",
    // FINANCE-FIGURES.md, LAMal: ordinary deductible CHF 300, options up to 2,500; landing LEVERS: CHF 400 to 800.
    expect: { all: [/franchise/], any: [amount(300), amount(2500), /400 ?(a|-|–) ?800/] },
    source: "FINANCE-FIGURES.md LAMal rows 1-2; swisshack/landing.ts LEVERS[1]",
  },
  {
    q: "jusqu'a quand je peux changer ma franchise pour l'annee prochaine ?",
    // FINANCE-FIGURES.md, LAMal: lowering by the last working day of November; raising until 31 December.
    expect: { any: [/novembre/, /31 decembre/] },
    source: "FINANCE-FIGURES.md LAMal row « Changing the deductible »",
  },
  {
    q: "J'habite en Italie près de Côme et je viens d'être embauché au Tessin, comment je suis imposé ?",
    // FINANCE-FIGURES.md, frontaliers row « Italy »: the 20 km condition is asked, never assumed; new frontaliers
    // taxed at source at 80 % and in Italy with a credit.
    expect: { any: [/20 ?km/, /80 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers row Italy",
  },
  {
    q: "Comment me désinscrire de votre newsletter ?",
    expect: { all: [/desinscri|desabonn/, UNSUBSCRIBE_LINK.fr] },
    source: "swisshack/privacy.ts « Chaque e-mail contient un lien de désinscription en un clic »",
  },
  {
    q: "Vous avez le site en allemand ?",
    expect: { all: [NAMES_LANGUAGE.de], link: "/de" },
    source: "src/shared/i18n/locales.ts SITE_LOCALES.swisshack; paths.ts prefix /de",
  },
  {
    q: "ecris moi une chanson sur la raclette",
    expect: refusal("fr", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "How much does the premium audit cost?",
    // The site does not speak English: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.de, NAMES_LANGUAGE.it] },
    source: "issue 56 (another language than the page's); SITE_LOCALES.swisshack",
  },
  {
    q: "Wie viel kostet der Premium-Check?",
    // German on the French page: SwissHack speaks German, so the answer is in German.
    expect: { all: [amount(590), /\b(einmalig\w*|zahlung|der|die|das|und|ist|sie)\b/] },
    source: "swisshack/de/premium.ts price, priceNote; issue 56 (answered in the question's language)",
  },
  {
    q: "Comment je paye le premium ? par carte ?",
    expect: { all: [amount(590)], link: "/premium" },
    source: "swisshack/premium.ts price, priceNote « paiement unique, sans abonnement »",
  },
  {
    q: "vous avez des articles sur la lamal, un blog ou qqch ?",
    expect: { link: "/blog" },
    source: "swisshack/blog.ts BLOG_PAGES (/blog)",
  },
  {
    q: "je voudrais parler à une vraie personne",
    expect: { any: [/whatsapp/, /rappel/, /rappeler/] },
    source: "SPEC §1 (messaging-app contact link), landing FREE_OFFER « Rappel optionnel par un expert »",
  },
];
