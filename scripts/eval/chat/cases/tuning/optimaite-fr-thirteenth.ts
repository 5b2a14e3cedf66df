// Tuning cases for OptimAIte in Quebec French, written by a thirteenth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTEENTH: readonly ChatCase[] = [
  {
    q: "Le questionnaire qu'on doit remplir pour partir ça, ca prend combien de temps?",
    expect: { all: [/\b10 ?min|dix minutes/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "Pendant l'installation, le jour 2 vous faites quoi exactement avec nous?",
    expect: { all: [/formation|\bformee?\b|former/, /essai|test/, /15 ?min|quinze minutes/] },
    source: "services.ts TIMELINE « Jour 2 — Formation et essais »",
  },
  {
    q: "on a 3 succursales pis on est sur Jane. Ca marche-tu avec plusieurs cliniques dans le meme compte Jane?",
    expect: {
      all: [/jane/],
      any: [
        /plusieurs (etablissements|emplacements|succursales|cliniques|sites|locaux|points de service)/,
        /multi-?(etablissements?|sites?|succursales?)/,
      ],
    },
    source: "integrations.ts « Janeapp » (Plusieurs établissements)",
  },
  {
    q: "Notre DME c'est Omnimed, je le vois pas dans votre liste d'integrations. On est fait à l'os?",
    expect: { all: [/sur mesure|\bapi\b|webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »; faq.ts « Intégrations »",
  },
  {
    q: "Pour nos devs : vos webhooks, ils envoient quels evenements au juste?",
    expect: { all: [/reservation|rendez-vous/, /annulation/, /appel/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Webhooks »",
  },
  {
    q: "On a pas de logiciel de réservation, juste un Google Agenda partagé entre les filles à l'accueil. Est-ce que ça peut booker direct dedans?",
    expect: { all: [/google/], any: [/oui|directement|tout a fait|absolument|possible|fonctionne/] },
    source: "integrations.ts « Google Calendar »",
  },
  {
    q: "Les infos de mes patients qui passent par les appels, c'est-tu crypté?",
    expect: { all: [/chiffr|crypt/, /transit|repos/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; landing.ts TRUST_CARDS",
  },
  {
    q: "Nous avons aussi une clinique à Plattsburgh, aux États-Unis. Signez-vous des ententes BAA pour la HIPAA?",
    expect: { all: [/baa|business associate|entente/, /oui|sign/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Si une patiente appelle avec une complication apres sa chirurgie, l'IA va tu essayer de gerer ça toute seule??",
    expect: { all: [/transf/], any: [/resume/, /texto|sms|courriel/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Quand elle répond au téléphone, elle dit-tu le nom de ma clinique ou ben « OptimAIte »?",
    expect: { all: [/nom de (votre|la|ta) clinique|au nom de/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Cest combien par mois votre service? jveux juste un chiffre approximatif",
    expect: { all: [/volume/, /demo|soumission/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Mettons 20 appels par jour, on en manque 30 %, un client vaut 150 $ pis ma réceptionniste me coûte 4000 $ par mois. Ça me rapporterait combien par mois?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "votre calculateur de ROI il part de quelles hypothèses? ca me semble gonflé",
    expect: { all: [/30 jours|trente jours/, /95 ?%|95 pour cent|quatre-vingt-quinze/] },
    source: "landing.ts CALCULATOR note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "J'ai joué avec le calculateur sur votre site. Est-ce que vous allez avoir mes chiffres pour la démo ou faut que je les note quelque part?",
    expect: {
      all: [/demo/],
      any: [/conserv|garde|apport|parler|discut|revoir|reprend|transmi|inclu|aurons|recevr|joint/],
      none: [/(ne sont|n'est|ne seront) pas (conserv|enregistr|gard)/],
    },
    source: "privacy.ts « Les renseignements que vous nous fournissez »; fr.ts meeting.roiAtDemo",
  },
  {
    q: "La démo c'est-tu gratis ou ben y'a un engagement après?",
    expect: {
      all: [/gratuit/, /sans engagement|aucun engagement|pas d'engagement|aucune obligation|sans obligation/],
    },
    source: "services.ts DETAILS_CTA; frame.ts FINAL_CTA",
  },
  {
    q: "j'ai booké ma demo pour jeudi mais j'ai un imprévu. comment je fais pour la déplacer?",
    expect: { all: [/lien/, /courriel|e-?mail|invitation|confirmation/] },
    source: "fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "La démo, ça se passe comment? Faut-tu que vous veniez à la clinique?",
    expect: { any: [/visio|video|zoom|teams|en ligne|a distance/, /telephon/] },
    source: "fr.ts meeting.place (lien de la visioconférence / par téléphone)",
  },
  {
    q: "J'ai rempli le form pour la démo ce matin pis personne m'a rappelé encore, c'est normal?",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/] },
    source: "lead-dialogs.ts demo.successText; fr.ts demoConfirmation",
  },
  {
    q: "Lorsque je réserve une démo, quels renseignements conservez-vous à mon sujet exactement?",
    expect: {
      all: [/\bnom\b/, /courriel|e-?mail|adresse electronique/, /entreprise|clinique/],
      any: [/secteur/, /message/, /connu|decouvert|entendu parler/],
    },
    source: "privacy.ts « Les renseignements que vous nous fournissez »",
  },
  {
    q: "Combien de temps vous gardez les infos d'une demande de démo avant de les effacer?",
    expect: { all: [/12 mois|douze mois|un an\b|1 an\b/] },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "Avez-vous des pixels Facebook ou des trackers publicitaires sur votre site?",
    expect: {
      all: [/aucun (traceur|tracker|pixel)|pas de (traceur|tracker|pixel)|n'utilis\w* (aucun|pas de)/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » (Marketing)",
  },
  {
    q: "je veux que vous supprimiez toutes mes données, vous avez combien de temps pour le faire?",
    expect: { all: [/30 jours|trente jours/] },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "Vos serveurs sont où? Au Canada j'espère?",
    expect: { all: [/suisse/], none: [/(sont|est|hebergee?s?) au canada/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "C'est quelle compagnie qui opère OptimAIte? Je veux vos coordonnées officielles",
    expect: { link: "/fr/mentions-legales" },
    source: "legal-notice.ts « Éditeur » et « Coordonnées »",
  },
  {
    q: "Mon associé parle juste anglais, y a-tu une version anglaise du site?",
    expect: {
      all: [NAMES_LANGUAGE.en],
      none: [/pas de version anglaise|uniquement en francais|seulement en francais/],
    },
    source: "site languages: OptimAIte in English and French (/ and /fr)",
  },
  {
    q: "On est une clinique LASIK. Les patients demandent souvent pour le financement, ça peut leur expliquer les options?",
    expect: { all: [/financement/, /oui|explique|present/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Le texto de confirmation que le patient reçoit, y'a quoi dedans?",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Une fois que c'est en ligne, vous nous laissez-tu tomber ou y a un follow-up?",
    expect: { any: [/premiere semaine/, /ingenieur/, /ajust/] },
    source: "services.ts TIMELINE « Jour 3 — Mise en service »; integrations.ts « Soutien dédié »",
  },
  {
    q: "Je veux parler à quelqu'un de votre équipe, pas à un bot. Comment je fais?",
    expect: {
      any: [/nous joindre/, /formulaire de contact/, /24 ?h|24 heures/, /\d{3}[ .-]?\d{3}[ .-]?\d{4}/, /@/],
    },
    source: "frame.ts FINAL_CTA « Nous joindre »; lead-dialogs.ts contact; legal-notice.ts « Coordonnées »",
  },
  {
    q: "C'est quoi la meilleure recette de tourtière pour le réveillon?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
