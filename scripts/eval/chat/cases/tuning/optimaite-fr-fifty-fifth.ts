// Tuning cases for OptimAIte in Quebec French, written by a fifty-fifth writer (a manager playing with the ROI calculator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_FIFTH: readonly ChatCase[] = [
  {
    q: "c quoi les champs a remplir dans le calculateur de rendement? jveux preparer mes chiffres avant",
    expect: {
      all: [/appels? par jour/, /manque/, /par client|revenu moyen/, /receptionniste/, /perdu/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts, CALCULATOR.inputs (5 champs)",
  },
  {
    q: "Le calculateur me sort quoi exactement comme résultats?",
    expect: {
      all: [/perdu/, /recupere/, /economi/, /annuel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts, CALCULATOR.results (clients perdus, revenus perdus, récupérés, économies, rendement mensuel et annuel)",
  },
  {
    q: "Dans l'exemple de votre FAQ ça donne 21 955$ par mois. Ça fait combien par année ça?",
    expect: { all: [amount(263460)], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts, « Combien ça coûte » (21 955 $ par mois) with landing.ts CALCULATOR.results.annualROI (12 × 21 955 $ = 263 460 $)",
  },
  {
    q: "petite clinique ici: 15 appels par jour, 20% manqués, 60% de clients potentiels perdus, 300$ par client, receptionniste 4500$/mois. Combien de clients je perds par mois pis c'est quoi mon rendement mensuel?",
    expect: { all: [/\b54\b/, amount(19890)], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts, CALCULATOR inputs and note (30 jours, 95 %) with faq.ts Tarifs: 15×30×20 %×60 % = 54 clients, 16 200 $ perdus, 15 390 $ récupérés + 4 500 $ = 19 890 $",
  },
  {
    q: "D'où vient le 95% dans votre calcul? C'est pas un peu optimiste?",
    expect: {
      all: [/\b95\b/],
      any: [/recuper/, /boite vocale|raccroch/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts, WHY_CHOOSE_US « Plus de revenus réservés » (95 % des patients qui auraient raccroché) and landing.ts CALCULATOR.note",
  },
  {
    q: "le taux de clients potentiels perdus c'est quoi la différence avec le taux d'appels manqués? je mélange les deux",
    expect: {
      all: [/appels? manques?/, /perdu|rappel|ailleurs|concurren/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts, CALCULATOR.inputs (missedCallRate, lostLeadRate)",
  },
  {
    q: "L'économie sur la réceptionniste dans le calcul, c'est quoi le montant? Vous comptez son coût mensuel au complet?",
    expect: {
      all: [/cout/, /receptionniste/],
      any: [amount(4000), /au complet|totalit|entier|mensuel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts, « Combien ça coûte » (réceptionniste à 4 000 $ → 4 000 $ d'économies) and landing.ts CALCULATOR.inputs.receptionistCost",
  },
  {
    q: "si je réserve la démo après avoir fait mon calcul, est-ce que vous allez avoir mes chiffres ou je dois tout réexpliquer?",
    expect: {
      all: [/demo/, /estimation|chiffres|calcul/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts, Renseignements fournis (l'estimation affichée jointe à la demande de démo) and wording/fr.ts roiAtDemo (« Nous en parlerons pendant la démo »)",
  },
  {
    q: "Vous traitez combien d'appels par mois au total, et vous avez combien de cliniques clientes?",
    expect: { all: [amount(25000), /\b500\b/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts, COUNTERS (25 000+ appels par mois) and TRUST_CARDS (plus de 500 cliniques)",
  },
  {
    q: "C'est quelle compagnie qui publie le site? Où je trouve vos mentions légales?",
    expect: { none: [I_DONT_KNOW.fr], link: "/fr/mentions-legales" },
    source: "legal-notice.ts, Éditeur, and slugs.ts (/legal-notice → /fr/mentions-legales)",
  },
  {
    q: "la chirurgienne plastique dans vos témoignages, elle manquait combien d'appels avant?",
    expect: {
      all: [/tiers|1\/3|33/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts, TESTIMONIALS (Dre Sarah Mitchell: « le tiers de nos appels pendant les chirurgies »)",
  },
  {
    q: "Les appels la nuit pis les jours fériés, ils sont pris aussi? c'est la que je perds le plus",
    expect: {
      all: [/feri|24 ?h|24\/7|nuit/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts, FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Le texto de confirmation que le patient reçoit, il contient quoi?",
    expect: { all: [/date/, /heure/, /adresse/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts, FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "les rappels automatiques ca aide vraiment pour les no-shows? pis les annulations de derniere minute?",
    expect: {
      all: [/absence|no-?show|annul/],
      any: [/combl/, /liste d'attente/, /plages?/, /moitie/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts, FEATURES « Rappels intelligents » (réduisent les absences, comblent les plages libérées) and services.ts BEYOND_BASICS",
  },
  {
    q: "Est-ce qu'elle peut proposer des forfaits ou des traitements en plus au téléphone? Ça monterait mon revenu moyen par client",
    expect: { all: [/forfait|complementaire/], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts, FEATURES « Ventes complémentaires » and services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "on est sur Mindbody, vous êtes compatibles?",
    expect: {
      all: [/mindbody/],
      any: [/oui/, /cours/, /forfait/, /etablissement/, /integr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts, Mindbody",
  },
  {
    q: "On a pas de logiciel de réservation, juste un Google Agenda partagé. Ça marche pareil?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /sans logiciel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts, Google Calendar (« pour les cliniques sans logiciel de réservation »)",
  },
  {
    q: "notre DME est pas dans votre liste d'intégrations, c'est possible quand meme?",
    expect: { all: [/sur mesure|api|webhook/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts, CUSTOM_INTEGRATION (DME absent de la liste: API, webhooks, soutien dédié)",
  },
  {
    q: "Vous êtes conformes à la LPRPDE? Les données des patients sont chiffrées?",
    expect: { all: [/chiffr/, /lprpde|oui/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts, « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "est ce qu'elle va répondre au nom de ma clinique pis donner nos prix aux gens qui appellent?",
    expect: { all: [/nom/, /prix|tarif/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts, « Peut-elle parler comme ma clinique? » and landing.ts BENEFITS_TEASER",
  },
  {
    q: "Pour une clinique dentaire, elle gère les urgences pis les rappels de nettoyage?",
    expect: {
      all: [/nettoyage|urgence|rappel/],
      any: [/fauteuil/, /oui/, /planifi/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts, SPECIALTIES « Cliniques dentaires » (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "on est une clinique LASIK, les patients posent plein de questions sur le financement. Elle peut gérer ça?",
    expect: { all: [/financement/], none: [I_DONT_KNOW.fr] },
    source: "services.ts, SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "Concrètement, combien de temps je dois investir moi comme gestionnaire pour la mise en place?",
    expect: { all: [/10 minutes/, /15 minutes/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts, « Combien de temps prend la mise en place? » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Vous utilisez quoi comme témoins sur le site? Y a-tu du tracking publicitaire?",
    expect: {
      all: [/essentiel|statistique/],
      any: [/aucun traceur|pas de traceur|aucun[^.]{0,40}publicitaire|desactive|tiers/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts, Témoins (cookies) et stockage local (essentiels, statistiques facultatives, marketing désactivé, aucun traceur publicitaire tiers)",
  },
  {
    q: "Je veux que vous effaciez ma demande de démo pis mes données de calculateur. Je fais comment, pis ça prend combien de temps?",
    expect: {
      all: [/30 jours/],
      any: [/ecri/, /courriel|e-?mail|@/, /confidentialite/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts, Vos droits (accès, correction, exportation, suppression; réponse dans 30 jours; écrire à l'adresse courriel)",
  },
  {
    q: "Les questions que je te pose ici, vous les enregistrez?",
    expect: {
      all: [/pas (enregistr|conserv|gard)|ne (sont|gardons|conservons) pas/],
      any: [/90 jours/, /sauf/, /pas su repondre|sans reponse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts, Conservation, « Assistant » (pas enregistrées sauf celles sans réponse, gardées 90 jours)",
  },
  {
    q: "le calculateur a deviné ma ville, vous utilisez quoi comme base de données pour la géolocalisation?",
    expect: { all: [/db-?ip/], none: [I_DONT_KNOW.fr] },
    source:
      "legal-notice.ts, Crédits (IP Geolocation by DB-IP, « IP to City Lite ») and privacy.ts Statistiques (base de données hors ligne)",
  },
  {
    q: "La démo c'est gratuit? Pis vous me revenez dans combien de temps si je remplis le formulaire?",
    expect: { all: [/gratuit/, /24 ?h/], none: [I_DONT_KNOW.fr] },
    source: "lead-dialogs.ts, LEAD_DIALOGS.demo (démo gratuite, nous vous joindrons d'ici 24 heures)",
  },
  {
    q: "tu peux me conseiller un bon logiciel de comptabilité pour suivre mes revenus de clinique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (accounting software), no OptimAIte page covers it",
  },
];
