// Tuning cases for OptimAIte in Quebec French, written by a thirty-seventh writer (a visitor who mixes two questions in one) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "La demo, c'est-tu par video ou au telephone? Pis si j'ai un empechement, je peux-tu la deplacer?",
    expect: {
      all: [/visio|video|telephone/, /deplac|reporter|changer|annul/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts meeting.place (visioconférence, téléphone) et meeting.manage (« Pour déplacer ou annuler votre démo »)",
  },
  {
    q: "Quand je reserve la demo, je recois-tu un courriel de confirmation, pis une invitation pour mon calendrier?",
    expect: {
      all: [/courriel|e-?mail/, /invitation|calendrier|agenda/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.lines.booked (« L'invitation pour votre calendrier est en pièce jointe »)",
  },
  {
    q: "Vous m'envoyez-tu un rappel avant la demo? Pis si je l'annule, ca l'enleve-tu de mon agenda?",
    expect: {
      all: [/rappel/, /retir|enlev|supprim|piece jointe/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts meeting.subject.reminder et meeting.lines.cancelled (« La pièce jointe la retire de votre calendrier »)",
  },
  {
    q: "J'ai joue avec le calculateur avant de reserver, est-ce que mon estimation va etre dans le courriel pis est-ce qu'on va en parler a la demo?",
    expect: {
      all: [/estimation|calculateur|rsi|rendement/, /courriel|e-?mail|confirmation/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts roiEstimate et meeting.roiAtDemo (« Nous en parlerons pendant la démo »)",
  },
  {
    q: "Dans votre exemple avec 20 appels par jour pis 30% de manques, ca donne combien de rendement, pis c'est par mois ou par annee?",
    expect: {
      any: [amount(21955), amount(17955)],
      all: [/mois|mensuel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (rendement mensuel d'environ 21 955 $)",
  },
  {
    q: "Qu'est-ce que je dois entrer dans votre calculateur, pis ca me sort quoi comme resultats?",
    expect: {
      all: [/appels? par jour|nombre d'appels/, /manque/, /revenu|rendement/],
      any: [/annuel|mensuel|par mois|par annee|perdu|recupere/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts CALCULATOR.inputs et CALCULATOR.results",
  },
  {
    q: "Si je manque pas un seul appel, le calculateur dit quoi? Pis ca vaut-tu quand meme la peine de vous prendre?",
    expect: {
      all: [/cout|economi|automatis/],
      any: [/felicitations|aucun appel|manquez pas|ne manquez/, /reservation|rappel|reception/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR.congratulations (« OptimAIte peut tout de même réduire vos coûts de réception et automatiser vos réservations et vos rappels »)",
  },
  {
    q: "Les chiffres du calculateur, c'est-tu garanti? Pis c'est base sur quelles hypotheses?",
    expect: {
      all: [/estimation|promesse|pas garanti|aucune garantie|ne (sont|constituent) pas/, /30 jours|trente jours|95/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts « Responsabilité » (estimations, 30 jours par mois, 95 % des clients perdus récupérés, pas une promesse de résultats)",
  },
  {
    q: "C'est quoi qui se passe chaque jour pendant l'installation, pis vous nous lachez-tu une fois que c'est parti?",
    expect: {
      all: [/integration|connexion/, /formation|essai/, /premiere semaine|ajust|suiv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts TIMELINE (Jour 1, 2, 3; « nous suivons et ajustons tout au long de la première semaine »)",
  },
  {
    q: "L'appel d'essai dure combien de temps pis c'est avec qui au juste?",
    expect: {
      all: [/15 minutes|quinze minutes/, /equipe|personnel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS « Appel d'essai » (15 minutes avec votre équipe)",
  },
  {
    q: "Vous marchez-tu avec Fresha? Pis Vagaro, vous l'avez-tu aussi?",
    expect: {
      all: [/fresha/, /vagaro/],
      none: [I_DONT_KNOW.fr, /pas compatible/],
    },
    source: "integrations.ts INTEGRATIONS « Fresha » et « Vagaro »",
  },
  {
    q: "Mon logiciel de clinique est pas dans votre liste, vous pouvez-tu quand meme le brancher, pis ca se fait comment?",
    expect: {
      all: [/sur mesure|personnalise/, /api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (API REST, webhooks); faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "J'ai pas de logiciel de reservation, juste Google Agenda. Ca marche-tu, pis ca peut-tu gerer un agenda par employe?",
    expect: {
      all: [/google/, /plusieurs|multiples?|chaque/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS « Google Calendar » (cliniques sans logiciel de réservation; plusieurs agendas)",
  },
  {
    q: "Avec Jane, ca book-tu avec le bon praticien? Pis on a deux cliniques, ca gere-tu ca?",
    expect: {
      all: [/praticien|professionnel|therapeute/, /plusieurs|multi|deux/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS « Janeapp » (bon praticien; plusieurs établissements)",
  },
  {
    q: "Sur Square Appointments, est-ce que ca respecte les temps entre les rendez-vous, pis ca envoie-tu une confirmation par texto?",
    expect: {
      all: [/tampon|entre les rendez-vous|buffer|duree/, /texto|sms/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS « Square Appointments » (temps tampons, confirmations par texto)",
  },
  {
    q: "Qui s'occupe de faire l'integration, pis est-ce que vous m'aidez encore apres le lancement?",
    expect: {
      all: [/ingenieur|equipe/, /apres|entret|par la suite|ensuite|continu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION « Soutien dédié » (un ingénieur en intégration, du démarrage à la mise en service, et après)",
  },
  {
    q: "Vous etes-tu conformes HIPAA pis la LPRPDE? Pis les donnees des patients sont-tu chiffrees?",
    expect: {
      all: [/hipaa/, /chiffr|crypt/],
      any: [/lprpde/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "On a aussi une clinique aux States, vous signez-tu un BAA? Pis les acces aux dossiers sont-tu traces?",
    expect: {
      all: [/baa|business associate/, /journali|audit|trace/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA avec les cliniques américaines, accès journalisés)",
  },
  {
    q: "L'IA va-tu repondre avec le nom de ma clinique? Pis elle va-tu connaitre mes prix?",
    expect: {
      all: [/nom de (votre|la|ma) clinique|au nom/, /prix|tarif/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Est-ce que ca peut proposer des soins en plus aux patients, pis remplir les trous quand quelqu'un annule?",
    expect: {
      all: [/complementaire|forfait|supplementaire/, /liste d'attente|annulation|plage/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Ventes complémentaires » et « Rappels intelligents »",
  },
  {
    q: "Faites-vous des campagnes pour faire revenir les patients, genre des relances pis des suivis?",
    expect: {
      all: [/campagne|relance|suivi/],
      any: [/fidelis|revenir|rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "Ca repond-tu la nuit, pis les fins de semaine pis les jours feries?",
    expect: {
      all: [/nuit|24 ?h|24\/7|jour et nuit|en tout temps/, /fins? de semaine|week-?end|ferie|24\/7|7 jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Vous traitez combien d'appels par mois environ, pis c'est quoi votre taux de reponse?",
    expect: {
      all: [amount(25000), /99/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS (25 000+ appels traités chaque mois, 99 % taux de réponse)",
  },
  {
    q: "Pour une clinique LASIK, ca peut-tu faire le tri des candidats pis expliquer le financement?",
    expect: {
      all: [/selection|candidat|tri/, /financement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Vous travaillez avec quelles specialites? La dermato est-tu dans le lot?",
    expect: {
      all: [/dermato/],
      any: [/chirurgie plastique|lasik|dentaire|medi-?spa|bien-etre|esthetique/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES (dont « Dermatologie »)",
  },
  {
    q: "La clinique LASIK dans vos temoignages, ils ont baisse leurs absences de combien, pis ca leur a pris combien de temps a installer?",
    expect: {
      all: [/moitie|50 ?%/, /(3|trois) jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK)",
  },
  {
    q: "Je peux-tu vous demander d'effacer mes donnees? Pis vous repondez dans combien de temps a ce genre de demande-la?",
    expect: {
      all: [/supprim|effac/, /30 jours|trente jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Vos droits » (accès, correction, export, suppression; réponse dans un délai de 30 jours)",
  },
  {
    q: "Les questions que je pose au chat icitte, vous les enregistrez-tu? pis si oui pour combien de temps?",
    expect: {
      all: [/pas enregistr|ne sont pas|sauf|seulement|uniquement/, /90 jours|quatre-vingt-dix jours/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Conservation » (Assistant : questions non enregistrées sauf celles sans réponse, gardées 90 jours)",
  },
  {
    q: "Vous gardez-tu mon adresse IP? Pis vous vendez-tu mes donnees a des compagnies?",
    expect: {
      all: [/\bip\b/, /jamais|aucun/, /vend|lou/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Statistiques » (adresse IP jamais conservée) et « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Pouvez-vous m'ecrire une offre d'emploi pour une receptionniste pis me dire c'est quoi le salaire moyen au Quebec?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: OptimAIte's pages answer only about the AI receptionist",
  },
];
