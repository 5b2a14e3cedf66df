// OptimAIte in Quebec French (/fr/optimaite): the set-aside third, written before the tuning cases and never used
// while tuning.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR: readonly ChatCase[] = [
  {
    q: "C'est combien par mois?",
    expect: { any: [/volume d'appels/, /depend/], all: [/soumission|demo/] },
    source: "optimaite/fr/faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Ça marche avec Google Agenda?",
    expect: { all: [/google (agenda|calendar)/] },
    source: "optimaite/fr/faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Êtes-vous conformes à la LPRPDE?",
    expect: { all: [/lprpde|pipeda/], any: [/\boui\b/, /chiffr/] },
    source: "optimaite/fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "ça prend combien de temps avant d'être en service?",
    expect: { all: [/3 jours|trois jours|jour 3/] },
    source: "optimaite/fr/faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Je dois annuler ma démo de jeudi",
    expect: { all: [/courriel|e-?mail/, /lien/, /annul/] },
    source: "src/server/leads/wording/fr.ts (lien pour déplacer ou annuler); demo-meeting-texts-fr.ts",
  },
  {
    q: "C'est quoi la durée de la démo?",
    // DEFAULT_AVAILABILITY.slotMinutes: 30 minutes on a fresh install; not the 15-minute test call.
    expect: { all: [/30 ?min/], none: [/3 jours/, /appel d'essai de 15/] },
    source: "src/shared/demo-slots/availability.ts DEFAULT_AVAILABILITY; lead-texts-fr.ts slots.length",
  },
  {
    q: "elle fait quoi si un patient pose une question qu'elle connait pas?",
    expect: { all: [/transf/], any: [/resume/, /equipe/] },
    source: "optimaite/fr/faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Peux-tu me donner la météo à Montréal demain?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "Avez-vous des cliniques de dermato comme clientes?",
    expect: { all: [/dermato/] },
    source: "optimaite/fr/services.ts SPECIALTIES (Dermatologie)",
  },
  {
    q: "est-ce que ça envoie des rappels par texto aux patients",
    expect: { all: [/rappel/], any: [/texto/, /sms/] },
    source: "optimaite/fr/landing.ts FEATURES « Rappels intelligents », « Confirmations par texto »",
  },
  {
    q: "Je veux parler à quelqu'un de votre équipe",
    expect: { any: [/nous joindre/, /contact/, /24 h/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Nous joindre »; lead-dialogs fr (24 heures)",
  },
  {
    q: "Can I get this in English?",
    // English on the French page: OptimAIte speaks English, so the answer is in English with the English page.
    expect: { all: [NAMES_LANGUAGE.en], link: "/optimaite" },
    source: "SITE_LOCALES.optimaite (English at /optimaite)",
  },
  {
    q: "Combien je récupérerais avec 30 appels par jour?",
    expect: { all: [/calculateur/], link: "/fr/optimaite#roi-calculator" },
    source: "optimaite/fr/landing.ts CALCULATOR « Calculateur de rendement »",
  },
  {
    q: "Vous gardez mes infos combien de temps?",
    expect: { all: [/12 mois/] },
    source: "optimaite/fr/privacy.ts Conservation",
  },
  {
    q: "est-ce que ça fonctionne avec vagaro",
    expect: { all: [/vagaro/] },
    source: "optimaite/fr/integrations.ts (Vagaro)",
  },
  {
    q: "Peut-elle répondre avec le nom de ma clinique?",
    expect: { any: [/nom de votre clinique/, /formee/, /votre ton/] },
    source: "optimaite/fr/faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Pouvez-vous m'aider avec mes impôts suisses?",
    // Another brand's product on the wrong site: refused, never answered with SwissHack's figures.
    expect: refusal("fr", HELPS_WITH.optimaite, { none: [amount(7258)] }),
    source: "issue 56 (another brand's product on the wrong site)",
  },
  {
    q: "vous avez combien de cliniques clientes",
    expect: { all: [/500/] },
    source: "optimaite/fr/landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  // Added 2026-11-29, written before any further tuning, to keep a third of OptimAIte's French cases set aside
  // (the tuning file gained 14 cases that day). Never used while tuning.
  {
    q: "Vous avez des clients en LASIK?",
    expect: { all: [/lasik/] },
    source: "optimaite/fr/landing.ts « Des équipes de chirurgie plastique, de LASIK… »",
  },
  {
    q: "Ça prend combien de temps avant que l'IA réponde à nos appels?",
    expect: { all: [/3 jours/] },
    source: "optimaite/fr/services.ts « En service en 3 jours »",
  },
  {
    q: "La réceptionniste peut-elle proposer des forfaits à nos clientes?",
    expect: { all: [/forfait/] },
    source: "optimaite/fr/landing.ts FEATURES « Propose des traitements complémentaires et des forfaits »",
  },
  {
    q: "Mes données de patients sont-elles protégées?",
    expect: { any: [/chiffr/, /\bbaa\b/, /lprpde/, /hipaa/] },
    source: "optimaite/fr/faq.ts conformité",
  },
  {
    q: "Est-ce qu'on peut avoir une soumission?",
    expect: { all: [/soumission/] },
    source: "optimaite/fr lead dialogs and chat demo wording (« une soumission »)",
  },
  {
    q: "Comment je fais pour vous écrire?",
    expect: { link: "/fr/optimaite?contact=open" },
    source: "SPEC contact form; optimaite/fr/frame.ts",
  },
  {
    q: "Le calculateur se base sur combien de jours par mois?",
    expect: { all: [/30 jours/] },
    source: "optimaite/fr/landing.ts « Calcul basé sur 30 jours par mois »",
  },
  // Added 2026-11-29 (second batch), written before running them, with the tuning file's second batch.
  {
    q: "Est-ce que Google Agenda est supporté?",
    expect: { all: [/google agenda/] },
    source: "optimaite/fr/faq.ts intégrations « et Google Agenda »",
  },
  {
    q: "Combien de temps vous conservez les infos du formulaire de démo?",
    expect: { link: "/fr/confidentialite" },
    source: "optimaite/fr/privacy.ts (conservation)",
  },
  {
    q: "Est-ce que l'IA répond pendant les jours fériés?",
    expect: { any: [/jours feries/, /24 h(eures)? sur 24/, /24\/7/] },
    source: "optimaite/fr/landing.ts FEATURES « y compris la nuit, la fin de semaine et les jours fériés »",
  },
  {
    q: "Le questionnaire de départ prend combien de minutes?",
    expect: { all: [/10 minutes/] },
    source: "optimaite/fr/services.ts « Un questionnaire de 10 minutes »",
  },
  {
    q: "Est-ce que ça marche pour une clinique de dermato?",
    expect: { any: [/dermatologie/] },
    source: "optimaite/fr/landing.ts / services.ts (dermatologie)",
  },
];
