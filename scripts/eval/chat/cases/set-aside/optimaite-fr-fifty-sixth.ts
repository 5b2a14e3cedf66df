// Set-aside cases for OptimAIte in Quebec French, written by a fifty-sixth writer (a manager from France writing European French) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_SIXTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je dirige une clinique esthétique à Montréal. Pourriez-vous m'établir un devis ? Sur quoi se base votre tarification ?",
    expect: { all: [/volume/, /demo/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts, Tarifs: price depends on call volume and integrations; the demo gives an exact quote",
  },
  {
    q: "Combien de temps faut-il compter entre la signature et le moment ou votre IA décroche vraiment sur notre standard téléphonique ?",
    expect: { any: [/(3|trois) jours/, /(1|une) a (2|deux) semaines/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts, Pour commencer: set up in 1 to 2 weeks, launch in 3 days; landing.ts TRUST_CARDS: in service in 3 days",
  },
  {
    q: "Nous travaillons avec Doctolib pour nos rendez-vous. Est-ce compatible avec votre outil ?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/], none: [I_DONT_KNOW.fr] },
    source:
      "integrations.ts CUSTOM_INTEGRATION (API, webhooks); faq.ts, Intégrations: custom integrations for other systems",
  },
  {
    q: "Question RGPD : les données que je laisse sur votre site (formulaire de démo, calculateur), elles sont hébergées où ? En Europe ?",
    expect: { all: [/suisse/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Hébergement et destinataires: data hosted in Switzerland",
  },
  {
    q: "Si je souhaite faire supprimer mes données personnelles après la démo, comment dois-je procéder et sous quel délai aurai-je une réponse ?",
    expect: { all: [/(30|trente) jours/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Vos droits: access, correct, export or delete; answer within 30 days",
  },
  {
    q: "Que fait votre réceptionniste virtuelle quand une patiente appelle pour une complication post-opératoire ? Elle prend un message ou elle passe l'appel à l'équipe ?",
    expect: { any: [/transf/, /redirig/, /achemin/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts, Fonctionnalités: urgent medical questions are transferred immediately to the team, with a summary by text or email",
  },
  {
    q: "J'ai rempli le formulaire pour la démo mais sans choisir de créneau. Que se passe-t-il ensuite ?",
    expect: { all: [/24 ?(h|heures)/], none: [I_DONT_KNOW.fr] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo.description: we will reach you within 24 hours to schedule it",
  },
  {
    q: "Finalement je ne serai pas disponible au créneau réservé pour la démo, comment puis-je la décaler ?",
    expect: { any: [/lien/, /courriel|e-?mail|\bmail/], none: [I_DONT_KNOW.fr] },
    source: "wording/fr.ts meeting.manage: the link in the email to move or cancel the demo",
  },
  {
    q: "Nous avons aussi un cabinet dentaire rattaché à la clinique : votre IA sait-elle gérer le planning en fonction des fauteuils ?",
    expect: { all: [/fauteuil/], any: [/nettoyage/, /urgence/, /rappel/, /disponibilit/], none: [I_DONT_KNOW.fr] },
    source: "services.ts SPECIALTIES, Cliniques dentaires: cleanings, emergencies and recalls by chair availability",
  },
  {
    q: "Le bandeau cookies de votre site : combien de temps mon choix est il conservé, et comment le modifier plus tard ?",
    expect: {
      all: [/(6|six) mois/],
      any: [/parametres des temoins/, /bas de (chaque|la|votre|toute)/, /pied de page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts, Témoins (cookies): choice kept six months, changed with the 'Paramètres des témoins' link at the bottom of each page",
  },
  {
    q: "Votre calculateur de rentabilité part de quelles hypothèses ? Les chiffres me paraissent un peu optimistes.",
    expect: { all: [/30 jours/, /95/], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts CALCULATOR.note and legal-notice.ts Responsabilité: 30 days a month, 95 % of lost clients recovered",
  },
  {
    q: "Avez vous des retours concrets de cliniques sur les rendez-vous non honorés ? On a beaucoup de lapins chez nous...",
    expect: { any: [/moitie/, /50 ?%/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts TESTIMONIALS, James Carter (ClearView LASIK): reminders cut no-shows by half",
  },
  {
    q: "Pourriez-vous me conseiller un bon expert-comptable à Montréal pour ma clinique ?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: accountant recommendation",
  },
  {
    q: "Les questions que je pose ici dans ce chat, vous les enregistrez ?",
    expect: { all: [/90 j/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Conservation: questions not recorded except unanswered ones, kept 90 days",
  },
  {
    q: "Où puis-je consulter vos mentions légales ? Et ai-je le droit de reprendre quelques textes de votre site pour une présentation interne ?",
    expect: { any: [/autorisation/, /droit d'auteur/], link: "/fr/mentions-legales", none: [I_DONT_KNOW.fr] },
    source:
      "legal-notice.ts, Propriété intellectuelle: reproduction without written authorization is forbidden; slugs.ts /fr/mentions-legales",
  },
];
