// SwissHack in French (/): the tuning cases (written after the set-aside third). The first ones are the failures
// issue 56 quotes.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal, UNSUBSCRIBE_LINK } from "../../case-types";

export const TUNING_SWISSHACK_FR: readonly ChatCase[] = [
  // Issue 56's quoted failures on this site and language.
  {
    q: "Avez-vous un blog ?",
    expect: { link: "/blog" },
    source: "issue 56; swisshack/blog.ts BLOG_PAGES (/blog)",
  },
  {
    q: "Je suis indépendant et frontalier, suis-je imposé à la source ?",
    // FINANCE-FIGURES.md « Self-employed people living abroad »: not taxed at source (source tax covers employees).
    expect: {
      any: [/salarie/, /pas (impose|soumis|assujetti)[^.]{0,30}source/, /n'etes pas (impose|soumis|assujetti)/],
    },
    source: "issue 56; FINANCE-FIGURES.md « Self-employed people living abroad »",
  },
  // The offer.
  {
    q: "L'audit est vraiment gratuit ?",
    expect: { any: [/chf 0\b/, /sans engagement/, /offert/, /sans carte/] },
    source: "swisshack/faq.ts « L'audit est-il vraiment gratuit ? »",
  },
  {
    q: "ca prend combien de temps le questionnaire",
    expect: { all: [/5 min/] },
    source: "swisshack/faq.ts « Combien de temps cela prend-il ? »",
  },
  {
    q: "c koi le premium",
    expect: { all: [amount(590)], link: "/premium" },
    source: "swisshack/premium.ts PREMIUM",
  },
  {
    q: "qu'est ce que j'ai en plus avec le premium par rapport au gratuit ?",
    expect: { all: [/45 ?min/] },
    source: "swisshack/premium.ts comparison « Appel de 45 minutes avec un expert »",
  },
  {
    q: "le premium est livré en combien de temps",
    expect: { all: [/5 jours ouvrables/] },
    source: "swisshack/premium.ts guarantees « Livré en 5 jours ouvrables »",
  },
  {
    q: "Combien on peut économiser en moyenne avec vous ?",
    expect: { all: [amount(6000)] },
    source: "swisshack/faq.ts « Combien puis-je espérer économiser ? » (2000 à CHF 6 000)",
  },
  {
    q: "vous etes vraiment independants ou vous vendez des produits financiers ?",
    expect: { any: [/aucune commission/, /aucun produit/, /ne touchons aucune/, /sans commission/] },
    source: "swisshack/faq.ts « Allez-vous essayer de me vendre un produit ? »",
  },
  {
    q: "Vous êtes agréés par la FINMA ?",
    expect: { all: [/finma/] },
    source: "swisshack/landing.ts FREE_OFFER « expert d'un cabinet partenaire agréé FINMA »",
  },
  {
    q: "Mes données sont stockées où ?",
    expect: { any: [/heberg\w* en suisse/, /restent en suisse/] },
    source: "swisshack/privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "vous gardez mes données combien de temps",
    expect: { all: [/12 mois/] },
    source: "swisshack/privacy.ts « Durée de conservation »",
  },
  {
    q: "Est-ce que vous êtes certifiés ISO ?",
    expect: { all: [/iso 27001/] },
    source: "swisshack/landing.ts TRUST badges « ISO 27001 »",
  },
  // Finance, each with its population.
  {
    q: "Quel est le montant max du 3e pilier pour 2025 ?",
    // FINANCE-FIGURES.md 3a row 1: CHF 7,258 in 2025 and 2026 (with a pension fund).
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  {
    q: "3a max sans caisse de pension ?",
    // FINANCE-FIGURES.md 3a row 2: 20 % of net earned income, at most CHF 36,288.
    expect: { all: [/20 ?%/, amount(36288)] },
    source: "FINANCE-FIGURES.md 3a row 2",
  },
  {
    q: "J'ai rien versé sur mon 3a l'an dernier, je peux rattraper ?",
    // FINANCE-FIGURES.md 3a row « Buy-back of missed years »: from 2026 for gaps from 2025 on, up to 10 years back,
    // at most CHF 7,258 per buy-back year.
    expect: { all: [/rachat|rattrap/], any: [/2025/, /10 ans/, amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row « Buy-back of missed years »",
  },
  {
    q: "C'est quoi le seuil d'entrée LPP ?",
    // FINANCE-FIGURES.md LPP row « Entry threshold »: CHF 22,680.
    expect: { all: [amount(22680)] },
    source: "FINANCE-FIGURES.md LPP row 1",
  },
  {
    q: "deduction de coordination lpp 2026",
    // FINANCE-FIGURES.md LPP row « Coordination deduction »: CHF 26,460.
    expect: { all: [amount(26460)] },
    source: "FINANCE-FIGURES.md LPP row 2",
  },
  {
    q: "Le taux minimal LPP en 2026 c'est combien ?",
    // FINANCE-FIGURES.md LPP row « Minimum interest rate 2026 »: 1.25 %.
    expect: { all: [/1[.,]25 ?%/] },
    source: "FINANCE-FIGURES.md LPP row 5",
  },
  {
    q: "C'est quoi la quote-part LAMal max par an ?",
    // FINANCE-FIGURES.md LAMal row « Cost share »: 10 %, at most CHF 700 a year.
    expect: { all: [amount(700)], any: [/10 ?%/] },
    source: "FINANCE-FIGURES.md LAMal row 4",
  },
  {
    q: "la franchise à 2500 ça vaut le coup ?",
    // FINANCE-FIGURES.md LAMal: the premium reduction is at most 0.7 × (2,500 − 300) = CHF 1,540; the break-even
    // comes from the person's expected health costs, never a fixed threshold.
    expect: { any: [amount(1540), /frais (de sante|medicaux)/, /vos frais/, /depenses de sante/] },
    source: "FINANCE-FIGURES.md LAMal row « Maximum premium reduction » and the note under the table",
  },
  {
    q: "je veux baisser ma franchise, c'est quand la date limite ?",
    // FINANCE-FIGURES.md LAMal row « Changing the deductible »: lowering by the last working day of November.
    expect: { all: [/novembre/] },
    source: "FINANCE-FIGURES.md LAMal row « Changing the deductible »",
  },
  {
    q: "frontalier genevois : jusqu'à quand je peux demander la TOU ?",
    // FINANCE-FIGURES.md frontaliers row 1: the request is due by 31 March of the following year.
    expect: { all: [/31 mars/] },
    source: "FINANCE-FIGURES.md frontaliers row 1",
  },
  {
    q: "Je suis frontalier à Genève et je gagne 130k, la TOU est obligatoire pour moi ?",
    // FINANCE-FIGURES.md frontaliers row 2: the compulsory TOU above 120,000 never applies to frontaliers; they may
    // request one at 90 % (row 1).
    expect: { all: [/90 ?%/] },
    source: "FINANCE-FIGURES.md frontaliers rows 1-2",
  },
  {
    q: "J'habite en France, je bosse à Neuchâtel, je paye mes impôts où ?",
    // FINANCE-FIGURES.md frontaliers row 3: NE is a 1983-agreement canton: salary taxed in France.
    expect: { any: [/1983/, /en france/] },
    source: "FINANCE-FIGURES.md frontaliers row 3",
  },
  {
    q: "Je suis frontalier, je dois prendre la LAMal ou la CMU ?",
    // FINANCE-FIGURES.md frontaliers row « Health insurance »: the choice is made within 3 months of starting work.
    expect: { all: [/3 mois|trois mois/] },
    source: "FINANCE-FIGURES.md frontaliers row « Health insurance »",
  },
  {
    q: "Je vis en Allemagne et je travaille à Bâle, c'est quoi les règles pour moi ?",
    // FINANCE-FIGURES.md Germany row: taxed in Germany, Swiss source tax at most 4.5 % with Gre-1, 60 non-return days.
    expect: { any: [/4[,.]5 ?%/, /60 jours/, /gre-?1/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 1",
  },
  {
    q: "J'habite en Autriche et je travaille à Saint-Gall, je suis imposé comment ?",
    // FINANCE-FIGURES.md Austria row: ordinary Swiss source tax on Swiss workdays, no frontalier status, Austria
    // credits it.
    expect: { all: [/autriche/], any: [/ordinaire/, /credit|impute/] },
    source: "FINANCE-FIGURES.md Germany and Austria row 2",
  },
  {
    q: "Je suis frontalier, comment je suis imposé ?",
    // FINANCE-FIGURES.md « Residence unknown »: no country's rules apply; say what depends on it.
    expect: {
      any: [
        /pays de residence/,
        /ou (vous )?(habitez|vivez|residez)/,
        /dans quel pays/,
        /si vous (habitez|vivez|residez) en/,
      ],
    },
    source: "FINANCE-FIGURES.md Germany and Austria row « Residence unknown »; decision 0034",
  },
  {
    q: "je suis résident vaudois salarié, je peux déduire mon 3a ?",
    // FINANCE-FIGURES.md 3a row 1 (residents deduct their 3a, up to CHF 7,258 with a pension fund).
    expect: { all: [amount(7258)] },
    source: "FINANCE-FIGURES.md 3a row 1",
  },
  // What a visitor wants to do.
  {
    q: "Comment je mets le site en italien ?",
    expect: { all: [NAMES_LANGUAGE.it], link: "/it" },
    source: "SITE_LOCALES.swisshack; paths.ts prefix /it",
  },
  {
    q: "comment je me desabonne des mails du mardi",
    expect: { all: [/desinscri|desabonn/, UNSUBSCRIBE_LINK.fr] },
    source: "swisshack/privacy.ts « Chaque e-mail contient un lien de désinscription en un clic »",
  },
  {
    q: "La newsletter c'est tous les jours ?",
    expect: { all: [/mardi/] },
    source: "swisshack/landing.ts NEWSLETTER.text « Un seul e-mail par semaine au maximum, envoyé le mardi »",
  },
  {
    q: "Je veux payer l'audit premium tout de suite",
    expect: { all: [amount(590)], link: "/premium" },
    source: "swisshack/premium.ts price, priceNote",
  },
  {
    q: "Comment je peux parler à un expert ?",
    expect: { any: [/rappel/, /whatsapp/, /appel de 45/] },
    source: "swisshack/landing.ts FREE_OFFER (rappel optionnel); premium.ts (appel de 45 minutes); SPEC §1",
  },
  // Out of scope, other languages.
  {
    q: "Donne moi la recette de la fondue moitié-moitié",
    expect: refusal("fr", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "Qui va gagner le match Suisse-France ce soir ?",
    expect: refusal("fr", HELPS_WITH.swisshack),
    source: "issue 56, out of scope",
  },
  {
    q: "Sono frontaliere, l'audit fa per me?",
    // Italian on the French page: SwissHack speaks Italian, so the answer is in Italian.
    expect: { all: [/frontalier[ei]\b|specialita/], any: [/\bsi[,.!]/, /specialita/, /la riguarda/] },
    source: "swisshack/it/faq.ts « Sono frontaliere: l'audit mi riguarda? »; issue 56",
  },
  {
    q: "Do you have this website in English?",
    // The site does not speak English: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.de, NAMES_LANGUAGE.it] },
    source: "issue 56; SITE_LOCALES.swisshack",
  },
];
