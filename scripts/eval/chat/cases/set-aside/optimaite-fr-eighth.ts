// Set-aside cases for OptimAIte in Quebec French, written by an eighth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs. Never used while tuning.
import type { ChatCase } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_EIGHTH: readonly ChatCase[] = [
  {
    q: "chu dentiste a laval, ton affaire peut tu gerer mes nettoyages pis les urgences ou c juste pour les spas",
    expect: { all: [/dentai|dentist/], any: [/fauteuil/, /nettoyage/, /urgence/, /rappel/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "prix?",
    expect: { all: [/volume/], any: [/soumission/, /demo/, /integration/, /depend/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "ça marche avec jane",
    expect: {
      all: [/jane/],
      any: [/praticien/, /formulaires? d'admission/, /plusieurs etablissements/, /synchronisation des rappels/],
    },
    source: "integrations.ts INTEGRATIONS « Janeapp » features",
  },
  {
    q: "bonjour je suis receptionniste dans une clinique d'esthetique et ma patronne regarde votre systeme... est-ce que ca veut dire que je vais perdre ma job?? honnetement",
    expect: {
      all: [/equipe/],
      any: [/sur place/, /appels courants/, /transf/, /routin/],
    },
    source: "services.ts WHY_CHOOSE_US « Des coûts de personnel réduits »; faq.ts « appels urgents ou complexes »",
  },
  {
    q: "On roule un DME maison, pas dans votre liste. Vous exposez une API ou des webhooks pour qu'on s'y branche?",
    expect: { all: [/api/], any: [/rest/, /ingenieur/, /sur mesure/, /temps reel/] },
    source: "integrations.ts CUSTOM_INTEGRATION items",
  },
  {
    q: "franchement combien de cliniques utilisent ca pour vrai, ca sent le vaporware",
    expect: { all: [/(^|[^0-9])500(?![0-9])/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "le gars de clearview lasik dans vos temoignages, y dit quoi sur les patients qui se presentent pas",
    expect: { any: [/moitie/, /50 ?%/, /reduit[^.]{0,40}absences/] },
    source: "landing.ts TESTIMONIALS « James Carter, ClearView LASIK »",
  },
  {
    q: "quand je choisis mes cookies sur votre site, vous gardez mon choix combien de temps avant de me redemander",
    expect: { all: [/(six|6) mois/] },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "vous faites quoi avec mon IP quand je navigue sur votre site?",
    expect: {
      any: [/jamais conserv/, /pas conserv/, /n'est (jamais|pas) (stockee|enregistree|gardee|conservee)/, /en memoire/],
    },
    source: "privacy.ts « Statistiques » paragraph 1",
  },
  {
    q: "c'est heberge ou vos serveurs, aux states?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "je gere un medispa a quebec, on vend des forfaits pis des abonnements. est ce que la reception IA peut placer ca aux clientes pendant l'appel",
    expect: { all: [/forfait|abonnement/], any: [/complementaire/, /vend/, /propos/, /bon moment/] },
    source: "services.ts SPECIALTIES « Médispas »; landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "la demo dure combien de temps, pis c'est sur zoom ou au tel?",
    expect: { all: [/30 ?min|trente minutes|demi-heure/], any: [/visio/, /video/, /telephone/] },
    source: "server/leads/wording/fr.ts meeting.length and meeting.place",
  },
  {
    q: "ca repond tu la fin de semaine pis les jours feries ou juste 9 a 5",
    expect: { all: [/24/], any: [/ferie/, /fin de semaine/, /nuit/, /premiere sonnerie/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "votre calculateur de ROI part de quelle hypothese pour le % de clients perdus qu'on recupere",
    expect: { all: [/95 ?%|95 pour cent/] },
    source: "landing.ts CALCULATOR.note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "les icones pis la police de caracteres de votre site, c'est quoi?",
    expect: { all: [/lucide/, /\binter\b/] },
    source: "legal-notice.ts « Crédits »",
  },
];
