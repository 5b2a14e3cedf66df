// Set-aside cases for OptimAIte in Quebec French, written by a twenty-ninth writer (a medspa owner thinking about sales) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_NINTH: readonly ChatCase[] = [
  {
    q: "Est-ce que votre IA peut faire de l'upsell, genre proposer un forfait de botox quand quelqu'un appelle juste pour un soin?",
    expect: { all: [/complementaire|forfait|upsell/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts SPECIALTIES « Cliniques esthétiques »",
  },
  {
    q: "Mon medspa roule beaucoup avec des memberships, est-ce qu'elle est capable de les vendre au telephone?",
    expect: { all: [/abonnement|membership/] },
    source: "services.ts SPECIALTIES « Médispas » (vend abonnements et forfaits de soins)",
  },
  {
    q: "J'utilise Vagaro pis je demande des dépôts pour les injectables, est-ce que ça gère ça?",
    expect: { all: [/vagaro/, /depot/] },
    source: "integrations.ts « Vagaro » (Rappels de dépôt)",
  },
  {
    q: "Vos rappels, ça baisse vraiment les no-shows? Vous avez des chiffres?",
    expect: { all: [/moitie|50 ?%/] },
    source: "landing.ts TESTIMONIALS « James Carter, ClearView LASIK » (absences réduites de moitié)",
  },
  {
    q: "Le 95 % en bas du calculateur, ça veut dire quoi exactement?",
    expect: { all: [/95 ?%/, /recuper/] },
    source:
      "landing.ts CALCULATOR note « 95 % des clients perdus récupérés »; services.ts WHY_CHOOSE_US « Plus de revenus réservés »",
  },
  {
    q: "Si une cliente annule last minute, est-ce que ça peut aller chercher quelqu'un sur ma waitlist pour remplir la plage?",
    expect: { all: [/liste d.attente|waitlist/] },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus »; integrations.ts « Vagaro » (Remplissage depuis la liste d'attente)",
  },
  {
    q: "J'ai plein de clientes qui sont pas revenues depuis 6 mois, l'IA peut-tu les relancer pour qu'elles rebookent?",
    expect: { all: [/relance|campagne|fidelis|suivi/] },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "Avec Mindbody, elle peut-tu checker ce qui reste dans le package d'une cliente avant de booker?",
    expect: { all: [/mindbody/, /forfait/] },
    source: "integrations.ts « Mindbody » (Vérification des forfaits)",
  },
  {
    q: "C'est combien par mois votre affaire? Y a-tu un prix fixe?",
    expect: { all: [/volume|nombre d.appels|integration/, /soumission|demo/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Si je signe lundi, je peux être live quand au plus tôt?",
    expect: { all: [/3 jours|trois jours|jour 3|mercredi|1 a 2 semaines/] },
    source: "landing.ts TRUST_CARDS « En service en 3 jours »; faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Si une cliente appelle parce qu'elle fait une réaction après un filler, qu'est-ce que l'IA fait?",
    expect: { all: [/transf/], any: [/equipe|resume|texto|courriel/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Une fois que j'ai booké ma démo, je reçois quoi comme courriel?",
    expect: { all: [/invitation|piece jointe|calendrier|24 ?h|deplacer|annuler/] },
    source:
      "wording/fr.ts demoConfirmation et meeting.lines.booked (invitation en pièce jointe, lien pour déplacer ou annuler)",
  },
  {
    q: "Les questions que je te pose là, vous les gardez-tu quelque part?",
    expect: { all: [/90 jours|quatre-vingt-dix jours/] },
    source: "privacy.ts « Conservation » (Assistant : questions sans réponse conservées 90 jours)",
  },
  {
    q: "Vous revendez-tu les infos des cliniques qui remplissent vos formulaires?",
    expect: {
      all: [
        /jamais vendu|ne (sont|seront) (jamais|pas|ni) vendu|ne (les )?vend\w* (jamais|pas|aucun)|pas vendu|ni vendu|ni louee/,
      ],
    },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Connais-tu une bonne recette de smoothie protéiné pour après le gym?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet",
  },
];
