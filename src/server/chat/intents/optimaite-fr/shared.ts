import { OPTIMAITE_INTEGRATIONS_FR } from "@shared/content/optimaite/fr/integrations";
import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { formatWholeNumber } from "@shared/i18n/format";
import type { RoiInputs, RoiResult } from "@shared/roi";
import { localizedHref } from "../../chat-pack";
import type { ChatLink } from "../intent";
import { localeFormat } from "../locale-format";
import { featureCard, heroSentence, testimonialAuthors } from "../page-sentences";
import { namingAPlatform } from "../platform-intents";

// What the intents of OptimAIte in Quebec French share: their links, the words several of them read, the amounts' wording.
export const href = (path: string) => localizedHref(path, "optimaite", "fr");
export const DEMO: ChatLink = { label: "Réserver une démo gratuite", href: href("/optimaite?demo=open") };
export const CALCULATOR: ChatLink = { label: "Ouvrir le calculateur de RSI", href: href("/optimaite#roi-calculator") };
export const INTEGRATIONS: ChatLink = { label: "Voir toutes les intégrations", href: href("/integrations") };
export const FAQ: ChatLink = { label: "Lire la FAQ", href: href("/faq") };
export const SERVICES: ChatLink = { label: "Voir ce qu'elle fait", href: href("/details") };
export const PRIVACY: ChatLink = { label: "Politique de confidentialité", href: href("/privacy") };
export const CONTACT: ChatLink = { label: "Nous joindre", href: href("/optimaite?contact=open") };

export const { list } = localeFormat("fr");
/** What OptimAIte is, as the home page says it: its hero and its 24/7 answering card. */
export const whatItIs = () =>
  `${heroSentence(OPTIMAITE_LANDING_FR)} ${featureCard(OPTIMAITE_LANDING_FR, "24/7 call answering", "\u00a0: ")}`;
export const SOFTWARE = /\b(logiciels?|dme|plateformes?|systemes? de (reservation|gestion|rendez-vous)|integr\w*)\b/;
/** "Elle va connaître nos prix pis notre politique d'annulation?": the clinic's own ways, not OptimAIte's price. */
export const CLINIC_OWN_WAYS =
  /(connai|conna|\bsai[st]\b|savoir|saura|form[eé]|appren|entrain|program|configur|personnalis|\bdire\b|\bdonner\b|annonc|communiqu|\bprendre\b|adopt|imit|copi)\w*.{0,60}\b(nos|mes|notre|ma|mon) (prix|tarifs|services|soins|traitements|politiques?|horaires|regles|procedures|facons?( de parler)?|ton|style)\b/;
export const PLATFORM = namingAPlatform(OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS).source;
/** "Le forfait Mindbody d'un client": a booking platform's packages (its card's "Vérification des forfaits"), not a price. */
export const PLATFORM_PACKAGES_ASIDE = new RegExp(
  `^(?!.*(\\b(forfaits?|abonnements?)\\b.*${PLATFORM}|${PLATFORM}.*\\b(forfaits?|abonnements?)\\b))`,
);
/**
 * "Où" once accents are gone is also "ou" (or): it asks where only where French puts the question word: first, last,
 * after "c'est", "est" or "êtes", or before a verb ("où ça se passe", "ou est-ce que"). "Gratis ou ben un engagement?" is "or".
 */
export const WHERE =
  /(^|[.?!]\s*)ou\b|\bou\s*\?*$|\b(c'est|est|etes|sont|sera|serait)(-tu)?\s+ou\b|\bou\s+(se|ca|c'est|est|sera|a lieu|aura|va|vont|faut|dois|doit|on|je|j')\b/;
/** Amounts in US dollars as Quebec writes them: "21 955 $ US". */
export const usd = (value: number) => `${formatWholeNumber(value, "fr")}\u00a0$\u00a0US`;
export const inputsOf = (d: RoiInputs) =>
  `${d.callsPerDay} appels par jour, ${d.missedCallRate}\u00a0% d'appels manqués, ${d.lostLeadRate}\u00a0% de ces appelants perdus, ${usd(d.revenuePerClient)} par client et une réceptionniste à ${usd(d.receptionistCost)} par mois`;
export const monthly = (r: RoiResult) =>
  `${usd(r.monthlyROI)} par mois : ${usd(r.recoveredRevenue)} de revenus récupérés et ${usd(r.laborSavings)} d'économies sur la réception, soit ${usd(r.annualROI)} par année`;

/** "Avez-vous des témoignages?", "des vrais résultats de cliniques qui l'utilisent?"; not "à votre avis". */
export const TESTIMONIAL_WORDS =
  /\btemoign\w*|\bavis (de |des )?(clients?|patients?|cliniques?|utilisateurs?)\b|\b(vos|des|les) avis\b(?! (sur|de) (la|le|les|mon|ma|notre))|\breferences?\b(?! (de|des|d.) (medecins?|docteurs?|professionnels?))|clients? (satisfaits?|contents?)|(vrais|reels|concrets) resultats|resultats (reels|concrets)|(cliniques|clients|gens) qui (l.|les? )?utilis|\b(clients?|cliniques?|gens|utilisateurs?) qui (disent|parlent|racontent|confirment)\b/;
/** "La chirurgienne plasticienne, elle dit quoi?": a testimonial's author, named as the page names her, and what she says. */
export const AUTHOR_SAYS = new RegExp(
  `\\b(${testimonialAuthors(OPTIMAITE_LANDING_FR)})\\w*\\b.{0,60}\\b(dit|disait|dire|raconte|racontait|pense|pensait)\\b`,
);
