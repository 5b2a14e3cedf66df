// Set-aside cases for OptimAIte in Quebec French, written by a fortieth writer (a clinic group's compliance officer) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTIETH: readonly ChatCase[] = [
  {
    q: "Bonjour. Combien de temps conservez-vous les demandes de démo et les données du calculateur? Je dois le documenter dans notre registre pour la Loi 25.",
    expect: { all: [/12 mois|douze mois|un an|1 an/], none: [I_DONT_KNOW.fr] },
    source:
      "privacy.ts (fr): Conservation, visits, calculator sessions and demo/contact requests deleted within 12 months",
  },
  {
    q: "Est-ce que vous conservez l'adresse IP des visiteurs de votre site web?",
    expect: {
      any: [
        /jamais/,
        /n'est pas (conserv|stock|enregistr|gard)/,
        /ne (la )?(conserv|gard|stock|enregistr)/,
        /pas (conservee|stockee|enregistree|gardee)/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr): Statistiques, the IP address is never stored, only used in memory for an approximate location",
  },
  {
    q: "Vos données sont hébergées où exactement? Au Canada ou aux États-Unis?",
    expect: { all: [/suisse/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Hébergement et destinataires, data hosted in Switzerland",
  },
  {
    q: "les questions que je tape dans ce chat la, vous les enregistrez? combien de temps?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/sauf/, /(pas|n'a pas|n'ai pas) (su|pu)/, /sans reponse/, /uniquement|seulement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr): Conservation, assistant questions not recorded except unanswered ones, kept 90 days",
  },
  {
    q: "Si un patient appelle pour une complication post-op urgente, l'IA fait quoi exactement? Elle donne pas de conseil médical j'espère",
    expect: { all: [/transf/], any: [/equipe/, /immediat/, /resume/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts (fr): Que se passe-t-il avec les appels urgents ou complexes? (transferred immediately to your team, summary by text or email)",
  },
  {
    q: "Un client veut faire supprimer ses donnees chez vous, c'est quoi votre delai de reponse?",
    expect: { all: [/30 jours|trente jours/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Vos droits, answer within 30 days",
  },
  {
    q: "Respectez-vous le signal Global Privacy Control (GPC) des navigateurs?",
    expect: { all: [/statist|marketing/], any: [/refus/, /oppos/, /desactiv/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Statistiques, GPC treated as a refusal of statistics and marketing",
  },
  {
    q: "Les chiffres du calculateur de rendement, c'est une garantie de résultats ou juste une estimation? Je veux savoir avant de présenter ça à la direction.",
    expect: {
      all: [/estim/],
      any: [/promesse/, /garanti/, /hypothes/, /30 jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts (fr): Responsabilité, ROI figures are estimates, not a promise of results",
  },
  {
    q: "Signez-vous des ententes BAA? On a aussi une clinique au Vermont.",
    expect: { all: [/baa|business associate|entente/], any: [/sign/, /americ|etats-unis/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts (fr): OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? (BAA signed with American clinics)",
  },
  {
    q: "Quels témoins restent actifs même si je refuse tout dans la bannière?",
    expect: {
      all: [/session|choix|preference/],
      any: [/essentiel/, /httponly/, /securise/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr): Témoins (cookies) et stockage local, essential: the cookie choice and a secure httpOnly session cookie",
  },
  {
    q: "Avez-vous une grille tarifaire publique? Pour notre appel d'offres il me faut un prix.",
    expect: { all: [/volume/], any: [/demo/, /soumission/, /devis/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts (fr): Combien ça coûte, et quel est le rendement? (price depends on call volume and integrations; demo gives an exact quote)",
  },
  {
    q: "On utilise Jane dans nos 4 cliniques. Ça marche avec plusieurs établissements?",
    expect: {
      all: [/jane/, /etablissement|emplacement|succursale|clinique|site/],
      any: [/plusieurs/, /multi/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts (fr): Janeapp, Plusieurs établissements",
  },
  {
    q: "Pour la geolocalisation des visiteurs, vous passez par un service tiers? Quelle base de donnees?",
    expect: { all: [/db-?ip|hors ligne|hors-ligne/], none: [I_DONT_KNOW.fr] },
    source:
      "privacy.ts (fr): Statistiques (offline database, no third-party service); legal-notice.ts (fr): Crédits (DB-IP)",
  },
  {
    q: "L'IA répond au nom de notre clinique ou au nom d'OptimAIte? Et elle peut donner nos prix aux patients?",
    expect: { all: [/clinique/, /prix|tarif/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts (fr): Peut-elle parler comme ma clinique? (trained on your services, prices, policies and tone; greets callers in your clinic's name)",
  },
  {
    q: "Pouvez-vous me rédiger la politique de confidentialité de nos cliniques pour qu'elle soit conforme à la Loi 25?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: drafting a clinic's own privacy policy",
  },
];
