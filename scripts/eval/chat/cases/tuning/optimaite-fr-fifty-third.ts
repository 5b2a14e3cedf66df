// Tuning cases for OptimAIte in Quebec French, written by a fifty-third writer (a dermatology clinic's medical secretary) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_THIRD: readonly ChatCase[] = [
  {
    q: "Est-ce que la réceptionniste répond aussi le soir, la fin de semaine et les jours fériés? Notre clinique est fermée le samedi.",
    expect: {
      any: [/24 ?h/, /fins? de semaine/, /ferie/, /nuit/, /en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts (fr) FEATURES « Réponse aux appels 24 h sur 24 »: y compris la nuit, la fin de semaine et les jours fériés",
  },
  {
    q: "Peut-elle se présenter au nom de notre clinique et respecter nos politiques, par exemple notre délai d'annulation de 48 heures?",
    expect: {
      all: [/nom/, /politique|ton|services|formee/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « Peut-elle parler comme ma clinique? »: formée à vos services, vos prix, vos politiques et votre ton; accueille au nom de votre clinique",
  },
  {
    q: "Un patient qui veut deplacer ou annuler son rendez-vous, l'IA peut le faire elle-meme dans l'agenda?",
    expect: {
      all: [/annul/, /agenda|calendrier/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts (fr) FEATURES « Prise de rendez-vous »: réserve, déplace et annule directement dans l'agenda",
  },
  {
    q: "Nous n'avons pas de logiciel de réservation, seulement un agenda Google pour chacun de nos dermatologues. Est-ce que ça fonctionne quand même?",
    expect: {
      all: [/google/, /plusieurs|chaque|oui|sans logiciel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts (fr) Google Calendar: pour les cliniques sans logiciel de réservation; plusieurs agendas",
  },
  {
    q: "Avec quels logiciels de prise de rendez-vous êtes-vous compatibles?",
    expect: {
      all: [/fresha/, /jane/, /mindbody/, /calendly/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « Avec quelles plateformes de réservation vous intégrez-vous? »: Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly, Google Agenda",
  },
  {
    q: "Pourriez-vous me détailler ce qui se passe chaque jour pendant les trois jours de lancement?",
    expect: {
      all: [/formation/, /essai/, /integration|connexion/, /mise en service/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts (fr) TIMELINE: jour 1 intégration et connexion, jour 2 formation et essais, jour 3 mise en service",
  },
  {
    q: "Une fois en service, faites-vous un suivi les premiers jours pour ajuster les réponses?",
    expect: {
      all: [/premiere semaine|1re semaine/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts (fr) TIMELINE « Jour 3 »: nous suivons et ajustons tout au long de la première semaine",
  },
  {
    q: "Aurons-nous une personne-ressource technique attitrée pendant l'intégration? Notre informaticien est à temps partiel.",
    expect: {
      all: [/ingenieur|dedie|attitre/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts (fr) CUSTOM_INTEGRATION « Soutien dédié »: un ingénieur en intégration vous accompagne du démarrage à la mise en service",
  },
  {
    q: "Quand un patient annule à la dernière minute, est-ce que la plage peut être offerte à quelqu'un d'autre?",
    expect: {
      all: [/liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts (fr) BEYOND_BASICS « Optimisation des revenus »: comble les annulations à partir d'une liste d'attente; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Quels rapports ou statistiques la clinique pourra-t-elle consulter?",
    expect: {
      all: [/revenu/, /rendez-vous|reservation/],
      any: [/tableau de bord/, /appels/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts (fr) FEATURES « Statistiques »: volume d'appels, rendez-vous pris et revenus récupérés dans un tableau de bord",
  },
  {
    q: "Je vois que vous parlez d'ententes BAA. Est-ce que ça nous concerne, au Québec?",
    expect: {
      all: [/baa|business associate/, /americ|etats-unis|e\.-u\.|usa/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »: ententes BAA signées avec les cliniques américaines",
  },
  {
    q: "Sur votre site, combien de temps mon choix concernant les témoins est-il gardé? Et comment le modifier?",
    expect: {
      all: [/six mois|6 mois/],
      any: [/parametres des temoins/, /bas de (chaque|la) page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr) « Témoins (cookies) et stockage local »: choix conservé six mois; lien « Paramètres des témoins » au bas de chaque page",
  },
  {
    q: "Soyons honnetes : est-ce que ca remplace la secretaire? Je me demande ce qu'il va rester pour moi.",
    expect: {
      any: [/courant/, /sur place/, /transf/, /se consacre/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts (fr) WHY_CHOOSE_US « Des coûts de personnel réduits »: prend les appels courants pour que votre équipe se consacre aux patients sur place",
  },
  {
    q: "Conservez-vous l'adresse IP des personnes qui visitent votre site?",
    expect: {
      all: [/jamais|pas conserv|ne (la )?conserv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr) « Statistiques »: votre adresse IP n'est jamais conservée",
  },
  {
    q: "Si je pose une question ici dans le clavardage, est-ce qu'elle est enregistree quelque part?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr) « Conservation » Assistant: questions sans réponse conservées 90 jours, courriels et numéros masqués",
  },
  {
    q: "Comment puis-je demander la suppression de mes renseignements, et dans quel délai répondez-vous?",
    expect: {
      all: [/30 jours|trente jours/],
      any: [/supprim|suppression/, /ecri/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr) « Vos droits »: accès, correction, export, suppression; réponse dans un délai de 30 jours",
  },
  {
    q: "Vendez-vous les renseignements recueillis à des tiers?",
    expect: {
      all: [/jamais|aucun|ne (les )?vend|pas vend/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr) « Hébergement et destinataires »: elles ne sont jamais vendues ni louées",
  },
  {
    q: "Où puis-je trouver la raison sociale et l'adresse de votre entreprise? J'en ai besoin pour ouvrir un dossier fournisseur.",
    expect: {
      any: [/mentions legales/],
      none: [I_DONT_KNOW.fr],
      link: "/fr/mentions-legales",
    },
    source: "legal-notice.ts (fr) « Éditeur » et « Coordonnées » de /fr/mentions-legales",
  },
  {
    q: "Puis-je reprendre des textes de votre site dans notre guide interne pour présenter l'outil à nos médecins?",
    expect: {
      all: [/autorisation|permission/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts (fr) « Propriété intellectuelle »: toute reproduction sans autorisation écrite est interdite",
  },
  {
    q: "Les montants du calculateur, est-ce garanti? Je dois présenter ça au médecin propriétaire.",
    expect: {
      all: [/estim/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts (fr) « Responsabilité »: les chiffres de rendement sont des estimations, pas une promesse de résultats",
  },
  {
    q: "Exemple : 20 appels/jour, 30% manqués, 150$ par patient et une secrétaire à 4000$ par mois. Quel serait le rendement mensuel?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts (fr) « Combien ça coûte, et quel est le rendement? »: rendement mensuel d'environ 21 955 $",
  },
  {
    q: "Quelles données dois-je entrer dans le calculateur de rendement?",
    expect: {
      all: [/par jour/, /manqu/, /revenu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts (fr) CALCULATOR.inputs: appels par jour, taux d'appels manqués, taux de clients potentiels perdus, revenu moyen par client, coût mensuel d'une réceptionniste",
  },
  {
    q: "Avez-vous déjà des cliniques de dermatologie parmi votre clientèle?",
    expect: {
      all: [/dermatolog/, /500|oui|comptent|confiance/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts (fr) TRUST_CARDS: plus de 500 cliniques, dont des équipes de dermatologie",
  },
  {
    q: "La démo est-elle payante? Est-ce que la clinique s'engage à quelque chose en la réservant?",
    expect: {
      all: [/gratuit/, /engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts (fr) DETAILS_CTA: une démo gratuite et sans engagement",
  },
  {
    q: "J'ai recu la confirmation de la demo mais le docteur n'est plus disponible ce jour-la. Comment la deplacer?",
    expect: {
      all: [/lien/, /courriel|invitation|e-?mail|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage et inviteDescription: « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Nous recevons beaucoup de références de médecins de famille par téléphone. Pouvons-nous décider nous-mêmes quelles demandes sont transférées à l'équipe?",
    expect: {
      all: [/regle/, /transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts (fr) « Que se passe-t-il avec les appels urgents ou complexes? »: c'est vous qui fixez les règles; services.ts HOW_IT_WORKS « Formation »: vos règles de transfert",
  },
  {
    q: "Pour le volet esthétique (injections, laser), est-ce qu'elle peut proposer des forfaits ou d'autres traitements aux patients?",
    expect: {
      all: [/forfait|complementaire/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts (fr) FEATURES « Ventes complémentaires »; services.ts SPECIALTIES « Cliniques esthétiques »: propose des forfaits",
  },
  {
    q: "Avez-vous quelque chose pour faire revenir les patients, par exemple pour leur examen annuel de la peau?",
    expect: {
      all: [/campagne|relance|fidelis|rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts (fr) BEYOND_BASICS « Fidélisation des patients »: campagnes de rappel, relances et suivis",
  },
  {
    q: "Un patient demande si l'hydroquinone 4 % est sans danger pendant la grossesse, le savez-vous?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: conseil médical, absent des pages d'OptimAIte",
  },
];
