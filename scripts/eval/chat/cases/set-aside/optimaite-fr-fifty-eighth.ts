// Set-aside cases for OptimAIte in Quebec French, written by a fifty-eighth writer (an owner dictating by voice) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "euh est ce que sa repond aussi la nuit pis les fins de semaine genre les jours feries tsé quand la clinique est fermee",
    expect: {
      any: [/24 ?h|24 heures|24\/24|nuit|ferie|fins? de semaine|7 jours|en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (nuit, fin de semaine, jours fériés)",
  },
  {
    q: "on utilise jane app a la clinique pour nos rendez vous est ce que votre affaire se connecte avec sa",
    expect: {
      all: [/jane/],
      any: [/oui|integr|connect|compatible|fonctionne|synchronis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS Janeapp; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "combien de temps sa prend pour que sa soit en marche euh du debut jusqua temps que sa reponde a mes appels",
    expect: {
      any: [/3 jours|trois jours|jour 3|1 a 2 semaines|une a deux semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "cest combien par mois votre reseptionniste la jai pas vu de prix nul part sur le site",
    expect: {
      all: [/demo|soumission|devis/],
      any: [/volume|integration|depend/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (prix selon volume d'appels et intégrations, soumission à la démo)",
  },
  {
    q: "mes patients y vont tu etre correct niveau confidentialite genre ces tu conforme a la loi pour les donnees de sante",
    expect: {
      all: [/hipaa|lprpde/],
      any: [/oui|chiffr|baa|journalis|conforme/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "si mettons un patient appelle pis ces urgent genre une complication apres une chirurgie quesse sa fait",
    expect: {
      all: [/transf/],
      any: [/equipe|personnel|vous|regles/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "ou sont heberger les donnees que je rentre sur votre site",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Hébergement et destinataires » (hébergées en Suisse)",
  },
  {
    q: "euh le choix des cookies la banniere vous le garder combien de temps avant de me le redemander",
    expect: {
      all: [/six mois|6 mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » (choix conservé six mois)",
  },
  {
    q: "jai rempli le formulaire pour la demo tantot pis jai pas eu de nouvelles vous me rappeler quand",
    expect: {
      any: [/24 ?h|24 heures|vingt-quatre heures/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo successText; wording/fr.ts demoConfirmation (d'ici 24 heures)",
  },
  {
    q: "le calculateur de rendement quesse faut que je rentre comme chiffres dedans",
    expect: {
      all: [/appels/, /manque/],
      any: [/revenu|cout|receptionniste|clients? (potentiels )?perdus/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR inputs (appels par jour, taux d'appels manqués, clients perdus, revenu par client, coût de la réceptionniste)",
  },
  {
    q: "moi jai une clinique dentaire sa marche tu pour nous autres aussi ou ces juste pour lesthetique",
    expect: {
      all: [/dentaire|dentist/],
      any: [/oui|nettoyage|fauteuil|urgence/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "combien de cliniques utilise sa deja votre systeme",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "si le calculateur me dit que je vais faire genre 20 000 piasses de plus par mois ces tu garanti sa",
    expect: {
      all: [/estim|hypothese|promesse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "connais tu une bonne recette de pate chinois pour ce soir",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (no page covers it)",
  },
  {
    q: "jai booker ma demo pour jeudi mais finalement je peux pu comment je fais pour la changer de journee",
    expect: {
      all: [/deplac|change|modifi|repor|annul/],
      any: [/lien|courriel|e-?mail|invitation|reserv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
];
