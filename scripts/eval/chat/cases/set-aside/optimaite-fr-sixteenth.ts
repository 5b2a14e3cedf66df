// Set-aside cases for OptimAIte in Quebec French, written by a sixteenth writer (the clinic's front desk) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_SIXTEENTH: readonly ChatCase[] = [
  {
    q: "On manque plein d'appels sur l'heure du diner, est-ce que votre affaire repond quand on est toutes parties manger?",
    expect: { any: [/24 ?h|24 heures|24\/24|en tout temps|jour et nuit|premiere sonnerie|chaque appel/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »; services.ts WHY_CHOOSE_US « Aucun appel manqué »",
  },
  {
    q: "Bonjour, nous avons beaucoup d'absences aux rendez-vous. Est-ce que votre système peut nous aider à réduire les no-shows?",
    expect: { all: [/rappel/], any: [/absence|no-?show|moitie|automatique/] },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS (James Carter, absences réduites de moitié)",
  },
  {
    q: "si qqn annule a la derniere minute, est-ce que ca peut prendre quelqu'un sur notre liste d'attente pour remplir la plage?",
    expect: { all: [/liste d'attente|plage/], any: [/combl|rempli|remplissage/] },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Si un patient appelle pour une urgence, l'IA va-tu le transférer à nous autres à la réception?",
    expect: { all: [/transf/], any: [/resume|texto|courriel|immediat|equipe/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "On utilise Jane à la clinique, ça marche-tu avec ça?",
    expect: { all: [/jane/], any: [/oui|integr|compatible|fonctionne|relie|connect/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts Janeapp",
  },
  {
    q: "Notre système de rendez-vous c'est un DME qui est pas dans votre liste de logiciels. C'est possible pareil?",
    expect: { any: [/sur mesure|api|webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "Quand l'IA booke un rendez-vous, est-ce que le patient reçoit un texto de confirmation? Qu'est-ce qui est écrit dedans?",
    expect: { all: [/texto|sms|message texte/, /adresse|date|heure/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Je suis la propriétaire de la clinique. Combien ça coûte par mois votre service?",
    expect: { all: [/volume/, /soumission|demo/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Si on signe avec vous autres, ça prend combien de temps avant que ça commence à répondre à nos appels?",
    expect: { any: [/3 jours|trois jours|jour 3|1 a 2 semaines|une a deux semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "est-ce qu'elle peut deplacer un rdv quand le patient rappelle pour changer son heure",
    expect: { any: [/deplac|report|modifi|change/], none: [/ne peut pas deplacer/] },
    source: "landing.ts FEATURES « Prise de rendez-vous » (réserve, déplace et annule)",
  },
  {
    q: "Quand elle répond, est-ce qu'elle dit le nom de notre clinique? Pis est-ce qu'elle connait nos prix?",
    expect: { all: [/prix|tarif/], any: [/au nom de|nom de (votre|la) clinique/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "La direction me demande si c'est conforme à la LPRPDE pour les renseignements des patients.",
    expect: { all: [/lprpde/], any: [/chiffr|journalis|baa|conforme/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "J'ai rempli le formulaire pour la démo hier, quand est-ce que quelqu'un va me revenir?",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/] },
    source: "lead-dialogs.ts demo « Nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "Je travaille dans une clinique dentaire, est-ce que ça peut gérer les urgences pis les rappels de nettoyage?",
    expect: { all: [/nettoyage|fauteuil/, /rappel|urgence/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Une patiente demande si elle peut prendre de l'advil avant son botox, le savez-vous?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a patient's medical question",
  },
];
