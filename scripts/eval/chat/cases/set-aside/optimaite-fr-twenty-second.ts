// Set-aside cases for OptimAIte in Quebec French, written by a twenty-second writer (a skeptical clinic owner) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_SECOND: readonly ChatCase[] = [
  {
    q: "Si une patiente appelle en panique avec une complication après sa chirurgie, votre robot fait quoi au juste?",
    expect: { all: [/transf/], any: [/equipe|personnel|humain|quelqu'un/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Honnêtement, est-ce qu'elle va sonner comme un robot de centre d'appels? Mes patientes sont exigeantes.",
    expect: { all: [/services|prix|politiques/, /\bton\b|nom de (votre|la) clinique|au nom de/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »; services.ts WHY_CHOOSE_US « La voix de votre clinique »",
  },
  {
    q: "Les 25 000 appels pis les 500 cliniques sur votre page d'accueil, c'est des vrais chiffres ou juste du marketing?",
    expect: { any: [amount(25000), amount(500)] },
    source:
      "landing.ts COUNTERS « appels traités chaque mois » and TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "Votre calculateur me sort 20 000 $ de plus par mois. C'est garanti, ça, ou c'est de la poudre aux yeux?",
    expect: { all: [/estim/, /promesse|garanti/] },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "pis la nuit pis les fins de semaine, qui repond au telephone? ma boite vocale?",
    expect: {
      all: [/24 ?h|24 ?\/ ?7|24 heures|jour et nuit|en tout temps/],
      any: [/nuit|fin de semaine|fins de semaine|ferie/],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Combien de temps avant que ça marche pour vrai dans ma clinique? Je ne veux pas d'un projet de six mois.",
    expect: { any: [/\b3 jours|trois jours|jour 3|1 a 2 semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts TIMELINE",
  },
  {
    q: "Concrètement, qu'est-ce que mon personnel devra faire pour la mise en place? On est déjà débordés.",
    expect: { all: [/questionnaire/, /10 ?min/], any: [/15 ?min|appel d'essai/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts HOW_IT_WORKS",
  },
  {
    q: "Si votre IA se trompe dans mes rendez-vous les premiers jours, vous êtes où, vous? Vous nous laissez tout seuls après le lancement?",
    expect: { any: [/premiere semaine|suivons et ajustons|ajust|ingenieur|accompagn/] },
    source:
      "services.ts TIMELINE « Jour 3 » (suivi et ajustements la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "Les données de mes patients, elles sont protégées comment, et qui peut y avoir accès?",
    expect: { all: [/chiffr/, /journal|acces|audit/] },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; services.ts « Conforme HIPAA et LPRPDE »",
  },
  {
    q: "ce que je tape ici dans le chat, vous le gardez quelque part?",
    expect: { all: [/90 jours/], any: [/pas enregistr|pas (su|pu) repondre|sans reponse|n'a pas su|masqu/] },
    source: "privacy.ts « Conservation » (assistant)",
  },
  {
    q: "Vendez-vous les infos que je mets dans votre formulaire de démo? Et c'est hébergé où, tout ça?",
    expect: {
      all: [
        /suisse/,
        /jamais vendu|pas vendu|ni vendu|ne (les )?vendons|vendons (jamais|pas|aucun)|jamais (ni )?(lou|vend)/,
      ],
    },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "La démo gratuite, c'est quoi le piège? Est-ce que ça m'engage à quelque chose?",
    expect: { all: [/sans engagement|aucun engagement|n'engage a rien|ne vous engage|pas d'engagement/] },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "Notre clinique roule sur un DME maison qui est pas dans votre liste. On est faits à l'os?",
    expect: { all: [/sur mesure|api|webhook/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Si je mets 0 % d'appels manqués dans votre calculateur, ça veut dire qu'OptimAIte ne me sert à rien?",
    expect: { all: [/cout|economi|reception/], any: [/automati|reservation|rendez-vous|rappel/] },
    source: "landing.ts CALCULATOR.congratulations « Félicitations! »",
  },
  {
    q: "Pouvez-vous me dire quelle dose de Botox injecter pour les rides du front d'une patiente?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: medical advice, not the AI receptionist",
  },
];
