import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_LEGAL_NOTICE_FR } from "@shared/content/optimaite/fr/legal-notice";
import { formatWholeNumber } from "@shared/i18n/format";
import { roiDisclaimer } from "../legal-page-sentences";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import { stillWorthIt } from "../page-sentences";
import { CALCULATOR, CONTACT, DEMO, href, inputsOf, monthly, PLATFORM_PACKAGES_ASIDE, usd } from "./shared";

/** OptimAIte's questions in Quebec French about the price, the calculator and its estimate, the contract. */
export const MONEY_INTENTS_FR = {
  "roi-estimate": {
    // "Les chiffres de votre calculateur, c'est-tu garanti?"
    when: [
      /calcul|\brsi\b|\broi\b|estimation/,
      /garanti|promesse|promet|fiable|exacte?s?\b|realiste|precis|engagement (de |des )?(resultats?|votre part)/,
    ],
    text: () => roiDisclaimer(OPTIMAITE_LEGAL_NOTICE_FR),
    links: [CALCULATOR, { label: "Mentions légales", href: href("/legal-notice") }],
  },
  roi: {
    when: [
      /\broi\b|\brsi\b|\d+ appels? par (jour|semaine|mois)|rendement|retour sur|econom|\bsauv(e|es|er|ez|ons|erais)\b|recuper|(?<!\b(pas|jamais|plus|sont|est|etre|soient|seront) )revenu|appels? manques|rentab|perd\w* (de |des |d.|du |en )?(l.)?(argent|revenus?|clients?|patients?|appels?|ventes?|\$|\d)|(argent|revenus?|clients?|patients?|appels?|ventes?|leads?) (qu.on |que (je|nous) )?perd|combien\b.{0,30}\b(perd|perds|perdons|perdez|perdu)\b|perte|vaut la peine|calculat\w*.*\b(comment|fonctionn\w*|marche|utilis\w*|ou)\b|calculat\w*.{0,40}\b(sort|donne|affiche|montre|resultats?)\b|\b(comment|fonctionn\w*|marche|utilis\w*|ou)\b.*calculat|calculat\w*.*\b(valeurs?|defaut|depart)\b|\b(entrer|saisir|inscrire|mettre)\b.{0,30}\bcalculat|\b(valeurs?|defaut)\b.*calculat/,
    ],
    text: ({ inputs, result }) =>
      `${inputs.missedCallRate === 0 ? `${OPTIMAITE_LANDING_FR.CALCULATOR.congratulations.title} ${OPTIMAITE_LANDING_FR.CALCULATOR.congratulations.text} ` : ""}Avec ${inputsOf(inputs)}, le calculateur montre ${formatWholeNumber(result.lostClients, "fr")} clients perdus et ${usd(result.lostRevenue)} de revenus perdus par mois; OptimAIte en récupère ${usd(result.recoveredRevenue)} et vous fait économiser ${usd(result.laborSavings)}, pour un RSI de ${monthly(result)}. ${OPTIMAITE_LANDING_FR.CALCULATOR.note} ${roiDisclaimer(OPTIMAITE_LEGAL_NOTICE_FR)} Entrez vos propres chiffres pour voir les vôtres.`,
    links: [CALCULATOR],
  },
  contract: {
    when: [
      /^(?!.*(demo|\bpatients?\b|\bclients?\b))/,
      /\bcontrats?\b|annul\w* (quand (je|on|nous) (veux|veut|voulons|voudrai\w*)|en tout temps|n.importe quand|a tout moment)|engag|resili|duree minimale|preavis|penalit|(annul|arret|mettre fin|termin\w*)\w*.{0,30}(abonnement|service|forfait)|(abonnement|service|forfait).{0,30}(annul|arret|mettre fin)/,
    ],
    text: (f) =>
      `Nos pages ne précisent pas la durée des contrats ni les conditions de résiliation. Le prix dépend de votre volume d'appels et de vos intégrations, et la démo gratuite vous donne une soumission exacte : posez-nous la question à ce moment-là, ou écrivez-nous, nous répondons dans les ${f.replyHours}\u00a0heures.`,
    links: [CONTACT, DEMO],
  },
  pricing: {
    when: [
      PLATFORM_PACKAGES_ASIDE,
      // "Chaque clinique a ses prix": the clinic's own prices, which the receptionist is trained on, not ours.
      /^(?!.*\b(nos|mes|ses|leurs|notre|son|sa) (propres )?(prix|tarifs)\b)/,
      // "Les patientes me demandent le prix du botox": what the clinic's callers ask, which it answers.
      /^(?!.*\b(demandent|demande|posent|veulent savoir|s.informent)\b.{0,30}\b(prix|tarifs?)\b)/,
      // "Vos plans", "un plan mensuel": the anglicism for a price plan.
      /\bcout|\bcoute|prix|tarif|combien (ca|ça|par)(?! (de |d.)?(minutes|temps|jours|heures|semaines|appels|rendez-vous|rdv))|c.est combien(?! (de |d.)(minutes|temps|jours|heures|semaines|appels|rendez-vous|rdv|cliniques))|\bfrais\b|\bdevis\b|abonnement|forfait|\bcher\b|factur|\b(vos|des|les|quels?|un) plans?\b|\bplans? (mensuel|annuel|de base)/,
    ],
    text: ({ inputs, result }) =>
      `Le prix dépend de votre volume d'appels et de vos intégrations; la démo gratuite vous donne une soumission exacte. À titre indicatif, avec les valeurs par défaut du calculateur (${inputsOf(inputs)}), une clinique récupère ${monthly(result)}.`,
    links: [DEMO, CALCULATOR],
  },
  "few-missed-calls": {
    when: [
      // Not the calculator given a zero: its answer, with its congratulations.
      /^(?!.*(calculat|\bzero\b|\b0 ?%))/,
      /\b(manqu\w*|rate|ratez|ratons|rates) (quasiment |presque |pratiquement |tres |vraiment |a peu pres )?(aucun|peu|pas beaucoup|jamais|rarement|pas d.appels?)\b|\b(repond\w*|prend\w*) (a |aux? )?(presque|quasiment|pratiquement) (tous|toutes|chaque)\b/,
    ],
    text: () => `${stillWorthIt(OPTIMAITE_LANDING_FR)} Le calculateur de rendement vous le montre avec vos chiffres.`,
    links: [CALCULATOR, DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;
