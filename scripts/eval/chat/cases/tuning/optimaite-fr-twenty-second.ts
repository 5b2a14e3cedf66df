// Tuning cases for OptimAIte in Quebec French, written by a twenty-second writer (a skeptical clinic owner) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_SECOND: readonly ChatCase[] = [
  {
    q: "Pis les appels compliqués que votre IA est pas capable de gérer, elle fait quoi avec?",
    expect: { all: [/transf/], any: [/equipe|personnel|humain|vous/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Qui décide quels appels sont transférés à mon équipe : vous ou moi?",
    expect: {
      all: [
        /c'est vous|vous (qui )?(fixez|decidez|definissez|choisissez|etablissez|determinez)|vos (propres )?regles|regles de transfert/,
      ],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (« C'est vous qui fixez les règles »)",
  },
  {
    q: "Quand un appel est transféré, est-ce que mon équipe sait de quoi il s'agit, ou faut tout redemander au patient?",
    expect: { all: [/resume/], any: [/texto|courriel|sms|e-?mail/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Pendant la démo, vous allez me montrer quoi concrètement? Juste des slides?",
    expect: {
      all: [/clinique comme la votre|votre specialite|personnalis|adapte|soumission|repond(re|ant) aux appels/],
    },
    source: "frame.ts FINAL_CTA; services.ts DETAILS_CTA; faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Je ne veux pas qu'elle dise n'importe quoi sur mes tarifs. Comment est-ce qu'elle connaît mes prix?",
    expect: { all: [/prix/, /questionnaire|formee|formation|apprend|entrainee/] },
    source: "services.ts HOW_IT_WORKS « Questionnaire »; faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Quand elle décroche, elle se présente comme OptimAIte ou avec le nom de ma clinique?",
    expect: { all: [/nom de (votre|la) clinique|au nom de votre/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »; landing.ts BENEFITS_TEASER",
  },
  {
    q: "Les jours fériés, genre Noël ou la Saint-Jean, c'est couvert ou on retombe sur la boîte vocale?",
    expect: { all: [/ferie|24 ?h|24 ?\/ ?7|24 heures|en tout temps/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Elle répond après combien de coups de sonnerie? Mes patients attendent déjà trop longtemps.",
    expect: { all: [/premier(e)? (coup de )?sonnerie/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »; services.ts « Aucun appel manqué »",
  },
  {
    q: "Quels résultats chiffrés vous affichez au juste? Je veux du concret, pas du blabla.",
    expect: { any: [/99 ?%/, amount(10000), amount(25000), amount(500)] },
    source: "landing.ts COUNTERS and TRUST_CARDS",
  },
  {
    q: "Avez-vous de vrais témoignages de cliniques, ou juste des belles phrases de marketing?",
    expect: { any: [/mitchell|carter|clearview/] },
    source: "landing.ts TESTIMONIALS",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quelles hypothèses? J'aime pas les chiffres magiques.",
    expect: { all: [/30 jours/, /95 ?%/] },
    source: "landing.ts CALCULATOR.note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "Dans l'exemple de votre FAQ, avec 20 appels par jour pis 30 % de manqués, ça donne quoi comme rendement mensuel?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "ca coute combien votre affaire? pis pourquoi vous affichez pas vos prix sur le site",
    expect: { all: [/volume/, /integration/], any: [/soumission|demo/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Vous dites être conformes HIPAA et LPRPDE. C'est vrai, ou c'est juste un badge sur votre site?",
    expect: { all: [/chiffr|baa|business associate/], any: [/oui|conforme/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "J'ai aussi une clinique aux États-Unis. Est-ce que vous signez une entente BAA?",
    expect: { all: [/baa|business associate/], any: [/sign|oui/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Les informations que je mets dans le formulaire de démo, vous les gardez combien de temps?",
    expect: { all: [/12 mois|un an|1 an|douze mois/], link: "/fr/confidentialite" },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "Je veux que vous effaciez toutes mes données. Ça se fait-tu, pis en combien de temps?",
    expect: { all: [/30 jours/], any: [/supprim|effac/], link: "/fr/confidentialite" },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "Votre site, y garde-tu mon adresse IP pis y me suit avec des pubs?",
    expect: {
      all: [/jamais conserv|pas conserv|ne (la )?conserv|jamais stock|pas stock|jamais gard|pas gard/],
      any: [/aucun traceur|pas de traceur|aucun .{0,20}publicitaire|desactive/],
    },
    source: "privacy.ts « Statistiques » and « Témoins (cookies) et stockage local »",
  },
  {
    q: "On n'a même pas de logiciel de réservation, juste un agenda Google. Ça marche pareil?",
    expect: { all: [/google/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Quels logiciels de rendez-vous supportez-vous vraiment? Donnez-moi la liste complète.",
    expect: {
      all: [/fresha/, /vagaro/, /square/, /jane/, /mindbody/, /calendly/, /google/],
      link: "/fr/integrations",
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts INTEGRATIONS",
  },
  {
    q: "Le texto de confirmation que le patient reçoit, il contient quoi exactement?",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Vos rappels automatiques, ça réduit vraiment les absences ou c'est du vent?",
    expect: { all: [/absence|no-?show|moitie/] },
    source: "landing.ts FEATURES « Rappels intelligents » and TESTIMONIALS (James Carter)",
  },
  {
    q: "Si un patient annule à la dernière minute, la plage horaire reste vide?",
    expect: { all: [/combl|liste d'attente|rempl/] },
    source: "landing.ts FEATURES « Rappels intelligents »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Soyons francs : votre IA est là pour remplacer ma réceptionniste, non?",
    expect: { any: [/appels courants|sur place|se consacre|se concentr|economi|transf/] },
    source:
      "services.ts WHY_CHOOSE_US « Des coûts de personnel réduits »; landing.ts CALCULATOR « Économies sur la réceptionniste »",
  },
  {
    q: "OK, je réserve la démo, pis après? Quelqu'un va me rappeler quand?",
    expect: { all: [/24 ?h|24 heures/] },
    source: "lead-dialogs.ts demo « successText »; wording/fr.ts demoConfirmation",
  },
  {
    q: "Est-ce que je reçois une invitation pour mon calendrier après avoir booké la démo, ou faut que je le note moi-même?",
    expect: { all: [/invitation|piece jointe/] },
    source: "wording/fr.ts meeting.lines.booked « L'invitation pour votre calendrier est en pièce jointe »",
  },
  {
    q: "J'ai un imprévu le jour de la démo. Je peux la déplacer ou il faut tout recommencer?",
    expect: { all: [/deplac|report|changer|modifier/], any: [/lien|courriel|e-?mail/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo »",
  },
  {
    q: "La démo, ça se passe comment : en visioconférence ou au téléphone?",
    expect: { all: [/visio|video|telephone/] },
    source: "wording/fr.ts meeting.place (visioconférence, téléphone)",
  },
  {
    q: "Comment je vais savoir si ça me rapporte vraiment? Avez-vous des rapports ou un tableau de bord?",
    expect: {
      all: [/tableau de bord|statistique|rapport/],
      any: [/revenus recuper|volume d'appels|taux de reservation|rendez-vous pris|resultats des appels/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Peux-tu me recommander un bon comptable pour ma clinique à Laval?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: accounting referral, not the AI receptionist",
  },
];
