// Set-aside cases for OptimAIte in Quebec French, written by a twenty-first writer (a Montreal manager writing franglais) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_FIRST: readonly ChatCase[] = [
  {
    q: "Le setup prend combien de temps au total? On est une petite clinique de derma à Montréal",
    expect: { any: [/1 ?(a|-) ?2 semaines|une (a|ou) deux semaines/, /3 jours|trois jours/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "C'est-tu compatible avec notre software Janeapp pour les bookings?",
    expect: { all: [/jane/, /oui|s'integre|integr|compatible|fonctionne/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts Janeapp",
  },
  {
    q: "Si un patient call pour une urgence médicale, est-ce que l'AI le handle elle-même ou ça passe à notre staff?",
    expect: { all: [/transf/], any: [/equipe|personnel|staff/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Le pricing c'est combien par mois? Vous avez-tu un flat fee ou ça dépend?",
    expect: { all: [/volume|nombre d'appels/], any: [/soumission|demo|devis/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Est-ce que vous êtes compliant HIPAA pis LPRPDE? On a des patients américains aussi",
    expect: { all: [/oui|conforme/], any: [/chiffr|baa|business associate|journalis/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "On utilise un EMR custom que personne connaît, vous pouvez-tu faire une intégration sur mesure?",
    expect: { all: [/api|webhook|sur mesure/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Le calculator de ROI, il assume combien de jours par mois pis quel % de recovery des clients perdus?",
    expect: { all: [/30 jours|trente jours/, /95 ?%|95 pour ?cent/] },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés. »",
  },
  {
    q: "Les reminders par texto, ça aide-tu vraiment pour les no-shows?",
    expect: { all: [/absence|no-?show|rendez-vous manque/], any: [/moitie|redui|comble/] },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS James Carter",
  },
  {
    q: "Combien de cliniques utilisent déjà votre AI receptionist en ce moment?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "J'ai booké une démo hier mais j'ai pas eu de call encore. Vous allez me contacter quand?",
    expect: { all: [/24 ?(h|heures)/] },
    source: "lead-dialogs.ts demo.successText; wording/fr.ts demoConfirmation « d'ici 24 heures »",
  },
  {
    q: "Le site existe-tu aussi en anglais? Mon staff est surtout anglophone",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "French slugs: OptimAIte speaks English (/optimaite) and French (/fr/optimaite)",
  },
  {
    q: "Vos cookies de statistiques, ils sont activés by default ou faut que j'accepte?",
    expect: { all: [/consent|accept/], any: [/desactiv|facultati|optionnel|pas activ/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Statistiques facultatives, désactivées sans consentement)",
  },
  {
    q: "Les données de nos leads sont hostées où exactement? Au Canada?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » « Les données sont hébergées en Suisse. »",
  },
  {
    q: "Est-ce que l'AI peut upseller des traitements ou des packages à nos clients pendant le call?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Peux-tu me donner une bonne recette de poutine pour le party du staff vendredi?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: the assistant helps with OptimAIte only",
  },
];
