// Set-aside cases for OptimAIte in Quebec French, written by a forty-fifth writer (an owner asking about what she read on the pages) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_FIFTH: readonly ChatCase[] = [
  {
    q: "jai vu sur la page daccueil que vous traitez 50 000 appels par mois, c'est bien ca?",
    expect: { all: [amount(25000)], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/landing.ts, COUNTERS (25 000+ appels traités chaque mois)",
  },
  {
    q: "La chirurgienne dans les témoignages (Dre Mitchell je pense), elle disait qu'elle manquait la moitié de ses appels pendant ses chirurgies?",
    expect: { all: [/tiers/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/landing.ts, TESTIMONIALS[0] (le tiers de nos appels pendant les chirurgies)",
  },
  {
    q: "le questionnaire a remplir au debut c'est combien de temps? 30 min? jai pas bcp de temps entre mes patients",
    expect: { any: [/10 ?min/, /dix min/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/services.ts, HOW_IT_WORKS (Questionnaire de 10 minutes); faq.ts, Combien de temps prend la mise en place?",
  },
  {
    q: "On est sur Jane a la clinique. Ca fait quoi exactement votre integration avec Jane?",
    expect: {
      all: [/jane/],
      any: [/praticien/, /formulaires? d'admission/, /etablissement/, /rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/integrations.ts, INTEGRATIONS (Janeapp: horaires des praticiens, formulaires d'admission, plusieurs établissements, rappels)",
  },
  {
    q: "Dans votre politique de confidentialité c'est écrit que les questions au chat sont gardées 90 jours... ça veut dire que vous gardez ce que je t'écris là?",
    expect: {
      all: [/90 jours/],
      any: [
        /(su|pu|pas) repondre/,
        /sans reponse/,
        /pas de reponse/,
        /n'a pas (su|pu)/,
        /pas enregistr/,
        /ne sont pas (enregistr|conserv|gard)/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts, Conservation (Assistant: seules les questions sans réponse, 90 jours)",
  },
  {
    q: "la banniere des temoins la, vous gardez mon choix combien de temps avant de me le redemander?",
    expect: { any: [/six mois/, /6 mois/], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/privacy.ts, Témoins (cookies) et stockage local (choix conservé six mois)",
  },
  {
    q: "c combien par mois votre affaire? j'ai fait le tour du site sur mon cell pis j'ai vu aucun prix",
    expect: {
      all: [/volume/],
      any: [/soumission/, /devis/, /demo/, /prix exact/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/faq.ts, Combien ça coûte, et quel est le rendement? (selon le volume d'appels et les intégrations; soumission à la démo)",
  },
  {
    q: "En bas du calculateur c'est marqué que le calcul est basé sur 90% des clients perdus récupérés, c'est ça?",
    expect: { all: [amount(95)], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/landing.ts, CALCULATOR.note (30 jours par mois et 95 % des clients perdus récupérés)",
  },
  {
    q: "si un patient appelle avec une urgence medicale ou pour se plaindre, l'IA fait quoi? elle essaie de gerer ca toute seule?",
    expect: { all: [/transf/], any: [/equipe/, /personnel/], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/faq.ts, Que se passe-t-il avec les appels urgents ou complexes?",
  },
  {
    q: "vous faites les cliniques dentaires aussi? jai vu une carte la dessus dans les specialites mais jme rappelle pu ce que ca disait",
    expect: { all: [/dent/], any: [/fauteuil/, /nettoyage/, /urgence/], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/services.ts, SPECIALTIES (Cliniques dentaires)",
  },
  {
    q: "Les données sont hébergées où? Aux États-Unis j'imagine?",
    expect: { all: [/suisse/], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/privacy.ts, Hébergement et destinataires (hébergées en Suisse)",
  },
  {
    q: "si je reserve la demo pis finalement je peux pu y aller, je fais comment pour la deplacer?",
    expect: { all: [/lien/, /courriel|e-?mail|invitation|confirmation/], none: [I_DONT_KNOW.fr] },
    source:
      "src/server/leads/wording/fr.ts, meeting.manage and meeting.inviteDescription (Pour déplacer ou annuler votre démo : lien)",
  },
  {
    q: "vous utilisez un service externe genre google analytics pour savoir d'ou viennent les visiteurs?",
    expect: {
      any: [
        /hors ligne/,
        /db-?ip/,
        /aucun service tiers/,
        /pas de service tiers/,
        /sans (faire appel a )?(aucun )?service/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts, Statistiques (base de données hors ligne, sans service tiers); legal-notice.ts, Crédits (DB-IP)",
  },
  {
    q: "tu connais tu une bonne comptable a Laval pour ma clinique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: the pages only describe OptimAIte",
  },
  {
    q: "la demo est tu vraiment gratuite? ca m'engage a quelque chose si je la fais?",
    expect: {
      all: [/gratuit/],
      any: [
        /sans engagement/,
        /aucun engagement/,
        /pas d'engagement/,
        /sans obligation/,
        /aucune obligation/,
        /n'engage/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/services.ts, DETAILS_CTA (Une démo gratuite et sans engagement)",
  },
];
