// Set-aside cases for OptimAIte in Quebec French, written by a thirty-first writer (a privacy-minded visitor) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_FIRST: readonly ChatCase[] = [
  {
    q: "vos témoins sur le site, ils se divisent en quelles catégories au juste?",
    expect: { all: [/essentiel/, /statistique/, /marketing/], link: "/fr/confidentialite" },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "J'ai cliqué sur accepter trop vite pour les cookies... comment je reviens sur mon choix?",
    expect: { all: [/parametres des (temoins|cookies)/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (le lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "Mon navigateur envoie le signal GPC. Vous le respectez ou vous l'ignorez?",
    expect: {
      all: [/statistique/, /marketing/],
      any: [/refus/, /desactiv/, /sans (vous )?le redemander/, /respect/],
    },
    source: "privacy.ts « Statistiques » (le signal Global Privacy Control)",
  },
  {
    q: "est-ce que vous stockez mon adresse IP quelque part?",
    expect: {
      all: [
        /\bip\b/,
        /jamais|n'est pas (conservee|gardee|stockee|enregistree)|ne (la )?(conservons|gardons|stockons|enregistrons)|pas (conservee|stockee|gardee|enregistree)/,
      ],
    },
    source: "privacy.ts « Statistiques » (« Votre adresse IP n'est jamais conservée »)",
  },
  {
    q: "Pour savoir de quelle ville je viens, vous envoyez mon IP à un service externe?",
    expect: {
      all: [
        /hors ligne|db-?ip|base de donnees (locale|hors)|aucun service tiers|sans (faire appel a )?(aucun )?service tiers/,
      ],
    },
    source: "privacy.ts « Statistiques » (base de données hors ligne, sans service tiers); legal-notice.ts « Crédits »",
  },
  {
    q: "Votre « empreinte » du navigateur, elle est faite avec quoi exactement?",
    expect: { all: [/agent utilisateur|user.?agent/, /langue/, /ecran/, /fuseau/] },
    source:
      "privacy.ts « Statistiques » (hachage de l'agent utilisateur, de la langue, de la taille de l'écran et du fuseau horaire)",
  },
  {
    q: "Ce que je vous écris ici dans le clavardage, ça reste combien de temps chez vous?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [
        /(ne sont pas|pas) enregistre/,
        /sauf/,
        /seulement/,
        /uniquement/,
        /(n'a|n'avez|n'ai) pas (su|pu)/,
        /sans reponse/,
      ],
    },
    source:
      "privacy.ts « Conservation » (« Assistant : les questions posées à l'assistant ne sont pas enregistrées, sauf… 90 jours »)",
  },
  {
    q: "si je remplis le formulaire pour la démo, vous récoltez quoi comme infos sur moi?",
    expect: {
      all: [/\bnom\b/, /courriel|e-?mail/, /entreprise|clinique/],
      any: [/secteur/, /message/, /connus|decouvert|entendu parler/, /calculateur|estimation/],
    },
    source: "privacy.ts « Les renseignements que vous nous fournissez »",
  },
  {
    q: "Vos serveurs sont dans quel pays? Mes données partent-tu aux États-Unis?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (« Les données sont hébergées en Suisse »)",
  },
  {
    q: "Je veux que vous effaciez tout ce que vous avez sur moi. Je m'y prends comment pis ça prend combien de temps?",
    expect: { all: [/30 jours|trente jours/], any: [/ecri/, /courriel/, /e-?mail/, /@/] },
    source: "privacy.ts « Vos droits » (écrire à l'adresse courriel; réponse dans un délai de 30 jours)",
  },
  {
    q: "Si je trouve que vous traitez mal mes données, je peux me plaindre à quelle autorité?",
    expect: { all: [/pfpdt|prepose federal/] },
    source: "privacy.ts « Vos droits » (Préposé fédéral à la protection des données et à la transparence)",
  },
  {
    q: "Petite curiosité : c'est quelle police de caractères sur votre site, pis les icônes viennent d'où?",
    expect: { all: [/\binter\b/, /lucide/] },
    source: "legal-notice.ts « Crédits » (Icônes : Lucide; police : Inter)",
  },
  {
    q: "Le site est offert dans quelles langues?",
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.en] },
    source:
      "src/shared/i18n/locales.ts SITE_LOCALES.optimaite (en, fr); slugs.ts (/fr/confidentialite, /fr/mentions-legales)",
  },
  {
    q: "Concrètement, combien de temps avant que votre réceptionniste réponde aux appels de ma clinique?",
    expect: { any: [/3 jours|trois jours|jour 3/, /(1|une) (a|ou) (2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Vous me conseillez quel VPN pour naviguer sans être suivie?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page n'en parle)",
  },
];
