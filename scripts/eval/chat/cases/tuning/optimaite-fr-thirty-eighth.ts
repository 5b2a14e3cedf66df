// Tuning cases for OptimAIte in Quebec French, written by a thirty-eighth writer (a physiotherapy clinic's coordinator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "La confirmation par texto que le patient reçoit, ça dit quoi exactement?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES, Confirmations par texto (confirme la date, l'heure et l'adresse)",
  },
  {
    q: "est ce que la receptionniste peut repondre avec le nom de notre clinique et donner nos tarifs de physio pis d'osteo?",
    expect: {
      all: [/nom/],
      any: [/prix/, /tarif/, /services/, /ton\b/, /politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Fonctionnalités, « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Vous êtes compatibles avec quels logiciels de prise de rendez-vous au juste?",
    expect: {
      all: [/jane/, /mindbody/, /google/],
      any: [/fresha/, /vagaro/, /calendly/, /square/, /sur mesure/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Intégrations, « Avec quelles plateformes de réservation vous intégrez-vous? »; fr/integrations.ts: INTEGRATIONS",
  },
  {
    q: "Notre DME est pas dans votre liste, c'est un logiciel québécois. Vous pouvez quand même vous brancher dessus?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: CUSTOM_INTEGRATION (Intégration par API, Webhooks, Soutien dédié)",
  },
  {
    q: "Vous êtes conformes aux lois canadiennes sur la protection des renseignements personnels? On parle de données de santé quand même",
    expect: {
      all: [/lprpde/],
      any: [/chiffr/, /journal/, /acces/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Conformité, « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "comment on reserve une demo? pis c'est tu payant?",
    expect: {
      all: [/gratuit/],
      any: [/reserv/, /24 ?h/, /formulaire/, /moment/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/lead-dialogs.ts: LEAD_DIALOGS.demo (Réservez votre démo gratuite; choisissez un moment ou nous vous joindrons d'ici 24 heures); fr/services.ts: DETAILS_CTA",
  },
  {
    q: "J'ai booké une démo mais finalement j'ai un conflit d'horaire. Comment je fais pour la déplacer?",
    expect: {
      all: [/lien/, /courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr.ts (emails): meeting.manage (« Pour déplacer ou annuler votre démo : lien ») and meeting.inviteDescription",
  },
  {
    q: "La démo, faut tu se déplacer quelque part ou ça se fait à distance? Je peux pas vraiment quitter la clinique",
    expect: {
      any: [/visio/, /telephone/, /distance/, /en ligne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr.ts (emails): meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "est ce que vous envoyez un rappel avant la démo? j'oublie tout ces temps ci lol",
    expect: {
      all: [/rappel/],
      any: [/oui/, /courriel|e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr.ts (emails): meeting.subject.reminder and meeting.lines.reminder (« Petit rappel : votre démo gratuite d'OptimAIte a lieu le… »)",
  },
  {
    q: "Une fois la démo réservée, est-ce que je vais recevoir une invitation pour l'ajouter dans mon calendrier Outlook?",
    expect: {
      any: [/invitation/, /piece jointe/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr.ts (emails): meeting.lines.booked (« L'invitation pour votre calendrier est en pièce jointe. »)",
  },
  {
    q: "Genre avec 20 appels par jour, 30% d'appels manqués, 150$ par patient pis une réceptionniste à 4000$ par mois, ça donne quoi comme rendement?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Tarifs, « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "le calculateur de rendement, faut rentrer quelles infos dedans?",
    expect: {
      all: [/par jour/, /manque/, /revenu/, /receptionniste/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: CALCULATOR.inputs",
  },
  {
    q: "Est-ce que je vais pouvoir voir combien d'appels ont été pris et combien de rendez-vous ont été bookés chaque semaine?",
    expect: {
      any: [/tableau de bord/, /statistique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES, Statistiques (tableau de bord); fr/services.ts: BEYOND_BASICS, Statistiques de la clinique",
  },
  {
    q: "On vend des orthèses pis des forfaits de massothérapie. Est-ce qu'elle peut les proposer aux patients quand ils appellent?",
    expect: {
      any: [/complementaire/, /forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES, Ventes complémentaires (traitements complémentaires et forfaits au bon moment)",
  },
  {
    q: "On perd beaucoup de patients qui finissent pas leur plan de traitement. Ça peut faire des relances pour les faire revenir?",
    expect: {
      any: [/relance/, /campagne/, /suivi/, /fidelis/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: BEYOND_BASICS, Fidélisation des patients (campagnes de rappel, relances et suivis)",
  },
  {
    q: "Y a combien de cliniques qui utilisent votre système présentement?",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TRUST_CARDS, « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "Avez-vous des témoignages de cliniques qui l'utilisent déjà?",
    expect: {
      any: [/mitchell/, /carter/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "Apres le lancement, si ya des affaires qui marchent pas, vous nous laissez tu tout seuls?",
    expect: {
      any: [/premiere semaine/, /ajust/, /suivons/, /ingenieur/, /accompagn/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: TIMELINE, Jour 3 (nous suivons et ajustons tout au long de la première semaine); fr/integrations.ts: CUSTOM_INTEGRATION, Soutien dédié",
  },
  {
    q: "Quand la réception est déjà au téléphone avec quelqu'un pis que ça sonne sur l'autre ligne, c'est elle qui prend l'appel?",
    expect: {
      any: [/premiere sonnerie/, /deborde/, /chaque appel/, /aucun appel manque/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: WHY_CHOOSE_US, Aucun appel manqué (réponse dès la première sonnerie, même quand votre réception est débordée)",
  },
  {
    q: "Est-ce que ça remplace ma réceptionniste? Je veux pas mettre personne dehors, elle est là depuis 12 ans",
    expect: {
      all: [/equipe/],
      any: [/courant/, /routin/, /sur place/, /transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: WHY_CHOOSE_US, Des coûts de personnel réduits (prend en charge les appels courants pour que votre équipe se consacre aux patients sur place)",
  },
  {
    q: "votre site garde tu mon adresse IP quand je navigue dessus?",
    expect: {
      any: [/jamais/, /n'est pas conserv/, /ne (la |l')?(conserv|gard)/, /pas (conservee|gardee|stockee)/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: Statistiques (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "Les questions que je vous pose ici dans le chat, est-ce que vous les enregistrez?",
    expect: {
      all: [/90 jours/],
      any: [/sauf/, /seulement/, /uniquement/, /pas su/, /n'a pas/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: Conservation, Assistant (questions non enregistrées sauf celles sans réponse, conservées 90 jours)",
  },
  {
    q: "Les chiffres que le calculateur donne, c'est garanti? Parce que mes boss vont me le remettre sur le nez si ça arrive pas",
    expect: {
      any: [/estimation/, /pas une promesse/, /aucune (garantie|promesse)/, /pas garanti/, /ne (sont|constituent) pas/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/legal-notice.ts: Responsabilité (les chiffres de rendement sont des estimations et ne constituent pas une promesse de résultats)",
  },
  {
    q: "Savez-vous si la RAMQ rembourse la physio en clinique privée? Un patient me pose la question",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: public health insurance coverage of physiotherapy (no page covers it)",
  },
  {
    q: "Vous vendez tu nos informations à des tiers?",
    expect: {
      any: [/jamais/, /ni vendu/, /ne (sont|seront) (pas|jamais) vendu/, /pas vendu/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: Hébergement et destinataires (jamais vendues ni louées)",
  },
  {
    q: "Un de nos chiros travaille à son compte pis il utilise juste Google Agenda, pas de logiciel. C'est correct pareil?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /sans logiciel/, /plusieurs agendas/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: INTEGRATIONS, Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Si un patient veut changer l'heure de son rdv, il peut le faire avec l'IA ou faut qu'il rappelle pendant nos heures d'ouverture?",
    expect: {
      any: [/deplac/, /report/, /modifi/, /chang/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts: FEATURES, Prise de rendez-vous (réserve, déplace et annule les rendez-vous directement dans l'agenda)",
  },
  {
    q: "Concrètement, on va devoir vous fournir quelles infos sur la clinique pour qu'elle soit prête?",
    expect: {
      all: [/questionnaire|appel decouverte/],
      any: [/heures d'ouverture/, /horaire/, /politique/, /prix|tarif/, /services/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: HOW_IT_WORKS, Questionnaire (services, prix, heures d'ouverture et politiques) and Formation",
  },
  {
    q: "On donne aussi des cours de pilates clinique en groupe. Est ce que ça peut inscrire les patients aux cours?",
    expect: {
      all: [/cours/],
      any: [/mindbody/, /bien-etre/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: INTEGRATIONS, Mindbody (Réservation de cours); fr/services.ts: SPECIALTIES, Centres de bien-être (réserve thérapies, cours et consultations)",
  },
  {
    q: "Pour les nouveaux patients, est-ce que ça peut leur envoyer le formulaire d'admission avant leur première évaluation? On est sur Jane",
    expect: {
      all: [/formulaire/],
      any: [/jane/, /admission/, /lien/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: INTEGRATIONS, Janeapp (Liens vers les formulaires d'admission)",
  },
];
