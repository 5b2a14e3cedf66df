// Set-aside cases for OptimAIte in Quebec French, written by a forty-sixth writer (a skeptical partner asking about limits and failures) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_SIXTH: readonly ChatCase[] = [
  {
    q: "ok mais si l'IA comprend tout croche pis que le patient est en beau fusil au telephone, il se passe quoi? il reste pogné avec un robot?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /texto|courriel|resume/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Que se passe-t-il avec les appels urgents ou complexes? (plaintes transférées à l'équipe, résumé par texto ou courriel); landing.ts BENEFITS_TEASER",
  },
  {
    q: "Soyons honnetes, c'est combien pour vrai? Je veux pas de frais caché qui sortent au bout de 3 mois",
    expect: {
      all: [/volume/, /soumission|demo/],
      any: [/integration/, /appels/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Combien ça coûte, et quel est le rendement? (prix selon le volume d'appels et les intégrations, soumission exacte à la démo)",
  },
  {
    q: "On a un DME maison. Si votre connexion brise un mardi matin, c'est qui qui la répare? nous autres?",
    expect: {
      any: [/entret/, /ingenieur/, /soutien dedie/, /(notre|leur) equipe (cree|s'occupe|gere|repare)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION: notre équipe crée et entretient la connexion; Soutien dédié (ingénieur en intégration, du démarrage à la mise en service, et après)",
  },
  {
    q: "Sur votre page vous dites que vous repondez a 100% des appels c ca?",
    expect: {
      all: [/99/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS: 99 % taux de réponse",
  },
  {
    q: '"En service en 3 jours", ça sent le marketing a plein nez. C\'est quoi le vrai délai au total, du début a la fin?',
    expect: {
      all: [/semaines/, /(3|trois) jours|jour 3/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Combien de temps prend la mise en place? (configurées en 1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "Les infos que je mets dans votre formulaire de démo, vous les revendez a quelqu'un? pis c'est hébergé où ça, aux states?",
    expect: {
      all: [/suisse/],
      any: [
        /jamais vendu/,
        /(ne sont|ne seront) (jamais |pas )?(ni )?vendu/,
        /pas vendu/,
        /ne (les )?(vendons|revendons)/,
        /jamais.{0,30}vend/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Hébergement et destinataires (hébergées en Suisse, jamais vendues ni louées)",
  },
  {
    q: "Si je remplis la demande de démo pis que finalement on signe pas, vous gardez mes infos combien de temps?",
    expect: {
      any: [/12 mois/, /douze mois/, /\b(un|1) an\b/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: Conservation (demandes de démo et de contact supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "est-ce que ce que j'ecris dans ce chat là est enregistré quelque part? je veux pas que mes questions se ramassent dans un fichier",
    expect: {
      all: [/90/],
      any: [/pas (enregistr|conserv)/, /ne sont pas/, /sauf/, /masqu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: Conservation, Assistant (questions non enregistrées sauf celles sans réponse, gardées 90 jours, courriels et numéros masqués)",
  },
  {
    q: "Votre calculateur me dit que je vais faire 20k de plus par mois. Vous me garantissez ça par écrit?",
    expect: {
      all: [/estim/],
      any: [/promesse/, /garanti/, /hypothese/, /95/, /30 jours/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts: Responsabilité (estimations, 30 jours par mois, 95 % récupérés, pas une promesse de résultats); landing.ts CALCULATOR note",
  },
  {
    q: "le gars de ClearView LASIK dans vos témoignages, il dit quoi au juste sur les absences? ça me parait gonflé",
    expect: {
      any: [/moitie/, /50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS: James Carter, ClearView LASIK (les rappels ont réduit les absences de moitié)",
  },
  {
    q: "Si je book une demo pis qu'il arrive une urgence a la clinique ce jour la, je fais comment pour la changer?",
    expect: {
      all: [/lien/],
      any: [/deplac/, /annul/, /modifi/, /chang/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage: Pour déplacer ou annuler votre démo (lien dans le courriel et l'invitation)",
  },
  {
    q: "Ma partenaire est dentiste. Votre robot gère tu les urgences dentaires ou juste les nettoyages?",
    expect: {
      all: [/urgence/],
      any: [/fauteuil/, /nettoyage/, /rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES: Cliniques dentaires (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "Mon navigateur envoie le signal GPC. Vous le respectez vraiment ou vous faites semblant comme tout le monde?",
    expect: {
      all: [/statisti|marketing/],
      any: [/refus/, /sans (vous )?le redemander/, /desactiv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Statistiques (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Entre nous, vous pensez quoi du budget en santé du gouvernement cette année? ça va tu aider les cliniques privées?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (politique budgétaire, rien sur les pages)",
  },
  {
    q: "J'ai envoyé une question par votre formulaire de contact hier soir. Ça prend combien de temps avant qu'un vrai humain me réponde?",
    expect: {
      any: [/24 ?h/, /24 heures/, /vingt-quatre/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts LEAD_DIALOGS.contact: nous vous répondrons d'ici 24 heures; wording/fr.ts contactConfirmation",
  },
];
