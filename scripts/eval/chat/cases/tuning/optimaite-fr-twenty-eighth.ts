// Tuning cases for OptimAIte in Quebec French, written by a twenty-eighth writer (an IT contractor checking the technical side) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "Avec Vagaro, la synchro du calendrier est-elle dans les deux sens ou juste en écriture?",
    expect: {
      all: [/bidirectionnel|deux sens|two-way/],
    },
    source: "integrations.ts Vagaro (« Synchronisation bidirectionnelle de l'agenda »)",
  },
  {
    q: "Dans Square Appointments, est-ce que vos réservations respectent les buffers entre deux rendez-vous?",
    expect: {
      all: [/tampon|buffer/],
    },
    source: "integrations.ts Square Appointments (« Temps tampons », « en respectant vos règles de réservation »)",
  },
  {
    q: "Pour Jane, l'agent peut-il envoyer les liens vers nos formulaires d'intake?",
    expect: {
      all: [/formulaire|admission|intake/],
    },
    source: "integrations.ts Janeapp (« Liens vers les formulaires d'admission »)",
  },
  {
    q: "Côté Calendly : est-ce que vous gérez le round-robin entre les praticiens et les différents fuseaux horaires?",
    expect: {
      all: [/alternance|round[- ]?robin/, /fuseau/],
    },
    source: "integrations.ts Calendly (« Répartition en alternance dans l'équipe », « Gestion des fuseaux horaires »)",
  },
  {
    q: "Une des cliniques n'a aucun logiciel de prise de rendez-vous, seulement un Google Calendar partagé. C'est compatible?",
    expect: {
      all: [/google (agenda|calendar)/],
      any: [/oui/, /directement/, /sans logiciel/, /plusieurs agendas/],
    },
    source: "integrations.ts Google Calendar (« pour les cliniques sans logiciel de réservation »)",
  },
  {
    q: "Donnez-moi la liste des plateformes de booking avec lesquelles vous avez une intégration native.",
    expect: {
      all: [/fresha/, /vagaro/, /square/, /jane/, /mindbody/, /calendly/, /google/],
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts",
  },
  {
    q: "Votre API pour les intégrations custom, c'est du REST? Comment l'authentification est-elle gérée?",
    expect: {
      all: [/rest/, /identifiant|securis/],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Intégration par API » (« API REST et identifiants sécurisés »)",
  },
  {
    q: "Une fois l'intégration sur mesure en production, qui en assure la maintenance? Est-ce qu'on a un contact technique?",
    expect: {
      all: [/ingenieur|entret|accompagn/],
    },
    source: "integrations.ts CUSTOM_INTEGRATION (« Notre équipe crée et entretient la connexion », « Soutien dédié »)",
  },
  {
    q: "Avez-vous un contrôle des accès et des journaux d'audit sur la plateforme?",
    expect: {
      all: [/acces/, /journa|audit/],
    },
    source:
      "services.ts WHY_CHOOSE_US « Conforme HIPAA et LPRPDE » (« Chiffrement, contrôle des accès, journaux d'audit et ententes signées »)",
  },
  {
    q: "Êtes-vous compliant HIPAA et PIPEDA?",
    expect: {
      all: [/hipaa/, /lprpde|pipeda/],
      any: [/oui/, /conforme/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Quels cookies votre site dépose-t-il? Le cookie de session est-il en httpOnly, et y a-t-il des trackers pub tiers?",
    expect: {
      all: [
        /httponly|http only/,
        /aucun traceur|pas de traceur|aucun (tracker|pixel)|pas de tracker|n'utilisons aucun|aucun .{0,30}tiers/,
      ],
      any: [/essentiel/, /statistique/, /marketing/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Qu'est-ce que votre site écrit dans le local storage de mon navigateur?",
    expect: {
      all: [/identifiant|aleatoire/, /consent|statistique/],
    },
    source:
      "privacy.ts « Statistiques » et « Témoins (cookies) et stockage local » (identifiant aléatoire conservé dans le navigateur, avec consentement)",
  },
  {
    q: "Vous faites du browser fingerprinting? C'est calculé à partir de quoi?",
    expect: {
      all: [/hach|hash/],
      any: [/agent utilisateur|user.?agent/, /taille de l'ecran|ecran/, /fuseau horaire/, /langue/],
    },
    source:
      "privacy.ts « Statistiques » (courte empreinte : hachage de l'agent utilisateur, de la langue, de la taille de l'écran et du fuseau horaire)",
  },
  {
    q: "Les questions que je tape dans ce chat, est-ce qu'elles sont loggées quelque part?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/pas enregistr/, /sauf/, /pas su repondre|n'a pas (pu|su) repondre|sans reponse/],
    },
    source: "privacy.ts « Conservation » (« Assistant : les questions… ne sont pas enregistrées, sauf… 90 jours »)",
  },
  {
    q: "Si on vous demande d'exporter ou de supprimer nos données, vous avez combien de temps pour répondre?",
    expect: {
      all: [/30 jours|trente jours/],
    },
    source: "privacy.ts « Vos droits » (« Nous répondons dans un délai de 30 jours »)",
  },
  {
    q: "En cas de plainte sur la protection des données, c'est quelle autorité en Suisse?",
    expect: {
      all: [/pfpdt|prepose federal/],
    },
    source: "privacy.ts « Vos droits » (Préposé fédéral à la protection des données et à la transparence, PFPDT)",
  },
  {
    q: "Quelle police de caractères et quelle librairie d'icônes le site utilise-t-il, et sous quelles licences?",
    expect: {
      all: [/inter/, /lucide/, /isc|sil|open font/],
    },
    source: "legal-notice.ts « Crédits » (Icônes : Lucide, licence ISC; police : Inter, SIL Open Font License)",
  },
  {
    q: "Un patient appelle avec une urgence médicale : l'IA le gère elle-même ou elle passe la main?",
    expect: {
      all: [/transf/, /resume|texto|courriel|sms/],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Avec 20 appels par jour, 30 % manqués, 150 $ par client et une réceptionniste payée 4000 $ par mois, votre calculateur donne quel ROI mensuel?",
    expect: {
      all: [amount(21955)],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $)",
  },
  {
    q: "Le calculateur de rendement repose sur quelles hypothèses de calcul?",
    expect: {
      all: [/30 jours/, /95 ?%/],
    },
    source:
      "landing.ts CALCULATOR.note (« Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »); legal-notice.ts « Responsabilité »",
  },
  {
    q: "J'ai rempli le formulaire de démo il y a une heure. Dans quel délai est-ce que quelqu'un va me recontacter?",
    expect: {
      all: [/24 ?(h|heures)/],
    },
    source:
      "lead-dialogs.ts LEAD_DIALOGS.demo (« nous vous joindrons d'ici 24 heures »); wording/fr.ts demoConfirmation",
  },
  {
    q: "Quand la démo est confirmée, est-ce que je reçois une invitation pour mon calendrier? Et si je dois la reporter?",
    expect: {
      all: [/invitation|piece jointe|\.ics/, /lien/],
      any: [/deplac/, /annul/, /report/],
    },
    source:
      "wording/fr.ts meeting.lines.booked (« L'invitation pour votre calendrier est en pièce jointe ») et meeting.manage",
  },
  {
    q: "Est-ce que votre produit convient à une clinique dentaire?",
    expect: {
      all: [/dent/, /nettoyage|fauteuil|urgence|rappel/],
    },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Est-ce que l'agent fait de l'upsell auprès des patients au téléphone?",
    expect: {
      all: [/complementaire|forfait/],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Les rappels automatiques, ça aide vraiment contre les no-shows et les trous de dernière minute?",
    expect: {
      all: [/absence|no-?show/],
      any: [/plage|derniere minute|liste d'attente|moitie/],
    },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS (James Carter : absences réduites de moitié)",
  },
  {
    q: "Quelles métriques est-ce que le tableau de bord affiche?",
    expect: {
      all: [/appels/, /rendez-vous|reservation/, /revenus? recupere/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Vous traitez quel volume d'appels par mois au total, toutes cliniques confondues?",
    expect: {
      all: [amount(25000)],
    },
    source: "landing.ts COUNTERS (25 000+ appels traités chaque mois)",
  },
  {
    q: "Avez-vous un témoignage d'une clinique de chirurgie laser des yeux?",
    expect: {
      all: [/clearview|james carter/],
    },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK)",
  },
  {
    q: "Votre site est disponible dans quelles langues?",
    expect: {
      all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.en],
    },
    source: "pages fr et en du site (le site est offert en français et en anglais)",
  },
  {
    q: "Comment je configure un VPN site-à-site entre nos succursales?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet",
  },
];
