// Tuning cases for OptimAIte in Quebec French, written by a tenth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TENTH: readonly ChatCase[] = [
  {
    q: "y'a tu une version anglaise du site? mon associé est unilingue anglo",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "i18n/paths.ts (OptimAIte published in English, and in French under /fr)",
  },
  {
    q: "on recoit genre 20 appels par jour pis on en manque 30%, un client rapporte 150$ en moyenne pis notre receptionniste coute 4000$ par mois. ca donnerait quoi avec votre calculateur?",
    expect: { any: [amount(21955), amount(17955)] },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (17 955 $ récupérés, 21 955 $ de rendement mensuel)",
  },
  {
    q: "le calculateur de rendement, il se base sur quoi au juste? ça me semble trop beau",
    expect: { all: [/30 jours/, /95 ?%/] },
    source: "landing.ts CALCULATOR note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »",
  },
  {
    q: "faut que j'annule ma demo de mardi, on a eu un imprévu a la clinique. desolée!",
    expect: { all: [/lien/], any: [/courriel/, /e-?mail/, /invitation/, /confirmation/] },
    source: "leads/wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo »",
  },
  {
    q: "j'ai rempli le formulaire pour la démo tantôt, là il se passe quoi?",
    expect: { all: [/24 ?h/] },
    source:
      "lead-dialogs.ts demo successText « Nous vous joindrons d'ici 24 heures »; leads/wording/fr.ts demoConfirmation",
  },
  {
    q: "comment je peux vous rejoindre pour poser une question sur vos tarifs sans booker de démo",
    expect: { all: [/nous joindre|formulaire|contact|courriel|@/], any: [/24 ?h/, /formulaire/, /nous joindre/] },
    source:
      "lead-dialogs.ts contact « Nous joindre » (questions, intégrations sur mesure ou tarifs : réponse d'ici 24 heures)",
  },
  {
    q: "La démo, c'est en personne à mon bureau ou ben sur Zoom?",
    expect: { all: [/visio|video|telephone|en ligne/] },
    source: "leads/wording/fr.ts meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "est ce que la demo est payante? pis si je la fais ça m'engage tu à signer?",
    expect: { all: [/gratuit/, /engag/] },
    source: "frame.ts FINAL_CTA « démo gratuite »; services.ts DETAILS_CTA « gratuite et sans engagement »",
  },
  {
    q: "Le texto que le patient reçoit après avoir pris son rendez-vous, il contient quoi exactement?",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "est-ce que ça peut proposer un autre traitement genre un peeling quand qqn appelle pour du botox? faut rentabiliser lol",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Quand quelqu'un annule à la dernière minute, la plage reste vide ou ça peut la remplir?",
    expect: { all: [/liste d'attente|combl|rempli/] },
    source: "landing.ts FEATURES « Rappels intelligents »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Est-ce que je vais pouvoir voir combien d'appels elle a pris pis combien d'argent ça nous a ramené?",
    expect: {
      all: [/tableau de bord|statistiques|rapport/],
      any: [/volume/, /revenus? recupere/, /rendez-vous pris/, /taux de reservation/, /resultats des appels/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "On a 4 studios de bien-etre qui roulent tous sur Mindbody. Ça gere plusieurs places en meme temps?",
    expect: { all: [/mindbody/], any: [/etablissements/, /multi/, /tous vos/] },
    source: "integrations.ts « Mindbody » (agendas multiétablissements)",
  },
  {
    q: "on a pas de logiciel de réservation, juste un google calendar partagé entre les filles de la réception. ça marche-tu pareil?",
    expect: { all: [/google (agenda|calendar)/], none: [/ne (fonctionne|marche) pas/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "avec Square, est-ce que ça respecte le 15 min qu'on laisse entre deux clients pour désinfecter la salle?",
    expect: { all: [/tampon|regles de reservation/] },
    source: "integrations.ts « Square Appointments » (temps tampons, en respectant vos règles de réservation)",
  },
  {
    q: "Vous êtes conformes aux lois sur les renseignements personnels au Canada? LPRPDE pis toute",
    expect: { all: [/lprpde/], any: [/chiffr/, /journal/, /baa/, /acces/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Moi comme proprio, j'ai quoi à faire concrètement pour la mise en place? J'ai pas une minute à moi",
    expect: { all: [/questionnaire/], any: [/15 minutes/, /appel d'essai/, /10 minutes/] },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "elle va tu dire le nom de ma clinique quand elle répond ou ça fait robot générique genre centre d'appel",
    expect: { all: [/\bnom\b/], any: [/ton/, /politiques/, /services/, /prix/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "une fois que c'est lancé, vous nous laissez tu tout seuls avec ça?",
    expect: { any: [/premiere semaine/, /ajust/, /ingenieur/, /accompagn/, /suivons/, /soutien/] },
    source: "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons…); integrations.ts « Soutien dédié »",
  },
  {
    q: "Pour vrai, y'a combien de cliniques qui utilisent ça?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "On est un centre de bien-être : massothérapie, acupuncture pis des cours de yoga. C'est pour nous aussi ou juste pour les cliniques médicales?",
    expect: { all: [/bien-?etre/], any: [/cours/, /therapies?/, /equipe/] },
    source: "services.ts SPECIALTIES « Centres de bien-être »",
  },
  {
    q: "vous stockez-tu mon adresse IP quand je navigue sur votre site?",
    expect: {
      any: [
        /jamais (conservee|stockee|gardee|enregistree)/,
        /n'est (jamais|pas) (conservee|stockee|gardee|enregistree)/,
        /ne (la )?(conservons|gardons|stockons|enregistrons) (jamais|pas)/,
        /\bnon\b/,
      ],
    },
    source: "privacy.ts « Statistiques » (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "les questions que je te pose là, est-ce qu'elles sont enregistrées quelque part?",
    expect: {
      all: [
        /(pas|jamais) (enregistr|conserv|gard|sauvegard|stock)|n'(enregistr|conserv|gard)\w* (pas|que)|(enregistr|conserv|gard)\w* (que|seulement|uniquement)|seules?/,
      ],
      any: [/90 jours/, /sauf/, /n'a pas (su|pu)/, /seulement/, /uniquement/],
    },
    source: "privacy.ts « Conservation » (Assistant : pas enregistrées, sauf celles sans réponse, 90 jours)",
  },
  {
    q: "j'ai refusé les cookies tantôt. Vous allez me reposer la question à chaque fois que je reviens?",
    expect: { all: [/six mois|6 mois/], any: [/parametres des temoins/, /bas de (chaque )?page/, /modifier/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (choix conservé six mois)",
  },
  {
    q: "j'aime ben vos textes, je peux-tu copier quelques paragraphes pour le site de ma clinique?",
    expect: { all: [/autorisation|permission/], any: [/droit d'auteur/, /interdit/, /ecrit/] },
    source: "legal-notice.ts « Propriété intellectuelle »",
  },
  {
    q: "tu peux-tu me conseiller un bon resto pas trop cher dans le Vieux-Québec pour ce soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: restaurant advice",
  },
  {
    q: "J'ai mal à une dent depuis 3 jours pis ça élance la nuit, je prends quoi comme médicament?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: medical advice for a patient on the wrong site",
  },
  {
    q: "Bonjour je voudrais annuler mon rendez-vous de nettoyage avec la Dre Tremblay demain à 14h",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a patient who wants their own clinic (OptimAIte is not the clinic)",
  },
  {
    q: "Vous offrez-tu un essai gratuit d'un mois avant de s'engager?",
    expect: {
      all: [/demo/],
      none: [/(oui|bien sur),? (nous offrons|on offre|il y a|vous pouvez)[^.]{0,30}essai gratuit/],
    },
    source: "not on the pages: a free trial (the pages offer a free demo only)",
  },
  {
    q: "on peut payer comment, par carte de crédit ou virement? pis c'est facturé au mois ou à l'année?",
    expect: { any: [/demo/, /soumission/, /nous joindre/, /equipe/, /courriel/, /24 ?h/] },
    source: "not on the pages: payment methods and billing period (refer to the demo or the team)",
  },
];
