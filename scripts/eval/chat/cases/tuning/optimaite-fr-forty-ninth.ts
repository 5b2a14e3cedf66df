// Tuning cases for OptimAIte in Quebec French, written by a forty-ninth writer (a clinic group's operations director preparing a purchase) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_NINTH: readonly ChatCase[] = [
  {
    q: "je veux juste une soumission de prix pour notre direction, sans faire la demo tout de suite. je vous ecris ou?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
      any: [/nous joindre/, /contact/, /formulaire/, /ecri/, /message/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/lead-dialogs.ts: contact « Questions, intégrations sur mesure ou tarifs : nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "C'est quoi exactement qui est inclus dans le service? Repondre au tel, prendre les rdv... quoi d'autre?",
    expect: {
      all: [/texto|sms/, /rappel/],
      any: [/vente|complementaire/, /statistique|tableau de bord/, /24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES (réponse 24 h, prise de rendez-vous, confirmations par texto, rappels, ventes complémentaires, statistiques)",
  },
  {
    q: "ca repond aussi les soirs, les fins de semaine pis les jours feriés?",
    expect: {
      all: [/24 ?h|24\/7|jour et nuit|en tout temps|nuit|ferie|fin de semaine/],
      any: [/oui/, /chaque appel/, /premiere sonnerie/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "On a aussi une clinique au Vermont. Vous signez un BAA pour la HIPAA?",
    expect: {
      all: [/baa|business associate|entente/],
      any: [/oui/, /sign/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Conformité (ententes BAA signées avec les cliniques américaines)",
  },
  {
    q: "vous vous integrez avec quels logiciels de reservation au juste?",
    expect: {
      all: [/fresha/, /vagaro/, /mindbody/, /calendly/],
      any: [/jane/, /square/, /google/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Intégrations, « Avec quelles plateformes de réservation vous intégrez-vous? »; fr/integrations.ts: INTEGRATIONS",
  },
  {
    q: "Nos medispas roulent sur Vagaro. La synchro de l'agenda est-elle dans les deux sens? Et les abonnements des clientes?",
    expect: {
      all: [/bidirectionnel|deux sens|dans les 2 sens/],
      any: [/abonnement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: Vagaro (synchronisation bidirectionnelle de l'agenda, consultation des abonnements)",
  },
  {
    q: "une de nos petites cliniques a pas de logiciel de reservation, juste google agenda. ca marche quand meme?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /plusieurs agendas/, /sans logiciel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Vos webhooks envoient quels evenements? On voudrait pousser ca dans notre outil BI.",
    expect: {
      all: [/reservation/, /annulation/],
      any: [/issue des appels/, /appels/, /temps reel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: CUSTOM_INTEGRATION « Webhooks » (réservations, annulations et issue des appels)",
  },
  {
    q: "Pendant l'implantation est-ce qu'on a une personne technique attitrée de votre bord?",
    expect: {
      all: [/ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: CUSTOM_INTEGRATION « Soutien dédié » (un ingénieur en intégration, du démarrage à la mise en service, et après)",
  },
  {
    q: "combien de temps ca va demander a mon equipe pendant la mise en place? on est deja a court de monde",
    expect: {
      all: [/10 minutes|dix minutes/, /15 minutes|quinze minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: WHY_CHOOSE_US « Rapide à lancer » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Le questionnaire de démarrage, il couvre quoi? Que je sache qui mettre dessus dans chaque clinique.",
    expect: {
      all: [/services/, /prix|tarif/, /heures d'ouverture|horaires|heures|politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: HOW_IT_WORKS « Questionnaire » (services, prix, heures d'ouverture et politiques)",
  },
  {
    q: "apres la mise en service, vous faites un suivi ou on est laissés a nous-memes?",
    expect: {
      all: [/ajust|suiv|accompagn/],
      any: [/premiere semaine/, /ingenieur/, /apres/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: TIMELINE Jour 3 (nous suivons et ajustons tout au long de la première semaine); fr/integrations.ts: « Soutien dédié »",
  },
  {
    q: "Chaque clinique a son nom, ses prix pis ses politiques. La receptionniste peut repondre au nom de chacune?",
    expect: {
      all: [/nom/, /services|prix|politiques|ton/],
      any: [/oui/, /form/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Fonctionnalités, « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Avez-vous des chiffres concrets sur la reduction des absences (no-shows)?",
    expect: {
      all: [/moitie|50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TESTIMONIALS (James Carter, ClearView LASIK : absences réduites de moitié)",
  },
  {
    q: "Vous dites recuperer quel pourcentage des patients qui tombent sur la boite vocale?",
    expect: {
      all: [/95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: WHY_CHOOSE_US « Plus de revenus réservés » (récupère 95 % des patients)",
  },
  {
    q: "Pour une de nos cliniques : 20 appels/jour, 30% manqués, 150$ par client, receptionniste a 4000$ par mois. Ca donne quoi comme rendement mensuel?",
    expect: {
      all: [amount(21955)],
      any: [amount(17955), amount(4000)],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Tarifs (exemple : rendement mensuel d'environ 21 955 $, soit 17 955 $ récupérés plus 4 000 $ d'économies)",
  },
  {
    q: "votre calculateur de rendement est basé sur quelles hypotheses? je dois le defendre devant le CA",
    expect: {
      all: [/30 jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: CALCULATOR.note; fr/legal-notice.ts: Responsabilité (30 jours par mois, 95 % des clients perdus récupérés)",
  },
  {
    q: "Combien de cliniques utilisent OptimAIte en ce moment?",
    expect: {
      all: [/500/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "on a une clinique de dermato medicale et esthetique, c'est quoi que ca fait specifiquement pour eux?",
    expect: {
      all: [/\btri(e|ent|age|er)?\b/, /consultation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: SPECIALTIES « Dermatologie » (trie les demandes et réserve les consultations)",
  },
  {
    q: "Pour nos 2 cliniques LASIK, est-ce que l'IA peut expliquer les options de financement aux patients?",
    expect: {
      all: [/financement/],
      any: [/oui/, /preselection/, /candidat/, /evaluation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "les annulations de derniere minute nous coutent cher. est-ce que ca peut remplir les trous automatiquement?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempli/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente); fr/landing.ts: FEATURES « Rappels intelligents »",
  },
  {
    q: "Y a-tu des fonctions de fidélisation, genre campagnes pour faire revenir les patients?",
    expect: {
      all: [/campagne|relance|suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: BEYOND_BASICS « Fidélisation des patients » (campagnes de rappel, relances et suivis)",
  },
  {
    q: "si on demande d'acceder ou de supprimer nos donnees, vous repondez dans quel delai?",
    expect: {
      all: [/30 jours|trente jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: Vos droits (réponse dans un délai de 30 jours)",
  },
  {
    q: "Petite question conformité : ce que j'écris dans ce chat, c'est enregistré?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/pas enregistr/, /ne sont pas/, /sauf/, /masque/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: Conservation, « Assistant » (seules les questions sans réponse, conservées 90 jours)",
  },
  {
    q: "Notre responsable vie privee demande : est-ce que votre site utilise des traceurs publicitaires tiers?",
    expect: {
      all: [/aucun|pas de|n'utilis|non/],
      any: [/traceur/, /publicit/, /marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: Témoins (cookies) et stockage local, « Marketing » (aucun traceur publicitaire tiers)",
  },
  {
    q: "pour ouvrir votre dossier fournisseur j'ai besoin de la raison sociale et de l'adresse de l'entreprise, je trouve ca ou?",
    expect: {
      any: [/mentions.legales/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts: Éditeur (raison sociale, adresse, registre) sur /fr/mentions-legales",
  },
  {
    q: "La demo est-tu payante? Est-ce que ca nous engage a quelque chose?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement/, /aucun engagement/, /n'engage/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "Avant de booker la demo, qu'est-ce que je dois avoir sous la main? Le formulaire demande quoi?",
    expect: {
      all: [/nom/, /courriel|e-?mail/],
      any: [/entreprise/, /secteur/, /message/, /connu/, /confier/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: formulaires de réservation de démo (nom, courriel, entreprise, secteur, message, façon dont vous nous avez connus); fr/lead-dialogs.ts: demo",
  },
  {
    q: "Realistement, entre la signature et quand tout est configuré au complet, ca prend combien de semaines?",
    expect: {
      all: [/(1|une) (a|ou) (2|deux) semaines|1-2 semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Pour commencer, « Combien de temps prend la mise en place? » (entièrement configurées en 1 à 2 semaines)",
  },
  {
    q: "Connaissez-vous un bon avocat en droit de la santé à Montréal pour revoir nos contrats?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : conseil juridique, pas un service d'OptimAIte",
  },
];
