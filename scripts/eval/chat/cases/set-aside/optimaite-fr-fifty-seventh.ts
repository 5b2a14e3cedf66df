// Set-aside cases for OptimAIte in Quebec French, written by a fifty-seventh writer (a clinic's IT consultant) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je suis le consultant TI d'une clinique. Vous avez une API? Le client a un logiciel de gestion maison pis je veux savoir si on peut se brancher dessus",
    expect: {
      all: [/\bapi\b/],
      any: [/rest/, /identifiants?/, /sur mesure/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION.items « Intégration par API » (API REST et identifiants sécurisés)",
  },
  {
    q: "c quoi les evenements webhook que vous envoyez exactement? j'ai besoin de savoir pour mon middleware",
    expect: {
      all: [/reserv/, /annul/, /appel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION.items « Webhooks » (réservations, annulations, issue des appels)",
  },
  {
    q: "Notre DME c'est Omnimed pis je le vois pas dans votre liste d'integrations. Ca veut dire que c'est pas compatible?",
    expect: {
      all: [/sur mesure|personnalis/],
      any: [/\bapi\b/, /webhook/, /cre(e|ons|er)|constru|develop/, /entret/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION.text (DME absent de la liste: l'équipe crée et entretient la connexion)",
  },
  {
    q: "Avec Vagaro, la synchro de l'agenda est-tu bidirectionnelle ou c'est juste en lecture?",
    expect: {
      all: [/bidirectionn|deux sens|dans les deux/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Vagaro.features « Synchronisation bidirectionnelle de l'agenda »",
  },
  {
    q: "Pour la ligne telephonique de la clinique, c'est qui qui fait le branchement et ca se fait a quelle etape du deploiement?",
    expect: {
      all: [/telephon|ligne/, /jour 1|premier jour|1er jour|jour un/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts HOW_IT_WORKS « Connexion de l'agenda » et TIMELINE Jour 1 (connexion de l'agenda et du téléphone)",
  },
  {
    q: "les donnees patients sont chiffrees au repos aussi ou juste en transit?",
    expect: {
      all: [/transit/, /repos/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (chiffrés en transit et au repos)",
  },
  {
    q: "Vos donnees sont hebergees ou physiquement? Au Canada, aux States?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Hébergement et destinataires » (les données sont hébergées en Suisse)",
  },
  {
    q: "Combien de temps vous conservez les demandes de demo pis les donnees entrees dans le calculateur avant de les purger?",
    expect: {
      all: [/12 mois|douze mois|\b1 an\b|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Conservation » (supprimées automatiquement au plus tard 12 mois après la collecte)",
  },
  {
    q: "Un de nos cabinets est au Vermont. Vous signez un BAA avec les cliniques americaines?",
    expect: {
      all: [/baa|business associate/, /sign/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA signées avec les cliniques américaines)",
  },
  {
    q: "Si vous nous developpez une integration custom, qui la maintient apres la mise en prod? Nous autres ou vous?",
    expect: {
      all: [/entret|maint/],
      any: [/equipe/, /ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION.text (notre équipe crée et entretient la connexion) et « Soutien dédié » (ingénieur en intégration, et après)",
  },
  {
    q: "La clinique a pas de logiciel de reservation, juste des agendas Google partages (un par medecin). Vous pouvez gerer plusieurs agendas?",
    expect: {
      all: [/google/, /plusieurs|multiples?/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS Google Calendar (cliniques sans logiciel de réservation, « Plusieurs agendas »)",
  },
  {
    q: "on a Calendly avec un pool de 4 praticiens en round robin, est-ce que votre bot respecte ca?",
    expect: {
      any: [/alternance/, /round.?robin/, /repartition/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Calendly.features « Répartition en alternance dans l'équipe »",
  },
  {
    q: "C'est combien par mois votre affaire? La clinique recoit a peu pres 40 appels par jour",
    expect: {
      all: [/volume|nombre d'appels/],
      any: [/soumission/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; soumission exacte à la démo)",
  },
  {
    q: "Mon navigateur envoie le signal GPC. Est-ce que votre site le respecte ou vous me trackez pareil?",
    expect: {
      all: [/statisti|marketing/],
      any: [/refus/, /sans (vous )?le redemander/, /famille/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Statistiques » (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Connais-tu une bonne alternative a Veeam pour faire les backups des serveurs de la clinique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: les sauvegardes de serveurs ne sont pas sur le site",
  },
];
