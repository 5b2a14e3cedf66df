// Set-aside cases for OptimAIte in Quebec French, written by a fifty-third writer (a dermatology clinic's medical secretary) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_THIRD: readonly ChatCase[] = [
  {
    q: "Bonjour. Je suis secrétaire médicale dans une clinique de dermatologie à Gatineau. Comment votre réceptionniste fait-elle la différence entre une demande de consultation médicale et une demande esthétique?",
    expect: {
      all: [/\btri|distingu|differenci|orient/, /esthet|cosmet/, /reserv|rendez-vous|consultation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts (fr) SPECIALTIES « Dermatologie »: trie les demandes et réserve les consultations de dermatologie médicale et esthétique",
  },
  {
    q: "Si un patient appelle pour une réaction grave après un traitement, ou une lésion qui saigne, que fait l'IA? Est-ce qu'elle nous transfère l'appel?",
    expect: {
      all: [/transf/, /equipe|personnel/],
      any: [/resume/, /texto/, /courriel/, /regle/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « Que se passe-t-il avec les appels urgents ou complexes? »: transférés immédiatement à votre équipe, résumé par texto ou courriel",
  },
  {
    q: "Combien de temps faut-il compter entre la signature et le moment ou l'IA repond reellement a nos appels?",
    expect: {
      any: [/(3|trois) jours|jour 3/, /(1|une) a (2|deux) semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts (fr) « Combien de temps prend la mise en place? »: 1 à 2 semaines, lancement en 3 jours",
  },
  {
    q: "Quel est votre tarif mensuel? Nous recevons environ 60 appels par jour, deux dermatologues et une infirmière esthétique.",
    expect: {
      all: [/volume|nombre d'appels/],
      any: [/soumission/, /demo/, /devis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « Combien ça coûte, et quel est le rendement? »: le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte",
  },
  {
    q: "Notre clinique utilise Jane (Janeapp) pour les horaires des dermatologues. Est-ce que l'IA peut réserver avec le bon médecin?",
    expect: {
      all: [/jane/, /pratic|medecin|dermatolog|horaire/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts (fr) Janeapp: réserve les traitements avec le bon praticien dans Jane; horaires des praticiens",
  },
  {
    q: "Nous utilisons un dossier médical électronique qui n'apparaît pas dans votre liste. Est-il possible de le brancher quand même?",
    expect: {
      all: [/sur mesure|personnalis/],
      any: [/api/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts (fr) CUSTOM_INTEGRATION: DME absent de la liste, intégration par API REST et webhooks",
  },
  {
    q: "Etes-vous conforme a la LPRPDE? Comment les donnees de nos patients sont-elles protegees?",
    expect: {
      all: [/chiffr/],
      any: [/journalis/, /acces/, /transit/, /repos/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »: chiffrées en transit et au repos, accès journalisés",
  },
  {
    q: "Où sont hébergées les données recueillies par votre site? Au Canada?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr) « Hébergement et destinataires »: les données sont hébergées en Suisse",
  },
  {
    q: "Combien de temps conservez-vous les renseignements que j'inscris dans le formulaire de demande de démo?",
    expect: {
      all: [/12 mois|douze mois|un an|1 an/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr) « Conservation »: demandes de démo et de contact supprimées au plus tard 12 mois après leur collecte",
  },
  {
    q: "J'ai rempli la demande de démo hier après-midi. Dans quel délai allez-vous communiquer avec moi?",
    expect: {
      all: [/24\s?h|vingt-quatre heures/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts (fr) LEAD_DIALOGS.demo: nous vous joindrons d'ici 24 heures; wording/fr.ts demoConfirmation",
  },
  {
    q: "Concrètement, qu'est-ce que la clinique doit fournir pour la mise en place? Je veux savoir combien de mon temps ça va prendre.",
    expect: {
      all: [/questionnaire/, /10 min|dix min/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts (fr) HOW_IT_WORKS « Questionnaire »: 10 minutes sur vos services, vos prix, vos heures d'ouverture et vos politiques; « Appel d'essai » de 15 minutes",
  },
  {
    q: "Le texto de confirmation envoyé au patient, il contient quoi exactement?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts (fr) FEATURES « Confirmations par texto »: un texto qui confirme la date, l'heure et l'adresse",
  },
  {
    q: "Avez-vous des chiffres concrets sur la diminution des rendez-vous manqués grâce aux rappels? Nos absences nous coûtent cher.",
    expect: {
      all: [/moitie|50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts (fr) TESTIMONIALS James Carter, ClearView LASIK: les rappels ont réduit nos absences de moitié",
  },
  {
    q: "Sur quelles hypothèses repose votre calculateur de rendement?",
    expect: {
      all: [/30 jours|trente jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts (fr) CALCULATOR.note: calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés",
  },
  {
    q: "Pourriez-vous me dire quel code de facturation RAMQ utiliser pour une biopsie cutanée?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: facturation RAMQ, absente des pages d'OptimAIte",
  },
];
