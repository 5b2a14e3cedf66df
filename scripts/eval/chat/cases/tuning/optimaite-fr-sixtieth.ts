// Tuning cases for OptimAIte in Quebec French, written by a sixtieth writer (a health-tech journalist) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_SIXTIETH: readonly ChatCase[] = [
  {
    q: "Combien de temps faut-il pour mettre OptimAIte en place dans une clinique, du début à la fin?",
    expect: {
      all: [/(2|deux) semaines/],
      any: [/3 jours|trois jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "Combien de temps l'équipe de la clinique doit-elle y consacrer? Il y a un questionnaire, des appels?",
    expect: {
      all: [/10 minutes/, /15 minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts HOW_IT_WORKS (questionnaire de 10 minutes, appels de 15 minutes); fr/faq.ts mise en place",
  },
  {
    q: "Il se passe quoi le jour 2 du lancement?",
    expect: {
      all: [/formation/],
      any: [/essai/, /test/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts TIMELINE « Jour 2 : Formation et essais »",
  },
  {
    q: "Pour quelles specialites OptimAIte est-elle concue?",
    expect: {
      any: [/dent/, /dermato/, /lasik/, /plasti/, /medispa/, /bien-etre/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts SPECIALTIES",
  },
  {
    q: "Et pour une clinique dentaire, elle gère quoi précisément?",
    expect: {
      any: [/nettoyage/, /urgence/, /fauteuil/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Les chiffres de rendement que vous affichez, c'est une garantie de résultats?",
    expect: {
      any: [/estimation/, /pas une (promesse|garantie)/, /ne constitu/, /aucune (promesse|garantie)/, /hypothese/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts « Responsabilité »",
  },
  {
    q: "Avez-vous un exemple chiffré de rendement pour une clinique type? J'aimerais un ordre de grandeur pour mon article.",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Combien ça coûte, et quel est le rendement? » (exemple : 21 955 $ par mois)",
  },
  {
    q: "Quels témoins (cookies) votre site dépose-t-il?",
    expect: {
      all: [/essentiel/],
      any: [/statistiques/, /marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Mon choix sur les cookies est gardé combien de temps, et je peux le changer comment?",
    expect: {
      all: [/six mois|6 mois/],
      any: [/parametres des temoins/, /bas de (chaque )?page/, /lien/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts « Témoins (cookies) et stockage local » (choix conservé six mois, lien « Paramètres des témoins »)",
  },
  {
    q: "Conservez-vous l'adresse IP des visiteurs de votre site?",
    expect: {
      any: [/jamais/, /(n'est|ne sont) pas conserv/, /pas conserv/, /ne (la )?conserv/, /memoire/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Statistiques » (adresse IP jamais conservée)",
  },
  {
    q: "Si un lecteur veut faire supprimer ses donnees chez vous, comment il procede et vous repondez en combien de temps?",
    expect: {
      all: [/30 jours|trente jours/],
      any: [/ecri/, /courriel/, /@/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Vos droits » (réponse dans un délai de 30 jours, demande par courriel)",
  },
  {
    q: "Auprès de quelle autorité peut-on se plaindre si on n'est pas satisfait de votre gestion des données?",
    expect: {
      any: [/pfpdt/, /prepose federal/, /autorite de controle/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Vos droits » (PFPDT, autorité de contrôle dans l'UE)",
  },
  {
    q: "Vendez-vous les données collectées à des tiers?",
    expect: {
      any: [/jamais/, /(ne|pas|ni) .{0,25}vend/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Le texto de confirmation que reçoit le patient contient quelles informations?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Comment votre système réduit-il les rendez-vous manqués (les no-shows)?",
    expect: {
      all: [/rappel/],
      any: [/absence/, /plage/, /liste d'attente/, /combl/, /texto/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Quelles statistiques une clinique peut-elle suivre avec OptimAIte?",
    expect: {
      all: [/revenus/],
      any: [/volume/, /rendez-vous/, /taux de reservation/, /resultats des appels/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Statistiques »; fr/services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "L'IA répond-elle au nom de la clinique? Peut-on ajuster ce qu'elle dit et son ton?",
    expect: {
      any: [/au nom/, /\bton\b/, /politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Elle repond aussi la nuit, les fins de semaine et les jours feries?",
    expect: {
      any: [/24/, /nuit/, /fin de semaine/, /ferie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Une petite clinique qui n'a aucun logiciel de réservation peut-elle quand même utiliser OptimAIte?",
    expect: {
      all: [/google/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts INTEGRATIONS « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Un groupe avec plusieurs établissements peut-il gérer la réservation de tous ses sites?",
    expect: {
      any: [/mindbody/, /jane/, /plusieurs etablissements/, /multi-?etablissement/, /plusieurs agendas/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts INTEGRATIONS (Janeapp « Plusieurs établissements », Mindbody « Agendas multiétablissements »)",
  },
  {
    q: "Qui s'occupe de l'intégration technique? La clinique doit-elle avoir son propre informaticien?",
    expect: {
      any: [/ingenieur/, /notre equipe/, /nous (relions|creons|nous occupons|connectons)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts CUSTOM_INTEGRATION « Soutien dédié »; fr/services.ts HOW_IT_WORKS « Connexion de l'agenda »",
  },
  {
    q: "Apres avoir reserve une demo, on est contacte dans quel delai?",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/lead-dialogs.ts LEAD_DIALOGS.demo; wording/fr.ts demoConfirmation (d'ici 24 heures)",
  },
  {
    q: "Si je dois déplacer ou annuler ma démo une fois réservée, je fais comment?",
    expect: {
      any: [/lien/, /courriel/, /invitation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage (« Pour déplacer ou annuler votre démo : » suivi du lien)",
  },
  {
    q: "La démo est-elle payante? Y a-t-il un engagement?",
    expect: {
      all: [/gratuit/, /engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts DETAILS_CTA (démo gratuite et sans engagement)",
  },
  {
    q: "Avez-vous des témoignages de cliniques clientes que je pourrais citer?",
    expect: {
      any: [/mitchell/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "Est-ce que je peux reproduire des extraits de vos textes et vos visuels dans mon article?",
    expect: {
      any: [/autorisation/, /droit d'auteur/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts « Propriété intellectuelle »",
  },
  {
    q: "Faites-vous du fingerprinting des navigateurs de vos visiteurs?",
    expect: {
      all: [/consentement/],
      any: [/empreinte/, /hachage/, /hash/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Statistiques » (courte empreinte hachée, seulement avec consentement)",
  },
  {
    q: "Quand j'utilise le calculateur de rendement, est-ce que vous enregistrez ce que je tape?",
    expect: {
      any: [/valeurs/, /estimation/, /saisi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Les renseignements que vous nous fournissez » (valeurs saisies et estimation conservées)",
  },
  {
    q: "Votre politique de confidentialite s'appuie sur quelles lois?",
    expect: {
      all: [/lpd|suisse/, /rgpd/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts intro (LPD suisse et RGPD européen)",
  },
  {
    q: "Pourriez-vous m'aider à rédiger l'introduction de mon article sur l'IA en santé?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page n'en parle)",
  },
];
