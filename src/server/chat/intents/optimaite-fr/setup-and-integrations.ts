import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { OPTIMAITE_INTEGRATIONS_FR } from "@shared/content/optimaite/fr/integrations";
import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import {
  customIntegrationSentences,
  faqAnswer,
  featureCard,
  specialtiesSentence,
  supportAfterLaunch,
} from "../page-sentences";
import { CONTACT, DEMO, INTEGRATIONS, list, SERVICES } from "./shared";

/** OptimAIte's questions in Quebec French about the set-up, the support after it, the specialties, the integrations and transferred calls. */
export const SETUP_AND_INTEGRATIONS_INTENTS_FR = {
  support: {
    // "Une fois que c'est lancé, vous nous laissez-tu tout seuls?", "Avez-vous du soutien technique?"
    when: [
      /\blaiss\w*\b.{0,20}\bseul(e|s|es)?\b|\bdebrouill\w*|\blaiss\w* a (nous|moi)[- ]memes?\b|\b(quelqu.un|qqn) (nous|me) sui\w*|\bsi (ca|ça) accroche\b|\b(apres|une fois)\b.{0,40}\b(lancement|mise en (service|ligne)|lance|en ligne)\b.{0,40}\bsuivi\b|\b(quelqu.un|qqn) pour (nous|m.|me) aider\b|\bqui (m.|nous|va (m.|nous)) aide\w*|\b(brise|bris|panne|plante|ne (marche|fonctionne) plus)\b.{0,40}\bqui\b|\b(nous|me) laiss\w*(-tu)? tomber\b|\bvous (disparaiss\w*|disparait\w*|evapor\w*)|\b(personne|contact|interlocuteur|ressource|responsable|quelqu.un)s? (\w+ )?(techniques?|dedie\w*|attitre\w*)\b|\bfollow.?ups?\b|\bsupport\b|\bsoutien\b|\baccompagn\w*|service (apres-vente|a la clientele)/,
    ],
    text: () => supportAfterLaunch(OPTIMAITE_INTEGRATIONS_FR, OPTIMAITE_SERVICES_FR, "\u00a0: "),
    links: [INTEGRATIONS, SERVICES],
  },
  "patient-booking": {
    // "Un patient veut changer son rdv de mardi à jeudi, l'IA peut-tu le faire elle-même dans notre agenda?"
    when: [
      /\b(patients?|clients?|appelants?|clientele)\b.{0,40}\b(chang|deplac|report|annul|modifi|decal)\w*.{0,30}\b(rdv|rendez-?vous|rendezvous|reservations?)\b|\b(deplac|report|annul|modifi)\w* (les|des|un|son|leur|leurs) (rdv|rendez-?vous|rendezvous)\b/,
    ],
    text: () => featureCard(OPTIMAITE_LANDING_FR, "Appointment booking", "\u00a0: "),
    links: [SERVICES, INTEGRATIONS],
  },
  "setup-time": {
    when: [
      // "Du support après l'installation?" asks about the support, not the set-up's length; "vous le gardez combien de
      // temps?" asks how long something is kept (the privacy page), not the set-up's length.
      /^(?!.*\b(support|soutien|accompagn\w*)\b)/,
      /^(?!.*\b(gard|conserv|redemand)\w*)/,
      // Whole words: "relancer les patients" is not the launch.
      /\b(combien de temps|delai|mise en (place|service)|mettre en place|install|onboard|set.?up|setupp|implant|deploi|demarr|(etre|sera|serons|serez|soit|serait|mettre|mise?|est) en ligne|operationnel|lance\w*|lancement|commenc\w*|configur\w*|etapes?\b|processus|(parte|partir|passer|aller|etre) live|go live|\btester\b.{0,30}\bavant\b|\bessayer\b.{0,30}\bavant\b)/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ_FR, "How long does implementation take?"),
    links: [DEMO],
  },
  specialties: {
    when: [
      /(types?|sortes?|genres?) de (cliniques?|cabinets?|pratiques?)|quell?e?s? (cliniques|cabinets|specialites)|specialit|combien de (cliniques|cabinets)|\b(pour|avec) (une|un|ma|mon|notre|nos|les|des) (clinique|cabinet|centre|bureau|pratique)s? (de\b|d.|du\b|des\b|en\b|[a-z]+(aire|ique|ale|ien|ienne)s?\b)/,
    ],
    text: () => specialtiesSentence(OPTIMAITE_LANDING_FR, "fr"),
    links: [SERVICES, DEMO],
  },
  integrations: {
    when: [
      /integr|connect|branch\w*|plateforme|logiciel|\bdme\b|dossier|agenda|calendrier|systemes? de|fresha|vagaro|square|jane|mindbody|calendly|synchro/,
    ],
    text: (f) =>
      `OptimAIte prend les rendez-vous directement dans ${list(f.names, "et")}. ${customIntegrationSentences(OPTIMAITE_INTEGRATIONS_FR, "\u00a0: ")}`,
    // A custom integration is asked for through the contact form.
    links: [INTEGRATIONS, CONTACT],
  },
  "urgent-calls": {
    when: [
      /urgen|crise|detresse|\b911\b|complication|complex|compliqu|\bfache\w*|mecontent\w*|en colere|agressi\w*|\bse plaind\w*|(pas|pus|plus) capable|incapable|plainte|transf|humain|ne sait pas|(comprend|sait|connait) (pas|rien)|ne comprend|ne peut pas repondre|sans reponse|vraie personne|\b(patients?|appelants?|clients?)\b.{0,40}\bquelqu.un|escalad/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ_FR, "What happens with urgent or complex calls?"),
    links: [SERVICES],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;
