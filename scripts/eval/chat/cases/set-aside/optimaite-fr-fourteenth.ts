// Set-aside cases for OptimAIte in Quebec French, written by a fourteenth writer who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, NAMES_LANGUAGE } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FOURTEENTH: readonly ChatCase[] = [
  {
    q: "J'ai un medispa. A part prendre les rdv, votre IA peut-tu vendre des affaires a mes clientes?",
    expect: {
      all: [/abonnement|forfait|membership/],
    },
    source: "services.ts SPECIALTIES « Médispas » (vend abonnements et forfaits de soins)",
  },
  {
    q: "si un patient appelle pour une urgence medicale, elle fait quoi au juste?",
    expect: {
      all: [/transf|redirig|achemin/],
      any: [/resume/, /texto|sms/, /courriel|e-?mail/, /immediat/],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "On a un DME pas mal obscur qui est pas dans votre liste. Vous pouvez-tu le connecter pareil?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/, /ingenieur/],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (API REST, webhooks, soutien dédié); faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Cest combien par mois votre affaire? Vous avez tu un prix fixe?",
    expect: {
      all: [/volume|nombre d'appels|combien d'appels|appels que vous recevez/],
      any: [/soumission/, /devis/, /demo/, /prix exact/],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations)",
  },
  {
    q: "Votre calculateur de ROI me donne des gros chiffres... c'est base sur quelles hypotheses exactement?",
    expect: {
      all: [/95 ?(%|pour ?cent|pourcent)/, /30 jours|trente jours/],
    },
    source: "landing.ts CALCULATOR note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "jai booker une demo pour jeudi mais finalement je peux pu, je fais comment pour la changer?",
    expect: {
      all: [/lien/, /courriel|e-?mail|invitation|confirmation/],
    },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} » and inviteDescription",
  },
  {
    q: "La démo, ça se passe comment? Faut-tu que je me déplace ou c'est à distance?",
    expect: {
      any: [/visio|video|en ligne|a distance/, /telephone/],
    },
    source:
      "wording/fr.ts meeting.place (lien de la visioconférence, ou par téléphone : composez le numéro à l'heure de la démo)",
  },
  {
    q: "Concretement, je dois faire quoi de mon bord pour la mise en place? J'ai vraiment pas bcp de temps",
    expect: {
      all: [/(10|dix) ?min/, /(15|quinze) ?min/],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts WHY_CHOOSE_US « Rapide à lancer »",
  },
  {
    q: "Est-ce que vous gardez mon adresse IP quand je visite votre site?",
    expect: {
      any: [/jamais/, /n'est pas (conserv|gard|stock|enregistr)/, /ne (la |l')?(conserv|gard|stock|enregistr)\w* pas/],
    },
    source: "privacy.ts « Statistiques » (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "vos cookies marketing sont tu actives par defaut? pis combien de temps vous gardez mon choix avant de me le redemander",
    expect: {
      all: [/(6|six) mois/],
      any: [/desactiv/, /pas activ/, /non activ/, /aucun traceur/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Si je veux que vous effaciez mes infos apres ma demande de demo, je fais comment pis ça prend combien de temps?",
    expect: {
      all: [/30 jours|trente jours|un mois/],
      any: [/ecri/, /courriel/, /e-?mail/, /@/],
    },
    source: "privacy.ts « Vos droits » (écrivez à {email}; réponse dans un délai de 30 jours)",
  },
  {
    q: "Pour localiser les visiteurs, vous utilisez quelle base de données? C'est un service externe?",
    expect: {
      all: [/db-?ip/],
    },
    source:
      "legal-notice.ts « Crédits » (IP Geolocation by DB-IP, « IP to City Lite »); privacy.ts « Statistiques » (base de données hors ligne)",
  },
  {
    q: "Les données de mes patients sont-elles chiffrées seulement pendant l'appel ou aussi lorsqu'elles sont stockées?",
    expect: {
      all: [/transit|transmission|transfert|echange/, /repos|stock|conserv|entrepos/],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; landing.ts TRUST_CARDS « Conforme HIPAA et LPRPDE »",
  },
  {
    q: "Votre site est-tu juste en francais? Mon associe est anglo",
    expect: {
      all: [NAMES_LANGUAGE.en],
      none: [/seulement en francais|uniquement en francais|pas (disponible |offert )?en anglais/],
    },
    source: "French slugs: the OptimAIte site exists in English and French (/fr prefix, src/shared/i18n/paths.ts)",
  },
  {
    q: "si je vous ecris par le formulaire nous joindre, ca prend combien de temps avant qu'un humain me reponde?",
    expect: {
      all: [/24 ?h|vingt-quatre heures/],
    },
    source:
      "lead-dialogs.ts LEAD_DIALOGS.contact (nous vous répondrons d'ici 24 heures); wording/fr.ts contactConfirmation",
  },
];
