// Tuning cases for OptimAIte in Quebec French, written by a nineteenth writer (a medspa group's marketing or operations manager) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_NINETEENTH: readonly ChatCase[] = [
  {
    q: "Quels champs je dois remplir dans votre calculateur de ROI? Je veux préparer mes données avant de le faire.",
    expect: {
      all: [/appels par jour|nombre d'appels/, /manques/, /revenu/, /receptionniste/],
      any: [/clients potentiels perdus|perdus/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR.inputs (appels par jour, taux d'appels manqués, clients potentiels perdus, revenu moyen par client, coût mensuel d'une réceptionniste)",
  },
  {
    q: "Avec l'exemple du calculateur, 20 appels par jour et 30 % de manqués, ça donne quel rendement mensuel?",
    expect: {
      all: [amount(21955)],
      any: [amount(17955), amount(4000)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "Le rendement mensuel d'environ 22 000 $ dans votre FAQ, il se décompose comment? Combien vient des revenus récupérés vs la réceptionniste?",
    expect: {
      all: [amount(17955), amount(4000)],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (17 955 $ de revenus récupérés plus 4 000 $ d'économies)",
  },
  {
    q: "Les montants de l'estimation de RSI que vous m'envoyez par courriel, c'est en dollars canadiens ou américains?",
    expect: {
      all: [/americain|\bus\b|usd/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts usd (« 12 345 $ US ») et roiEstimate",
  },
  {
    q: "Les chiffres que j'entre dans le calculateur de rendement, vous en faites quoi? Vous les conservez?",
    expect: {
      all: [/demo/],
      any: [/12 mois|douze mois/, /localisation|ville/, /estimation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Les renseignements que vous nous fournissez » (valeurs et estimation apportées à la démo) et « Conservation » (12 mois)",
  },
  {
    q: "Qu'est-ce qui fait varier votre prix? J'aimerais une soumission précise pour nos cinq emplacements.",
    expect: {
      all: [/volume/, /integration/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (volume d'appels et intégrations; soumission exacte à la démo)",
  },
  {
    q: "Le tableau de bord analytics, il affiche quelles métriques exactement?",
    expect: {
      all: [/volume|appels/, /rendez-vous|reservation/, /revenus/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Statistiques » (volume d'appels, rendez-vous pris, revenus récupérés)",
  },
  {
    q: "Est-ce que votre réceptionniste fait de l'upsell, genre proposer un peeling ou un forfait en plus d'un rendez-vous Botox?",
    expect: {
      all: [/oui|propose/, /complementaire|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "On vend des memberships mensuels dans nos médispas. L'IA est-elle capable de les vendre pendant qu'elle prend le rendez-vous?",
    expect: {
      all: [/abonnement|forfait|membership/],
      any: [/oui|vend/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES « Médispas » (vend abonnements et forfaits de soins tout en prenant les rendez-vous)",
  },
  {
    q: "Quand une cliente annule à la dernière minute, est-ce que la plage se remplit toute seule?",
    expect: {
      all: [/liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente); landing.ts « Rappels intelligents »",
  },
  {
    q: "Les confirmations et rappels de rendez-vous partent par quel canal, SMS ou courriel?",
    expect: {
      all: [/texto|sms/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts HERO (confirmations et rappels par texto) et FEATURES « Confirmations par texto »",
  },
  {
    q: "Le texto de confirmation que reçoit la patiente, il contient quelles infos au juste?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (la date, l'heure et l'adresse)",
  },
  {
    q: "Avec Fresha, le bot peut-il booker avec une esthéticienne précise et synchroniser les annulations?",
    expect: {
      all: [/personnel|membre|praticien|esthet/, /annulation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Fresha (« Réservation par membre du personnel », « Synchronisation des annulations »)",
  },
  {
    q: "On encaisse avec Square. Est-ce que l'intégration Square Appointments respecte nos temps tampons entre deux soins?",
    expect: {
      all: [/tampon|buffer/],
      any: [/oui|respect/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Square Appointments (« Temps tampons », règles de réservation)",
  },
  {
    q: "Notre clinique de chirurgie est sur Jane. L'IA peut-elle envoyer au patient le lien vers notre formulaire d'admission?",
    expect: {
      all: [/formulaire/],
      any: [/oui|lien/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Janeapp (« Liens vers les formulaires d'admission »)",
  },
  {
    q: "Pour nos consultations chirurgicales on utilise Calendly en round robin entre les chirurgiens. C'est supporté?",
    expect: {
      all: [/alternance|round.?robin|repartition/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Calendly (« Répartition en alternance dans l'équipe »)",
  },
  {
    q: "Une de nos nouvelles succursales n'a pas encore de logiciel de réservation, juste Google Calendar. Ça fonctionne quand même?",
    expect: {
      all: [/google (agenda|calendar)/, /oui|directement|fonctionne|possible|sans logiciel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts Google Calendar (réserve directement dans Google Agenda, pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "On a six emplacements, certains sur Mindbody, d'autres sur Jane. Gérez-vous le multi-sites?",
    expect: {
      all: [
        /plusieurs etablissements|multi-?etablissements?|tous vos etablissements|multi-?sites?|plusieurs (emplacements|sites|succursales)/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Janeapp (« Plusieurs établissements ») et Mindbody (« Agendas multiétablissements »)",
  },
  {
    q: "Quelles plateformes de booking supportez-vous nativement? On regarde aussi Boulevard, est-ce que ça passerait?",
    expect: {
      all: [/fresha/, /vagaro/, /mindbody/, /jane/, /sur mesure|api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? » (intégrations sur mesure pour les autres)",
  },
  {
    q: "On a un DME qui n'est pas dans votre liste. Votre API, c'est du REST? Et aurons-nous un interlocuteur technique dédié?",
    expect: {
      all: [/rest/, /ingenieur|dedie/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (« API REST et identifiants sécurisés », « Soutien dédié » avec un ingénieur en intégration)",
  },
  {
    q: "Si une patiente appelle pour une complication post-op, l'IA fait quoi? On veut une escalade immédiate à l'infirmière.",
    expect: {
      all: [/transf/, /resume|texto|courriel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement, avec un résumé par texto ou courriel)",
  },
  {
    q: "Quelles sont les étapes de l'onboarding, dans l'ordre, de l'appel découverte au lancement?",
    expect: {
      all: [/questionnaire/, /agenda|connexion/, /formation/, /essai/],
      any: [/mise en service|lancement|jour 3/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts HOW_IT_WORKS (appel découverte, questionnaire, connexion de l'agenda, formation, appel d'essai, mise en service)",
  },
  {
    q: "Une fois le formulaire de démo soumis, il se passe quoi? Vous me revenez dans quel délai?",
    expect: {
      all: [/24 ?h/],
      any: [/courriel|confirmation|planifier|communiquer|joindr/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts LEAD_DIALOGS.demo.successText; wording/fr.ts demoConfirmation (nous communiquerons avec vous d'ici 24 heures)",
  },
  {
    q: "La démo se fait-elle en visioconférence ou par téléphone?",
    expect: {
      all: [/visio|video/, /telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.place (lien de la visioconférence ou par téléphone)",
  },
  {
    q: "Est-ce que je vais recevoir un rappel avant la démo, ou je dois l'ajouter moi-même dans mon Outlook?",
    expect: {
      all: [/rappel/, /invitation|piece jointe|calendrier/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts meeting.subject.reminder et lines.booked (« L'invitation pour votre calendrier est en pièce jointe »)",
  },
  {
    q: "Vos cookies analytics sont-ils activés par défaut? Et respectez-vous le signal GPC?",
    expect: {
      all: [/consent|desactive|pas (active|par defaut)|facultati/, /gpc|global privacy/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (statistiques désactivées tant que vous n'y consentez pas) et « Statistiques » (GPC traité comme un refus)",
  },
  {
    q: "Je veux faire supprimer les données de notre demande de démo. Je m'y prends comment, et vous répondez dans quel délai?",
    expect: {
      all: [/30 jours/, /ecri|courriel|e-?mail|@/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Vos droits » (accès, correction, export, suppression; réponse dans un délai de 30 jours; écrire à l'adresse indiquée)",
  },
  {
    q: "Où est-ce que je trouve les infos légales de l'éditeur du site, genre raison sociale et adresse?",
    expect: {
      any: [/mentions legales/],
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Éditeur » (/fr/mentions-legales)",
  },
  {
    q: "Penses-tu que c'est un bon moment pour acheter des actions de Nvidia avant les résultats trimestriels?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page)",
  },
  {
    q: "Selon votre page d'accueil, combien de rendez-vous OptimAIte a-t-elle déjà pris, et quel est son taux de réponse?",
    expect: {
      all: [amount(10000), /99 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS (10 000+ rendez-vous pris, 99 % taux de réponse)",
  },
];
