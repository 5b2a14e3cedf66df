// Set-aside Quebec French OptimAIte cases written by a seventh writer who never saw the assistant's code, its answers
// or the other cases: questions as a Quebec clinic owner, manager or receptionist types them, each answerable from the
// French pages (src/shared/content/optimaite/fr/) or the demo emails (src/server/leads/wording/fr.ts).
import { amount, type ChatCase } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_SEVENTH: readonly ChatCase[] = [
  {
    q: "ça marche-tu avec Jane? on book toute nos rdv la-dedans",
    expect: {
      all: [/jane/],
      any: [/praticiens?/, /formulaires? d'admission/, /etablissements/, /rappels/],
    },
    source: "integrations.ts INTEGRATIONS Janeapp",
  },
  {
    q: "Entre le moment ou on signe pis le moment ou l'IA repond a nos appels, ça prend combien de jours?",
    expect: { any: [/3 jours/, /trois jours/, /1 a 2 semaines/, /une a deux semaines/] },
    source: "faq.ts Combien de temps prend la mise en place? / landing.ts TRUST_CARDS En service en 3 jours",
  },
  {
    q: "si un patient appelle a 2h du matin un dimanche y se passe quoi",
    expect: { any: [/24 ?h/, /24\/7/, /jour et nuit/, /la nuit/, /fin de semaine/] },
    source: "landing.ts FEATURES Réponse aux appels 24 h sur 24",
  },
  {
    q: "Pouvez-vous me donner un prix? genre combien par mois pour une petite clinique",
    expect: {
      all: [/demo/],
      any: [/volume d'appels/, /soumission/, /depend/, /integrations/],
    },
    source: "faq.ts Combien ça coûte, et quel est le rendement?",
  },
  {
    q: "Si je remplis le formulaire de demo, vous gardez mes infos combien de temps?",
    expect: { any: [/12 mois/, /douze mois/, /un an/] },
    source: "privacy.ts Conservation",
  },
  {
    q: "mes donnees sont hebergees ou? au canada?",
    expect: { all: [/suisse/] },
    source: "privacy.ts Hébergement et destinataires",
  },
  {
    q: "Le calculateur de ROI, y se base sur quelles hypotheses pour dire que je recupere de l'argent?",
    expect: { all: [/95 ?%/, /30 jours/] },
    source: "landing.ts CALCULATOR note / legal-notice.ts Responsabilité",
  },
  {
    q: "si un patient veut canceller son rdv par telephone, l'IA peut-tu l'enlever direct dans notre agenda?",
    expect: { all: [/annul/], any: [/directement/, /agenda/, /oui/] },
    source: "landing.ts FEATURES Prise de rendez-vous",
  },
  {
    q: "On est un medispa, c'est-tu adapté pour nous autres?",
    expect: { all: [/medispa/], any: [/abonnements?/, /forfaits?/] },
    source: "services.ts SPECIALTIES Médispas",
  },
  {
    q: "J'ai booké une demo mais j'peux pu a c't'heure la, comment je fais pour la changer?",
    expect: { all: [/lien/], any: [/courriel/, /e-?mail/, /invitation/, /confirmation/] },
    source: "wording/fr.ts meeting.manage / inviteDescription (lien pour déplacer ou annuler)",
  },
  {
    q: "Vous avez des vrais resultats de clients? des chiffres concrets?",
    expect: {
      any: [/moitie/, /le tiers/, /deux semaines/, amount(25000), amount(10000), /99 ?%/, /500/],
    },
    source: "landing.ts TESTIMONIALS / COUNTERS / TRUST_CARDS",
  },
  {
    q: "vous mettez-tu des cookies de pub sur votre site?",
    expect: {
      any: [/aucun traceur/, /desactive/, /pas de (traceur|temoin|cookie)s? publicitaire/, /publicitaires? tiers/],
    },
    source: "privacy.ts Témoins (cookies) et stockage local, Marketing",
  },
  {
    q: "on utilise calendly pour les consults, ça se connecte comment?",
    expect: {
      all: [/calendly/],
      any: [/types? d'evenements?/, /disponibilites/, /fuseaux? horaires?/, /alternance/],
    },
    source: "integrations.ts INTEGRATIONS Calendly",
  },
  {
    q: "C'est quelle compagnie qui est en arriere du site, y'a tu une page avec vos infos legales?",
    expect: { link: ["/fr/mentions-legales", "/mentions-legales"] },
    source: "legal-notice.ts Éditeur / slugs.ts /legal-notice → /mentions-legales",
  },
  {
    q: "Un patient qui appelle pour une complication apres sa chirurgie, l'IA fait quoi avec ca?",
    expect: { all: [/transf/], any: [/resume/, /texto/, /courriel/, /votre equipe/] },
    source: "faq.ts Que se passe-t-il avec les appels urgents ou complexes?",
  },
];
