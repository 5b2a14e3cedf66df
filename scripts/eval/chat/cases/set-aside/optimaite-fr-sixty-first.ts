// Set-aside cases for OptimAIte in Quebec French, written by a sixty-first writer (a frustrated owner burned before) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_SIXTY_FIRST: readonly ChatCase[] = [
  {
    q: "Combien ca coute vot affaire? Chu tanné des frais cachés, donnez moi un chiffre calvaire",
    expect: {
      all: [/volume|nombre d'appels|combien d'appels/, /demo/],
      any: [/integration/, /soumission|devis|prix exact|sur mesure/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Combien ça coûte, et quel est le rendement? » (prix selon le volume d'appels et les intégrations, soumission exacte à la démo)",
  },
  {
    q: "Mon ancien service repondait pas la nuit pis les fins de semaine. Vous autres c koi vos heures??",
    expect: {
      all: [/24/],
      any: [/nuit/, /fins? de semaine|week-?end/, /ferie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES « Réponse aux appels 24 h sur 24 » (nuit, fin de semaine, jours fériés)",
  },
  {
    q: "si un patient appelle en panique apres sa chirurgie votre robot fait quoi? l'autre gang prenait juste un message pis je le voyais le lendemain matin. maudit que j'etais en beau fusil",
    expect: {
      all: [/transf/],
      any: [/immediat|tout de suite|aussitot|directement|sur-le-champ/, /resume/, /regle/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Que se passe-t-il avec les appels urgents ou complexes? » (transfert immédiat à l'équipe, résumé par texto ou courriel)",
  },
  {
    q: "Ca prend combien de temps avant que ca marche pour vrai, pis mon staff va perdre combien d'heures la dedans? on est deja dans le jus",
    expect: {
      all: [/(3|trois) jours|jour 3/],
      any: [/10 minutes|dix minutes|15 minutes|quinze minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Combien de temps prend la mise en place? » (lancement en 3 jours, questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "On est sur Jane pour nos rdv. Ca marche tu avec ca ou ben faut encore tout changer notre systeme?",
    expect: {
      all: [/jane/],
      any: [/oui|integr|compatible|fonctionne|praticien/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: INTEGRATIONS « Janeapp » (réserve avec le bon praticien dans Jane)",
  },
  {
    q: "notre DME c'est un vieux logiciel que personne connait. laissez moi deviner, ca marche pas avec vous autres?",
    expect: {
      all: [/sur mesure|api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: CUSTOM_INTEGRATION (DME absent de la liste : intégration sur mesure par API et webhooks, créée et entretenue par l'équipe)",
  },
  {
    q: "Mes patients sont pas mal agés pis y haissent parler a des machines. Ca va tu sonner comme un robot cheap?",
    expect: {
      all: [/\bton\b|au nom de|nom de (votre|la) clinique|voix de votre clinique/],
      any: [/service/, /prix/, /politique/, /transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Peut-elle parler comme ma clinique? » (formée à vos services, prix, politiques et ton; accueille au nom de la clinique)",
  },
  {
    q: "Les donnees de mes patients vous en faites quoi? Conforme LPRPDE pour vrai ou c'est juste ecrit sur le site?",
    expect: {
      all: [/lprpde/, /chiffr|crypt/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (chiffrement en transit et au repos, accès journalisés)",
  },
  {
    q: "vous vendez tu mes infos a des compagnies de marketing? pis c'est heberge ou vos affaires",
    expect: {
      all: [/suisse/, /jamais vend|ni vend|pas vend|ne (les )?(vendons|sont) (jamais|pas)/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: section « Hébergement et destinataires » (hébergées en Suisse, jamais vendues ni louées)",
  },
  {
    q: "La demo la, c'est tu gratis ou vous allez me faire signer un contrat de 3 ans comme l'autre gang de voleurs?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement|aucun engagement|pas d'engagement|n'engage|ne vous engage/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: DETAILS_CTA (« Une démo gratuite et sans engagement, adaptée à votre clinique »)",
  },
  {
    q: "J'ai booké la demo pis finalement j'peux pu ce jour la. Je la change comment?",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "server/leads/wording/fr.ts: meeting.manage (« Pour déplacer ou annuler votre démo : » suivi du lien, dans le courriel)",
  },
  {
    q: "Votre calculateur qui dit que je vais faire 20 000$ de plus par mois c'est basé sur quoi au juste? ca sent l'arnaque a plein nez",
    expect: {
      all: [/95/],
      any: [/30 jours/, /estimation|promesse|hypothese/, /saisi|entrez|valeurs/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: CALCULATOR.note (30 jours par mois, 95 % des clients perdus récupérés); fr/legal-notice.ts: « Responsabilité » (estimations, pas une promesse)",
  },
  {
    q: "Une fois que c'est parti vous me laissez tu tomber comme les autres? Y'a tu du support ou je parle a un mur",
    expect: {
      all: [/premiere semaine|ingenieur|ajust|accompagn/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: TIMELINE « Jour 3 » (suivi et ajustements toute la première semaine); fr/integrations.ts: « Soutien dédié » (ingénieur en intégration, du démarrage à la mise en service, et après)",
  },
  {
    q: "Moi c'est une clinique dentaire, pas de la chirurgie plastique. Ca gere tu les urgences pis les nettoyages?",
    expect: {
      all: [/nettoyage|fauteuil/, /urgence/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: SPECIALTIES « Cliniques dentaires » (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "Tabarnouche, connaissez vous un bon avocat pour me sortir de mon contrat avec mon ancien service de reponse?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : conseil juridique sur un contrat avec un autre fournisseur",
  },
];
