// Set-aside cases for OptimAIte in Quebec French, written by a twenty-third writer (a receptionist typing very short questions) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_THIRD: readonly ChatCase[] = [
  {
    q: "mise en place ca prend combien?",
    expect: {
      any: [/3 jours|trois jours/, /1 a 2 semaines|une a deux semaines|1-2 semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Jane compatible?",
    expect: { all: [/jane/], any: [/oui|integr|compatible|fonctionne|synchronis|reserve/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts Janeapp; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "données hébergées où?",
    expect: { all: [/suisse/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "rappels par texto?",
    expect: { all: [/rappel/, /texto|sms|message texte/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES « Confirmations par texto », « Rappels intelligents »",
  },
  {
    q: "appel urgent, ça fait quoi?",
    expect: { all: [/transf/], any: [/equipe|personnel/, /resume|texto|courriel/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "prix par mois?",
    expect: {
      all: [/volume|nombre d'appels/],
      any: [/demo/, /soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "combien de cliniques clientes?",
    expect: { all: [/500/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "choix des temoins garde combien de temps?",
    expect: { all: [/6 mois|six mois/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Témoins (cookies) et stockage local »: « Votre choix est conservé six mois »",
  },
  {
    q: "vente de forfaits aux patients?",
    expect: { any: [/complementaire/, /forfait/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "clinique dentaire ça marche?",
    expect: { all: [/dentaire|dentist/], any: [/nettoyage|urgence|fauteuil|rappel/], none: [I_DONT_KNOW.fr] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Vagaro supporté?",
    expect: { all: [/vagaro/], any: [/oui|integr|synchronis|compatible/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts Vagaro",
  },
  {
    q: "demande de démo, réponse quand?",
    expect: { all: [/24 ?(h|heures)/], none: [I_DONT_KNOW.fr] },
    source: "lead-dialogs.ts demo « nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "conforme hipaa?",
    expect: { all: [/hipaa/], any: [/oui|conforme/, /chiffr|baa/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "meilleure poutine a Montreal?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: no page speaks of restaurants",
  },
  {
    q: "stats dans un tableau de bord?",
    expect: {
      any: [/tableau de bord/, /volume d'appels|rendez-vous pris|revenus recuperes|taux de reservation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
];
