import { FREE_OFFER } from "../../../shared/content/swisshack/landing";
import { PREMIUM } from "../../../shared/content/swisshack/premium";
import { figure } from "../../../shared/finance/figures";
import { formatDateFr, lastWorkingDayOfMonth } from "../../../shared/pre-analysis/civil-date";
import { formatChf, formatNumber, formatPercent } from "../../../shared/pre-analysis/format";
import type { ChatLink, Intent } from "./intent";

const AUDIT: ChatLink = { label: "Demander l'audit gratuit", href: "/#audit" };
const PREMIUM_LINK: ChatLink = { label: "Voir l'audit Premium", href: "/premium" };
const FAQ: ChatLink = { label: "Questions fréquentes", href: "/#faq" };
const PRIVACY: ChatLink = { label: "Politique de confidentialité", href: "/confidentialite" };
const NEWSLETTER: ChatLink = { label: "S'inscrire à la newsletter", href: "/#newsletter" };

const year = (today: Date) => today.getFullYear();
const PILLAR_3A = /(3e|3eme|troisieme|3a|\bpilier)/;

/** SwissHack's questions, answered in French from `src/shared/finance/figures.ts` and the site's content. */
export const SWISSHACK_INTENTS: readonly Intent[] = [
  {
    id: "pillar3a-buy-back",
    when: [/rachat|racheter|rattrap/, PILLAR_3A],
    answer: (today) => {
      const { value, year: from } = figure("pillar3aBuyBack", year(today));
      return {
        text: `Depuis ${value.firstBuyBackYear}, vous pouvez racheter les années où vous n'avez pas versé le maximum au 3e pilier, à partir de l'année ${value.firstMissedYear}, jusqu'à ${value.maxYearsBack} ans en arrière : un seul rachat par an, de ${formatChf(value.maxPerBuyBackYear)} au plus au total, quel que soit le nombre d'années manquées qu'il couvre, et seulement après le versement complet de l'année. Il se déduit comme les versements 3a, là où ceux-ci se déduisent. Source : OPP 3 (règles ${from}).`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "agreement-1983-pillar3a",
    when: [/vaud|valais|neuchatel|jura|berne|bale|soleure|accord de 1983/, /frontali/, PILLAR_3A],
    answer: (today) => {
      const cantons = figure("agreement1983Cantons", year(today)).value.join(", ");
      return {
        text: `Frontalier vivant en France et travaillant dans un canton de l'accord franco-suisse de 1983 (${cantons}) : votre salaire est imposé en France, pas en Suisse. Un versement au 3e pilier (3a) ne vous donne donc aucune déduction d'impôt suisse, et sa déductibilité en France n'est pas établie. Avant de verser, parlez-en à l'expert de l'audit gratuit. Source : accord franco-suisse du 11.4.1983.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "lpp-buy-back",
    when: [/rachat|racheter/, /\blpp\b|caisse de pension|2e pilier|deuxieme pilier/],
    answer: () => ({
      text: `Un rachat LPP est un versement volontaire à votre caisse de pension (2e pilier) pour combler une lacune de prévoyance : années sans cotisation, hausse de salaire, arrivée en Suisse. Le montant possible figure sur votre certificat de prévoyance ou s'obtient auprès de la caisse. Il se déduit du revenu imposable là où la taxation ordinaire s'applique (pour un frontalier genevois, seulement avec une TOU), et ce qu'il finance ne peut pas être retiré en capital pendant 3 ans (LPP, art. 79b al. 3).`,
      links: [AUDIT],
    }),
  },
  {
    id: "pillar3a-maximum",
    when: [PILLAR_3A, /combien|maximum|plafond|verser|montant|limite|cotis|deduire|deductible/],
    answer: (today) => {
      const withFund = figure("pillar3aMaxWithPensionFund", year(today));
      const without = figure("pillar3aMaxWithoutPensionFund", year(today));
      const tou = figure("genevaTou", year(today)).value;
      const cantons = figure("agreement1983Cantons", year(today)).value.join(", ");
      return {
        text: `En ${withFund.year}, vous pouvez verser au plus ${formatChf(withFund.value)} sur votre 3e pilier (3a) si vous êtes affilié à une caisse de pension (LPP). Sans caisse de pension, par exemple comme indépendant : ${formatPercent(without.value.incomeRate)} de votre revenu net d'activité, au plus ${formatChf(without.value.cap)}. Un versement ne dépasse jamais votre revenu d'activité. Si vous êtes imposé au barème ordinaire (Suisse, permis C, indépendant), il se déduit de votre revenu imposable ; imposé à la source, seulement par une taxation ordinaire ultérieure (TOU). Frontalier à Genève : seulement par une TOU que vous demandez, possible si au moins ${formatPercent(tou.minSwissIncomeShare)} des revenus mondiaux de votre ménage sont imposables en Suisse ; en dessous, l'impôt à la source est définitif et le 3a n'apporte aucune déduction. Frontalier vivant en France et travaillant dans un canton de l'accord de 1983 (${cantons}) : aucune déduction suisse. Source : OFAS, FAQ 3e pilier.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "lamal-deductible",
    when: [/franchise/],
    answer: (today) => {
      const y = year(today);
      const ordinary = figure("lamalOrdinaryDeductible", y).value;
      const options = figure("lamalOptionalDeductibles", y).value;
      const highest = Math.max(...options);
      const reduction = figure("lamalMaxPremiumReduction", y).value;
      const share = figure("lamalCostShare", y).value;
      const change = figure("lamalDeductibleChange", y).value;
      const optional = options.map(formatNumber);
      return {
        text: `Pour un adulte, vous choisissez votre franchise LAMal parmi ${formatChf(ordinary)} (ordinaire), ${optional.slice(0, -1).join(", ")} et ${optional.at(-1)}. La plus haute, ${formatChf(highest)}, donne le plus grand rabais de prime : au plus ${formatPercent(reduction.rate)} de l'écart avec ${formatChf(reduction.baseDeductible)}, soit ${formatChf(reduction.rate * (highest - reduction.baseDeductible))} par an. Au-delà de la franchise, vous payez ${formatPercent(share.rate)} des frais, au plus ${formatChf(share.maxAdult)} par an. Elle convient si vous allez rarement chez le médecin ; la pré-analyse calcule la meilleure pour vous. Pour ${y + 1}, une baisse de franchise s'annonce à votre assureur au plus tard le dernier jour ouvrable de novembre (le ${formatDateFr(lastWorkingDayOfMonth(y, change.lowerByLastWorkingDayOfMonth), true)}), une hausse jusqu'au ${formatDateFr({ year: y, ...change.raiseUntil })}.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "geneva-tou",
    when: [/\btou\b|taxation ordinaire|quasi.?resident|90 ?%/],
    answer: (today) => {
      const { value, year: from } = figure("genevaTou", year(today));
      const resident = figure("residentSourceTou", year(today)).value;
      const deadline = `${value.requestDeadlineNextYear.day} mars`;
      return {
        text: `À Genève, un frontalier imposé à la source peut seulement demander la taxation ordinaire ultérieure (TOU), s'il est quasi-résident : au moins ${formatPercent(value.minSwissIncomeShare)} des revenus mondiaux de son ménage sont imposés en Suisse. La demande se fait chaque année, au plus tard le ${deadline} de l'année suivante, et ne peut plus être retirée une fois déposée ; en dessous de ${formatPercent(value.minSwissIncomeShare)}, l'impôt à la source est définitif. Elle ouvre les déductions (3e pilier, rachats LPP, frais de garde). La TOU obligatoire au-delà de ${formatChf(resident.compulsoryAboveGross)} de revenu brut concerne les résidents imposés à la source (permis B par exemple), jamais les frontaliers. Sources : LIFD art. 99a et 89 ; AFC Genève, guide IS ${from}.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "telework-italy",
    when: [/teletravail|travail a domicile|home.?office/, /itali|tessin|ticino|grisons/],
    answer: (today) => {
      const italy = figure("italyAgreement", year(today)).value;
      return {
        text: `Pour un frontalier vivant en Italie (nouvel accord italo-suisse du 23.12.2020, appliqué depuis 2024), le télétravail jusqu'à ${formatPercent(italy.teleworkTaxNeutralMaxShare)} du temps de travail ne change pas l'imposition. Les règles franco-suisses (40 %, accord de 1983, CMU) ne s'appliquent pas à vous. Source : accord italo-suisse du 23.12.2020.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "telework",
    when: [/teletravail|travail a domicile|home.?office/],
    answer: (today) => {
      const { value } = figure("telework", year(today));
      const social = figure("teleworkSocialSecurity", year(today)).value;
      const italy = figure("italyAgreement", year(today)).value;
      return {
        text: `Pour un frontalier vivant en France, le télétravail jusqu'à ${formatPercent(value.taxNeutralMaxShare)} du temps de travail ne change pas l'imposition (avenant du 22.12.2022) ; au-delà, dans les cantons de l'accord de 1983, vous perdez le statut de frontalier et le salaire des jours travaillés en Suisse y est imposé à la source. Pour un frontalier vivant en Italie, le seuil est de ${formatPercent(italy.teleworkTaxNeutralMaxShare)} (accord italo-suisse de 2020). Pour la sécurité sociale, vous restez affilié en Suisse jusqu'à ${formatPercent(social.swissMaxShare)} de télétravail, avec un certificat A1 (accord-cadre UE/AELE).`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "lamal-or-cmu",
    when: [/\bcmu\b|droit d.option|lamal ou|assurance maladie.*frontalier|frontalier.*assurance maladie/],
    answer: (today) => {
      const { value } = figure("frontalierHealthOption", year(today));
      return {
        text: `Un frontalier vivant en France choisit entre la LAMal suisse et l'assurance maladie française (CMU) : il a ${value.choiceWithinMonths} mois dès le début de son activité en Suisse pour exercer ce droit d'option, et ce choix est en principe définitif. La CMU coûte environ ${formatPercent(value.cmuRate)} du revenu fiscal au-delà d'un abattement ; la LAMal, une prime par personne. L'audit compare les deux pour votre foyer. Vivant en Italie, vous relevez en principe du service national de santé italien.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "agreement-1983",
    when: [/vaud|valais|neuchatel|jura|berne|bale|soleure|accord de 1983/],
    answer: (today) => {
      const cantons = figure("agreement1983Cantons", year(today)).value.join(", ");
      const telework = figure("telework", year(today)).value;
      return {
        text: `Dans les cantons de l'accord franco-suisse de 1983 (${cantons}), un frontalier qui vit en France est imposé en France sur son salaire suisse, pas à la source en Suisse : la TOU genevoise ne s'applique pas, et le 3e pilier ne donne aucune déduction suisse. Au-delà de ${formatPercent(telework.taxNeutralMaxShare)} de télétravail, il perd ce statut : le salaire des jours travaillés en Suisse y est imposé à la source.`,
        links: [AUDIT],
      };
    },
  },
  {
    id: "prices",
    when: [/prix|cout|coute|tarif|gratuit|payer|payant|premium|combien.*(audit|rapport)/],
    answer: () => ({
      text: `L'audit est gratuit : ${FREE_OFFER.price} (d'une valeur de ${FREE_OFFER.value}), sans engagement ni carte bancaire, avec un rapport PDF sous 48 h. L'audit Premium coûte ${PREMIUM.price}, ${PREMIUM.priceNote} : un appel de 45 minutes avec un expert et un suivi de 2 ans.`,
      links: [AUDIT, PREMIUM_LINK],
    }),
  },
  {
    id: "how-it-works",
    when: [/audit|rapport|questionnaire/, /comment|deroule|delai|combien de temps|quand|etapes?|recevoir/],
    answer: () => ({
      text: `Vous répondez à un questionnaire de 5 minutes, sans justificatif. Vous recevez tout de suite une pré-analyse, puis votre rapport PDF personnalisé sous 48 h, avec un plan d'action ; un expert peut vous rappeler si vous le souhaitez.`,
      links: [AUDIT],
    }),
  },
  {
    id: "savings",
    when: [/econom|gagner|recuperer/],
    answer: () => ({
      text: `La plupart de nos clients identifient entre CHF 2 000 et 6 000 d'économies par an, selon leur situation : 3e pilier, franchise LAMal, TOU pour les frontaliers genevois. Le rapport donne des fourchettes avec leurs hypothèses, jamais une promesse au franc près.`,
      links: [AUDIT],
    }),
  },
  {
    id: "privacy",
    when: [/donnee|confidential|vie privee|securite|rgpd|lpd/],
    answer: () => ({
      text: `Vos réponses servent uniquement à préparer votre audit. Elles sont hébergées en Suisse et supprimées au plus tard 12 mois après votre demande ; nous n'enregistrons jamais votre adresse IP et ne vendons aucune donnée.`,
      links: [PRIVACY],
    }),
  },
  {
    id: "newsletter",
    when: [/newsletter|lettre d.information/],
    answer: () => ({
      text: `La newsletter SwissHack paraît le mardi, au plus un e-mail par semaine, avec une astuce fiscale ou de prévoyance. Vous confirmez votre inscription par un lien et pouvez vous désinscrire en un clic.`,
      links: [NEWSLETTER],
    }),
  },
  {
    id: "contact",
    when: [/contact|appeler|telephone|joindre|parler a|rendez.?vous|expert/],
    answer: () => ({
      text: `Le plus simple : demandez l'audit gratuit et cochez « être rappelé » ; un expert d'un cabinet partenaire agréé par la FINMA vous appelle au moment choisi. Vous pouvez aussi poser vos questions ici.`,
      links: [AUDIT, FAQ],
    }),
  },
];
