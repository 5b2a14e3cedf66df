// Tuning cases for OptimAIte in Quebec French, written by a sixty-first writer (a frustrated owner burned before) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_SIXTY_FIRST: readonly ChatCase[] = [
  {
    q: "Les no-show me coutent une fortune calvaire. Votre affaire fait quoi pour ca?",
    expect: {
      all: [/rappel/],
      any: [/absence|no.?show|moitie/, /dernier|combl|liste d'attente/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES « Rappels intelligents » (réduisent les absences, comblent les plages libérées à la dernière minute)",
  },
  {
    q: "Le texto de confirmation que le patient recoit, y'a quoi dedans exactement?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "99% de taux de reponse c'est ben beau sur papier. Vous traitez combien d'appels pour vrai?",
    expect: {
      all: [amount(25000)],
      any: [/mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: COUNTERS (25 000+ appels traités chaque mois)",
  },
  {
    q: "y'a combien de cliniques qui utilisent ca, ou ben chu votre cobaye?",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "Vous avez tu des vrais clients qui disent que ca marche? Pas juste du blabla de marketing",
    expect: {
      any: [/mitchell/, /carter/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TESTIMONIALS (Dre Sarah Mitchell, Mitchell Aesthetics; James Carter, ClearView LASIK)",
  },
  {
    q: "J'ai une clinique LASIK. Ca peut tu expliquer les options de financement aux patients ou ca va juste dire rappelez plus tard",
    expect: {
      all: [/financement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: SPECIALTIES « LASIK et soins des yeux » (présélectionne les candidats, réserve les évaluations, explique les options de financement)",
  },
  {
    q: "Mes patientes en chirurgie plastique veulent de la discretion. Ca gere tu les questions pre-op pis les suivis post-op?",
    expect: {
      all: [/postop|post-op|suivi/],
      any: [/discret/, /preop|pre-op|consultation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: SPECIALTIES « Chirurgie plastique » (consultations, questions préopératoires, suivis postopératoires, avec discrétion)",
  },
  {
    q: "on a meme pas de logiciel de rendez vous, juste un google calendar partagé. ca marche tu pareil?",
    expect: {
      all: [/google/],
      any: [/oui|sans logiciel|directement|fonctionne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: INTEGRATIONS « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Vous etes compatibles avec quels systemes de reservation exactement? Donnez moi la liste au complet",
    expect: {
      all: [/fresha/, /vagaro/, /square/, /jane/, /mindbody/, /calendly/, /google/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "La demo ca se passe comment, faut tu que je me deplace? j'ai pas le temps de faire 2h de char",
    expect: {
      all: [/visio|video|telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source: "server/leads/wording/fr.ts: meeting.place (lien de la visioconférence ou par téléphone)",
  },
  {
    q: "Si un patient veut deplacer son rdv, faut tu que ma secretaire le fasse a la main quand meme?",
    expect: {
      all: [/deplac|report|modifi/],
      any: [/agenda|directement|automat/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES « Prise de rendez-vous » (réserve, déplace et annule directement dans l'agenda)",
  },
  {
    q: "Ca remplace tu ma receptionniste? Je veux pas la mettre dehors non plus, a l'a 20 ans d'anciennete",
    expect: {
      any: [/courant|sur place|consacr|concentr|routin|economi|debord/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: WHY_CHOOSE_US « Des coûts de personnel réduits » (prend les appels courants pour que l'équipe se consacre aux patients sur place)",
  },
  {
    q: "Sur Square Appointments on a des temps tampons entre les clients. Votre bidule va tu les respecter ou booker n'importe quoi?",
    expect: {
      all: [/tampon|regle/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: INTEGRATIONS « Square Appointments » (respecte vos règles de réservation, durée des services, temps tampons)",
  },
  {
    q: "donnez moi un exemple concret de combien ca peut me rapporter. avec des vrais chiffres svp pas des promesses en l'air",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « Combien ça coûte, et quel est le rendement? » (exemple : environ 21 955 $ par mois, dont 17 955 $ de revenus récupérés)",
  },
  {
    q: "Le calculateur de rendement y me demande quoi comme info? je veux savoir avant de perdre mon temps",
    expect: {
      all: [/par jour/, /manque/, /revenu/, /receptionniste/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: CALCULATOR.inputs (appels par jour, taux d'appels manqués, clients potentiels perdus, revenu moyen par client, coût de la réceptionniste)",
  },
  {
    q: "Si je remplis le formulaire de demo pis que je signe pas finalement, vous gardez mes infos combien de temps?",
    expect: {
      all: [/12 mois|douze mois/],
      any: [/supprim|efface|automat/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Conservation » (supprimées automatiquement au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Je veux que vous effaciez toute mes donnees. Je fais comment pis ca prend combien de temps?",
    expect: {
      all: [/30 jours|trente jours/],
      any: [/ecri|courriel|e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Vos droits » (accès, correction, export, suppression; réponse dans un délai de 30 jours, par courriel)",
  },
  {
    q: "vos cookies la, vous me trackez tu pour me bombarder de pubs apres?",
    expect: {
      all: [/aucun traceur|pas de traceur|aucun.{0,30}publicitaire|desactive|tiers/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Témoins (cookies) et stockage local » (marketing désactivé par défaut, aucun traceur publicitaire tiers)",
  },
  {
    q: "J'ai cliqué accepter les temoins trop vite, je change ca ou?",
    expect: {
      all: [/parametres des temoins|bas de (chaque|la) page|pied de page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Témoins (cookies) et stockage local » (lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "J'ai le Global Privacy Control d'activé dans Firefox. Vous le respectez tu ou vous vous en foutez?",
    expect: {
      all: [/refus|respect/],
      any: [/statisti/, /marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: section « Statistiques » (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Vous gardez tu mon adresse IP quand je me promene sur votre site?",
    expect: {
      all: [/(jamais|pas) (conserv|stock|gard|enregistr)|ne (la |l')?(conserv|gard|stock|enregistr)\w* (jamais|pas)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Statistiques » (l'adresse IP n'est jamais conservée, seulement utilisée en mémoire pour une localisation approximative)",
  },
  {
    q: "Ce que j'ecris icitte dans le chat c'est tu enregistré quelque part?",
    expect: {
      all: [/sauf|90 jours|quatre-vingt-dix/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: section « Conservation », Assistant (non enregistrées sauf les questions sans réponse, gardées 90 jours)",
  },
  {
    q: "Je veux parler a un vrai humain. Vous avez tu un numero de telephone ou c'est juste des robots chez vous aussi?",
    expect: {
      any: [/telephone/, /mentions legales/, /nous joindre/, /24 ?h|24 heures/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/legal-notice.ts: section « Coordonnées » (courriel, téléphone); fr/lead-dialogs.ts: contact « Nous joindre » (réponse d'ici 24 heures)",
  },
  {
    q: "Calvaire pouvez vous m'aider a ecrire une lettre de plainte a mon ancienne compagnie de repondeuse?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : rédiger une plainte contre un autre fournisseur",
  },
  {
    q: "Quand un patient annule a la derniere minute ca reste un trou dans mon horaire. Vous faites quoi avec ca vous autres?",
    expect: {
      all: [/liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente)",
  },
  {
    q: "Ca fait tu juste repondre au telephone ou ca peut aussi faire revenir mes anciens patients?",
    expect: {
      all: [/campagne|relance|suivi|fidelis/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: BEYOND_BASICS « Fidélisation des patients » (campagnes de rappel, relances et suivis)",
  },
  {
    q: "comment je vais savoir si ca marche vraiment? j'me suis fait niaiser avec des rapports bidons avant",
    expect: {
      all: [/tableau de bord|statisti|rapport/],
      any: [/revenu/, /rendez-vous|reservation/, /volume/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES « Statistiques » (volume d'appels, rendez-vous pris, revenus récupérés dans un tableau de bord); fr/services.ts: BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Si je demande la demo vous me rappelez quand? j'ai pas toute la journee a attendre apres vous autres",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/lead-dialogs.ts: LEAD_DIALOGS.demo (choisir un moment, ou nous vous joindrons d'ici 24 heures)",
  },
  {
    q: "Concretement c'est quoi les etapes du debut a la fin? Je veux pas de surprise cette fois-ci",
    expect: {
      all: [/questionnaire/, /essai/],
      any: [/decouverte|demarrage/, /agenda|connexion|connect/, /formation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: HOW_IT_WORKS (appel découverte, questionnaire, connexion de l'agenda, formation, appel d'essai, mise en service)",
  },
  {
    q: "J'ai aussi une clinique aux States. Vous signez tu un BAA pour la HIPAA ou pas?",
    expect: {
      all: [/baa|business associate|entente/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA signées avec les cliniques américaines)",
  },
];
