import { FREE_OFFER, LANDING } from "@shared/content/swisshack/landing";
import { PREMIUM } from "@shared/content/swisshack/premium";
import { PRIVACY as PRIVACY_PAGE } from "@shared/content/swisshack/privacy";
import { formatDateFr } from "@shared/pre-analysis/civil-date";
import { formatChf, formatNumber, formatPercent } from "@shared/pre-analysis/format";
import type { ChatLink } from "./intent";
import { hostingParagraph } from "./legal-page-sentences";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { newsletterSentence, premiumGuarantee } from "./page-sentences";
import { SWISSHACK_FACTS, SWISSHACK_INTENT_ORDER } from "./swisshack-facts";

const AUDIT: ChatLink = { label: "Demander l'audit gratuit", href: "/#audit" };
const PREMIUM_LINK: ChatLink = { label: "Voir l'audit Premium", href: "/premium" };
const FAQ: ChatLink = { label: "Questions fréquentes", href: "/#faq" };
const PRIVACY: ChatLink = { label: "Politique de confidentialité", href: "/confidentialite" };
const NEWSLETTER: ChatLink = { label: "S'inscrire à la newsletter", href: "/#newsletter" };

const moneyBack = premiumGuarantee(PREMIUM, "moneyBack");
const PREMIUM_WORDS = /premium|dossier complet/;

const PILLAR_3A = /(3e|3eme|troisieme|3a|\bpilier)/;
const AGREEMENT_1983 = /vaud|valais|neuchatel|jura|berne|bale|soleure|accord de 1983/;
/** The question names no residence country: its answer depends on it. */
const NOT_COUNTRY =
  /^(?!.*\b(france|francais|italie|italien|allemagne|allemand|autriche|autrichien|vis en|habite en|reside en|domicilie en)\b)/;
const LPP_LIMIT_WORDS = /seuil|coordination|coordonne|interet minim|taux (minim|d'interet)|salaire assure/;
const TELEWORK = /teletravail|travail a domicile|home.?office/;

/** SwissHack's questions in French, worded from the facts of `swisshack-facts.ts` and the site's content. */
const TEXTS: IntentTexts<typeof SWISSHACK_FACTS> = {
  "self-employed-source": {
    when: [/independant|freelance|a mon compte|auto-?entrepreneur|travailleur autonome/, /source/],
    text: () =>
      "Non : comme indépendant, vous n'êtes pas imposé à la source. L'impôt à la source vise les salariés (sauf artistes, sportifs, conférenciers et administrateurs). La Suisse n'impose que ce que gagne une installation fixe que vous y avez ; votre pays de résidence impose le reste et tient compte de l'impôt suisse. L'audit gratuit vérifie votre cas.",
    links: [AUDIT],
  },
  "order-premium": {
    when: [PREMIUM_WORDS, /payer|paie|paiement|commander|acheter|souscrire|prendre le|carte|twint|factur/],
    text: () =>
      `L'audit Premium coûte ${PREMIUM.price}, ${PREMIUM.priceNote}. Pour le commander, la page Premium vous propose « ${PREMIUM.cta} » ou d'appeler un expert (son numéro y figure).`,
    links: [PREMIUM_LINK, AUDIT],
  },
  audience: {
    when: [
      /audit|offre|service/,
      /pour moi|s.adresse|concerne|valable|vaut (aussi|pour)|aussi pour|convient|fait pour|pour qui/,
    ],
    text: () => `Oui. ${LANDING.HERO.lead}`,
    links: [AUDIT],
  },
  "frontalier-tax": {
    when: [/frontali/, /impos|impot|fiscal|taxe|taxation/, NOT_COUNTRY],
    text: (f) =>
      `Cela dépend de votre pays de résidence et de votre canton de travail. Si vous habitez en France et travaillez dans un canton de l'accord de 1983 (${f.cantons.join(", ")}), vous êtes imposé en France ; ailleurs (Genève, par exemple), à la source en Suisse. Si vous habitez en Italie, en Allemagne ou en Autriche, d'autres règles s'appliquent. Dites-moi dans quel pays vous vivez, ou demandez l'audit gratuit : il part de votre situation.`,
    links: [AUDIT],
  },
  "b-permit": {
    when: [/permis b\b|\bpermis de sejour/],
    text: (f) =>
      `Avec un permis B, vous êtes imposé à la source. À partir de ${formatChf(f.compulsoryFromGross)} de revenu brut par an, une taxation ordinaire ultérieure (TOU) est obligatoire : vous remplissez une déclaration chaque année, ce qui ouvre les déductions (3e pilier, rachats LPP). En dessous, vous pouvez la demander (avant le ${f.requestDeadlineNextYear.day}.${f.requestDeadlineNextYear.month} de l'année suivante). Règles de ${f.rulesOf}.`,
    links: [AUDIT],
  },
  germany: {
    when: [/allemagne|allemand/, /habit|vi[st]|frontali|travail|impos|impot|teletravail|assurance|lamal|pilier|3a/],
    text: (f) =>
      `Frontalier vivant en Allemagne (convention germano-suisse, art. 15a) : votre salaire est imposé en Allemagne ; la Suisse prélève un impôt à la source d'au plus ${formatPercent(f.maxSwissSourceTaxRate)} du brut si vous remettez l'attestation de résidence (formulaire Gre-1), et l'Allemagne l'impute. Plus de ${f.maxNonReturnDays} jours par an sans retour à domicile pour raisons professionnelles font perdre ce statut ; les jours de télétravail ne comptent pas comme jours sans retour. Assurance maladie : la LAMal par défaut, ou l'exemption pour la GKV ou une PKV allemande, sur demande dans les ${f.exemptionMonths} mois, irrévocable. Qu'un 3e pilier soit déductible en Allemagne n'est pas vérifié : l'expert de l'audit gratuit regarde votre cas. Les règles franco-suisses ne vous concernent pas.`,
    links: [AUDIT],
  },
  austria: {
    when: [/autriche|autrichien/, /habit|vi[st]|frontali|travail|impos|impot|teletravail|assurance|lamal|pilier|3a/],
    text: (f) =>
      `Vivant en Autriche, vous n'avez pas de statut de frontalier (l'impôt à la source de ${formatPercent(f.repealedFrontalierRate)} a été supprimé par le protocole du ${formatDateFr(f.repealedOn)}) : le salaire de vos jours de travail en Suisse est soumis à l'impôt à la source ordinaire suisse, l'Autriche l'impose aussi avec un crédit, et vos jours de télétravail sont imposés en Autriche. Assurance maladie : droit d'option dans les ${f.exemptionMonths} mois qui suivent le début de votre activité. L'expert de l'audit gratuit regarde le reste de votre cas.`,
    links: [AUDIT],
  },
  "premium-money-back": {
    when: [/rembours|satisfait ou|pas (satisfait|convaincu)|garantie/],
    text: () =>
      `L'audit Premium est «\u00a0${moneyBack.title}\u00a0». ${moneyBack.text} L'audit gratuit, lui, ne coûte rien.`,
    links: [PREMIUM_LINK],
  },
  "premium-delivery": {
    when: [PREMIUM_WORDS, /livr|delai|combien de temps|quand|jours|recev|appel|dure|minutes/],
    text: () => `${PREMIUM.lead} ${premiumGuarantee(PREMIUM, "delivery").text}`,
    links: [PREMIUM_LINK],
  },
  hosting: {
    when: [
      /heberg|serveur|dans quel pays|\bou (sont|vont|se trouvent)\b.*donnees|\bou\b.*donnees.*(stock|conserv|garde)/,
    ],
    text: () => hostingParagraph(PRIVACY_PAGE),
    links: [PRIVACY],
  },
  "pillar3a-buy-back": {
    when: [/rachat|racheter|rattrap/, PILLAR_3A],
    text: (f) =>
      `Depuis ${f.firstBuyBackYear}, vous pouvez racheter les années où vous n'avez pas versé le maximum au 3e pilier, à partir de l'année ${f.firstMissedYear}, jusqu'à ${f.maxYearsBack} ans en arrière : un seul rachat par an, de ${formatChf(f.maxPerBuyBackYear)} au plus au total, quel que soit le nombre d'années manquées qu'il couvre, et seulement après le versement complet de l'année. Il se déduit comme les versements 3a, là où ceux-ci se déduisent. Source : OPP 3 (règles ${f.rulesOf}).`,
    links: [AUDIT],
  },
  "agreement-1983-pillar3a": {
    when: [AGREEMENT_1983, /frontali/, PILLAR_3A],
    text: (f) =>
      `Frontalier vivant en France et travaillant dans un canton de l'accord franco-suisse de 1983 (${f.cantons.join(", ")}) : votre salaire est imposé en France, pas en Suisse. Un versement au 3e pilier (3a) ne vous donne donc aucune déduction d'impôt suisse, et sa déductibilité en France n'est pas établie. Avant de verser, parlez-en à l'expert de l'audit gratuit. Source : accord franco-suisse du 11.4.1983.`,
    links: [AUDIT],
  },
  "lpp-limits": {
    when: [LPP_LIMIT_WORDS, /\blpp\b|2e pilier|deuxieme pilier|caisse de pension|prevoyance professionnelle/],
    text: (f) =>
      `LPP ${f.rulesOf} (2e pilier, salariés travaillant en Suisse, frontaliers compris) : seuil d'entrée ${formatChf(f.entryThreshold)} de salaire annuel ; déduction de coordination ${formatChf(f.coordinationDeduction)} ; salaire coordonné de ${formatChf(f.minCoordinated)} à ${formatChf(f.maxCoordinated)} (salaire pris en compte jusqu'à ${formatChf(f.upperLimit)}). Taux d'intérêt minimal ${f.interestYear} : ${formatPercent(f.minimumInterest)}. Les indépendants n'y sont pas assurés d'office (affiliation facultative). Source : OFAS, montants limites LPP.`,
    links: [AUDIT],
  },
  "lpp-buy-back": {
    when: [/rachat|racheter/, /\blpp\b|caisse de pension|2e pilier|deuxieme pilier/],
    text: (f) =>
      `Un rachat LPP est un versement volontaire à votre caisse de pension (2e pilier) pour combler une lacune de prévoyance : années sans cotisation, hausse de salaire, arrivée en Suisse. Le montant possible figure sur votre certificat de prévoyance ou s'obtient auprès de la caisse. Il se déduit du revenu imposable là où la taxation ordinaire s'applique (pour un frontalier genevois, seulement avec une TOU), et ce qu'il finance ne peut pas être retiré en capital pendant ${f.lockYears} ans (LPP, art. 79b al. 3).`,
    links: [AUDIT],
  },
  "pillar3a-maximum": {
    when: [PILLAR_3A, /combien|maximum|\bmax\b|plafond|verser|montant|limite|cotis|deduire|deductible/],
    text: (f) =>
      `En ${f.year}, vous pouvez verser au plus ${formatChf(f.withFund)} sur votre 3e pilier (3a) si vous êtes affilié à une caisse de pension (LPP). Sans caisse de pension, par exemple comme indépendant : ${formatPercent(f.without.incomeRate)} de votre revenu net d'activité, au plus ${formatChf(f.without.cap)}. Un versement ne dépasse jamais votre revenu d'activité. Si vous êtes imposé au barème ordinaire (Suisse, permis C, indépendant), il se déduit de votre revenu imposable ; imposé à la source, seulement par une taxation ordinaire ultérieure (TOU). Frontalier à Genève : seulement par une TOU que vous demandez, possible si au moins ${formatPercent(f.touShare)} des revenus mondiaux de votre ménage sont imposables en Suisse ; en dessous, l'impôt à la source est définitif et le 3a n'apporte aucune déduction. Frontalier vivant en France et travaillant dans un canton de l'accord de 1983 (${f.cantons.join(", ")}) : aucune déduction suisse. Source : OFAS, FAQ 3e pilier.`,
    links: [AUDIT],
  },
  "lamal-cost-share": {
    when: [/quote-part|participation aux (couts|frais)/],
    text: (f) =>
      `La quote-part LAMal est de ${formatPercent(f.rate)} des frais au-delà de la franchise, au plus ${formatChf(f.maxAdult)} par an pour un adulte (${formatChf(f.maxChild)} pour un enfant), en ${f.year}.`,
    links: [AUDIT],
  },
  "lamal-deductible": {
    when: [/franchise/],
    text: (f) => {
      const optional = f.options.map(formatNumber);
      return `Pour un adulte, vous choisissez votre franchise LAMal parmi ${formatChf(f.ordinary)} (ordinaire), ${optional.slice(0, -1).join(", ")} et ${optional.at(-1)}. La plus haute, ${formatChf(f.highest)}, donne le plus grand rabais de prime : au plus ${formatPercent(f.reduction.rate)} de l'écart avec ${formatChf(f.reduction.baseDeductible)}, soit ${formatChf(f.maxReduction)} par an. Au-delà de la franchise, vous payez ${formatPercent(f.costShare.rate)} des frais, au plus ${formatChf(f.costShare.maxAdult)} par an. Elle convient si vous allez rarement chez le médecin ; la pré-analyse calcule la meilleure pour vous. Pour ${f.nextYear}, une baisse de franchise s'annonce à votre assureur au plus tard le dernier jour ouvrable de novembre (le ${formatDateFr(f.lowerBy, true)}), une hausse jusqu'au ${formatDateFr(f.raiseUntil)}.`;
    },
    links: [AUDIT],
  },
  "geneva-tou": {
    when: [/\btou\b|taxation ordinaire|quasi.?resident|90 ?%/],
    text: (f) =>
      `À Genève, un frontalier imposé à la source peut seulement demander la taxation ordinaire ultérieure (TOU), s'il est quasi-résident : au moins ${formatPercent(f.share)} des revenus mondiaux de son ménage sont imposés en Suisse. La demande se fait chaque année, au plus tard le ${f.deadline.day} mars de l'année suivante, et ne peut plus être retirée une fois déposée ; en dessous de ${formatPercent(f.share)}, l'impôt à la source est définitif. Elle ouvre les déductions (3e pilier, rachats LPP, frais de garde). La TOU obligatoire au-delà de ${formatChf(f.compulsoryFrom)} de revenu brut concerne les résidents imposés à la source (permis B par exemple), jamais les frontaliers. Sources : LIFD art. 99a et 89 ; AFC Genève, guide IS ${f.guideYear}.`,
    links: [AUDIT],
  },
  "telework-italy": {
    when: [TELEWORK, /itali|tessin|ticino|grisons/],
    text: (f) =>
      `Pour un frontalier de l'accord italo-suisse du 23.12.2020 (domicile en Italie à moins de ${f.borderZoneKm} km de la frontière, travail au Tessin, aux Grisons ou en Valais), le télétravail jusqu'à ${formatPercent(f.share)} du temps de travail ne change pas l'imposition (protocole de 2024). Un résident italien qui travaille ailleurs, à Zurich par exemple, est imposé en Italie sur les jours travaillés en Italie dès le premier jour. Les règles franco-suisses (40 %, accord de 1983, CMU) ne s'appliquent pas à vous.`,
    links: [AUDIT],
  },
  telework: {
    when: [TELEWORK],
    text: (f) =>
      `Pour un frontalier vivant en France, le télétravail jusqu'à ${formatPercent(f.france)} du temps de travail ne change pas l'imposition (avenant du 22.12.2022) ; au-delà, dans les cantons de l'accord de 1983, vous perdez le statut de frontalier et le salaire des jours travaillés en Suisse y est imposé à la source. Pour un frontalier vivant en Italie et couvert par l'accord italo-suisse de 2020 (Tessin, Grisons, Valais), le seuil est de ${formatPercent(f.italy)}. Vivant en Allemagne ou en Autriche, d'autres règles s'appliquent : dites-nous votre pays. Pour la sécurité sociale, vous restez affilié en Suisse en dessous de ${formatPercent(f.a1From)} de télétravail, et jusqu'à ${formatPercent(f.socialSecurity)} seulement avec un certificat A1 demandé par l'employeur (accord-cadre UE/AELE).`,
    links: [AUDIT],
  },
  "italy-tax": {
    when: [/frontali/, /itali|tessin|ticino|grisons|lugano/, /impo|fisc|tax/],
    text: (f) =>
      `Frontalier vivant en Italie et travaillant dans un canton du nouvel accord italo-suisse (${f.cantons.join(", ")}) : cet accord du 23.12.2020 s'applique depuis ${f.appliedFrom}. Si vous avez commencé à travailler en Suisse à partir du ${formatDateFr(f.newFrom)} (nouveau frontalier), votre salaire est imposé à la source en Suisse, qui conserve ${formatPercent(f.swissShareOfSourceTax)} de cet impôt, et aussi en Italie, qui tient compte de l'impôt suisse. Si vous y travailliez déjà entre le ${formatDateFr(f.oldFrom)} et le ${formatDateFr(f.newFrom)} (ancien frontalier), vous restez imposé seulement en Suisse, sans date de fin (${f.communesCompensationUntil} est seulement la fin de la compensation versée aux communes frontalières italiennes). Pour ces frontaliers de l'accord (domicile à moins de ${f.borderZoneKm} km de la frontière), le télétravail jusqu'à ${formatPercent(f.teleworkTaxNeutralMaxShare)} n'y change rien (protocole de 2024) ; un résident italien qui travaille ailleurs, à Zurich par exemple, est imposé en Italie sur les jours travaillés en Italie dès le premier jour. Source : accord italo-suisse du 23.12.2020.`,
    links: [AUDIT],
  },
  "lamal-or-cmu": {
    when: [/\bcmu\b|droit d.option|lamal ou|assurance maladie.*frontalier|frontalier.*assurance maladie/],
    text: (f) =>
      `Un frontalier vivant en France choisit entre la LAMal suisse et l'assurance maladie française (CMU) : il a ${f.choiceWithinMonths} mois dès le début de son activité en Suisse pour exercer ce droit d'option, et ce choix est en principe définitif. La CMU coûte environ ${formatPercent(f.cmuRate)} du revenu fiscal au-delà d'un abattement ; la LAMal, une prime par personne. L'audit compare les deux pour votre foyer. Vivant en Italie, en Allemagne ou en Autriche, vous êtes à la LAMal par défaut ; l'exemption pour l'assurance de votre pays se demande dans les ${f.exemptionMonths} mois et est irrévocable.`,
    links: [AUDIT],
  },
  "agreement-1983": {
    when: [AGREEMENT_1983],
    text: (f) =>
      `Dans les cantons de l'accord franco-suisse de 1983 (${f.cantons.join(", ")}), un frontalier qui vit en France est imposé en France sur son salaire suisse, pas à la source en Suisse : la TOU genevoise ne s'applique pas, et le 3e pilier ne donne aucune déduction suisse. Au-delà de ${formatPercent(f.telework)} de télétravail, il perd ce statut : le salaire des jours travaillés en Suisse y est imposé à la source.`,
    links: [AUDIT],
  },
  prices: {
    when: [/prix|cout|coute|tarif|gratuit|payer|payant|premium|combien.*(audit|rapport)/],
    text: () =>
      `L'audit est gratuit : ${FREE_OFFER.price} (d'une valeur de ${FREE_OFFER.value}), sans engagement ni carte bancaire, avec un rapport PDF sous 48 h. L'audit Premium coûte ${PREMIUM.price}, ${PREMIUM.priceNote}. ${PREMIUM.lead}`,
    links: [AUDIT, PREMIUM_LINK],
  },
  "how-it-works": {
    when: [/audit|rapport|questionnaire/, /comment|deroule|delai|combien de temps|quand|etapes?|recevoir/],
    text: () =>
      `Vous répondez à un questionnaire de 5 minutes, sans justificatif. Vous recevez tout de suite une pré-analyse, puis votre rapport PDF personnalisé sous 48 h, avec un plan d'action ; un expert peut vous rappeler si vous le souhaitez.`,
    links: [AUDIT],
  },
  savings: {
    when: [/econom|gagner|recuperer/],
    text: () =>
      `La plupart de nos clients identifient entre CHF 2 000 et 6 000 d'économies par an, selon leur situation : 3e pilier, franchise LAMal, TOU pour les frontaliers genevois. Le rapport donne des fourchettes avec leurs hypothèses, jamais une promesse au franc près.`,
    links: [AUDIT],
  },
  privacy: {
    when: [/donnee|confidential|vie privee|securite|rgpd|lpd/],
    text: () =>
      `Vos réponses servent uniquement à préparer votre audit. Elles sont hébergées en Suisse et supprimées au plus tard 12 mois après votre demande ; nous n'enregistrons jamais votre adresse IP et ne vendons aucune donnée.`,
    links: [PRIVACY],
  },
  subscribers: {
    when: [
      /(combien|nombre) d.(abonnes|inscrits|lecteurs)|combien de (personnes|gens) (sont (abonn|inscrit)|lisent|recoivent|suivent)/,
    ],
    text: () => newsletterSentence(LANDING, "fr"),
    links: [NEWSLETTER],
  },
  unsubscribe: {
    when: [/desinscri|desabonn|ne plus recevoir|me retirer|arreter (la newsletter|les (e-?)?mails)/],
    text: () =>
      "Chaque e-mail de la newsletter contient en bas un lien de désinscription : ouvrez-le et confirmez d'un clic, vous ne recevez plus rien.",
    links: [{ label: "La newsletter", href: "/#newsletter" }],
  },
  "lamal-compulsory": {
    when: [/assurance maladie|lamal|caisse maladie/, /obligatoire|dois-je|faut-il|oblige/, /^(?!.*frontali)/],
    text: () =>
      "Oui : toute personne qui vit en Suisse doit avoir l'assurance de base LAMal. Les frontaliers ont des règles propres (droit d'option LAMal ou assurance de leur pays).",
    links: [AUDIT],
  },
  newsletter: {
    when: [/newsletter|lettre d.information/],
    text: () =>
      `La newsletter SwissHack paraît le mardi, au plus un e-mail par semaine, avec un hack financier suisse (impôts, prévoyance, assurance). Vous confirmez votre inscription par un lien et pouvez vous désinscrire en un clic.`,
    links: [NEWSLETTER],
  },
  contact: {
    when: [/contact|appeler|telephone|joindre|parler a|rendez.?vous|expert/],
    text: () =>
      `Le plus simple : demandez l'audit gratuit et cochez « être rappelé » ; un expert d'un cabinet partenaire agréé par la FINMA vous appelle au moment choisi. Vous pouvez aussi poser vos questions ici.`,
    links: [AUDIT, FAQ],
  },
};

/** SwissHack's questions, answered in French from `src/shared/finance/figures.ts` and the site's content. */
export const SWISSHACK_INTENTS = localizedIntents(SWISSHACK_INTENT_ORDER, SWISSHACK_FACTS, TEXTS);
