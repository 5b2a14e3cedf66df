// Tuning cases for OptimAIte in Quebec French, written by a twenty-first writer (a Montreal manager writing franglais) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_FIRST: readonly ChatCase[] = [
  {
    q: "On est une clinique LASIK, c'est quoi que l'AI fait spécifiquement pour nous autres?",
    expect: { all: [/financement|evaluation|preselection|presel|candidat/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Ça marche-tu pour une clinique dentaire? Genre les cleanings pis les urgences",
    expect: { all: [/oui|dentaire/], any: [/nettoyage|fauteuil|urgence|rappel/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Vous avez-tu des reports sur les calls pis les bookings, genre chaque semaine?",
    expect: {
      all: [/statistique|tableau de bord|rapport|resultat/],
      any: [/semaine|taux de reservation|revenus recuperes|volume d'appels|rendez-vous pris/],
    },
    source: "services.ts BEYOND_BASICS « Statistiques de la clinique »; landing.ts FEATURES « Statistiques »",
  },
  {
    q: "Après le go-live, est-ce qu'il y a du support si quelque chose brise avec l'intégration?",
    expect: { all: [/ingenieur|premiere semaine|soutien|accompagn|ajust|suivons|24 ?(h|heures)|nous joindre/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Soutien dédié »; services.ts TIMELINE « Jour 3 »",
  },
  {
    q: "Où je peux trouver le nom de la compagnie pis l'adresse de l'éditeur du site?",
    expect: { any: [/mentions[ -]legales/] },
    source: "legal-notice.ts « Éditeur » (/fr/mentions-legales)",
  },
  {
    q: "Avez-vous des testimonials de clients, genre une clinique LASIK qui a eu des vrais résultats?",
    expect: { all: [/clearview|james carter/], any: [/moitie|absence|trois jours|3 jours/] },
    source: "landing.ts TESTIMONIALS James Carter, ClearView LASIK",
  },
  {
    q: "La Dre Mitchell, elle dit quoi exactement sur OptimAIte dans son review?",
    expect: { all: [/tiers|1\/3/], any: [/deux semaines|2 semaines|plein|chirurgie/] },
    source: "landing.ts TESTIMONIALS Dre Sarah Mitchell",
  },
  {
    q: "Avec 20 calls par jour pis 30% de missed calls, l'exemple de la FAQ donne quel ROI mensuel?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Dans l'exemple de la FAQ, c'est combien le revenue récupéré vs les savings sur la réceptionniste?",
    expect: { all: [amount(17955), amount(4000)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Le calculateur de rendement demande quoi comme inputs? Je veux préparer mes numbers avant",
    expect: { all: [/par jour/, /manque/, /revenu|par client/, /receptionniste/] },
    source: "landing.ts CALCULATOR.inputs",
  },
  {
    q: "Si je mets 0% de missed calls dans le calculator, ça donne quoi comme résultat?",
    expect: {
      any: [/felicitation/, /aucun appel/, /economi/, /cout.{0,30}recept/, /automatis/],
    },
    source: "landing.ts CALCULATOR.congratulations",
  },
  {
    q: "La démo, c'est-tu gratuit ou y'a un fee pour ça?",
    expect: { all: [/gratuit/] },
    source:
      "landing.ts HERO.primaryCta « Réserver une démo gratuite »; services.ts DETAILS_CTA « gratuite et sans engagement »",
  },
  {
    q: "Comment je fais pour canceller ou reschedule ma démo une fois qu'elle est bookée?",
    expect: { all: [/lien|courriel|e-?mail|invitation/], any: [/annul|deplac|report/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Si j'ai utilisé le calculateur avant de booker la démo, vous allez-tu avoir mes numbers?",
    expect: { all: [/estimation|calcul/], any: [/demo|oui/] },
    source: "privacy.ts « Les renseignements que vous nous fournissez »; wording/fr.ts meeting.roiAtDemo",
  },
  {
    q: "C'est quoi les steps du onboarding, jour par jour?",
    expect: { all: [/integration|connexion/, /formation|essai/, /mise en service/] },
    source: "services.ts TIMELINE; faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Le questionnaire pour le setup, ça prend combien de temps à remplir?",
    expect: { all: [/10 minutes|dix minutes/] },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "Le test call avec mon équipe avant le launch, c'est combien de minutes?",
    expect: { all: [/15 minutes|quinze minutes/] },
    source: "services.ts HOW_IT_WORKS « Appel d'essai »",
  },
  {
    q: "Est-ce que l'AI peut parler avec le ton de notre clinique pis connaître nos prix?",
    expect: { all: [/ton|prix/], any: [/oui|formee|forme/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "L'AI répond-tu aux calls la nuit pis le weekend aussi?",
    expect: { all: [/24 ?h|24\/24|nuit|fin de semaine|jours feries/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Vagaro, ça sync dans les deux sens avec l'agenda? Pis les memberships?",
    expect: { all: [/bidirectionnel|deux sens|synchronis/], any: [/abonnement|membership/] },
    source: "integrations.ts Vagaro",
  },
  {
    q: "On n'a pas de booking software, juste Google Calendar. Ça marche-tu quand même?",
    expect: { all: [/google (agenda|calendar)/], any: [/oui|directement|fonctionne/] },
    source: "integrations.ts Google Calendar « pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "Pour un médispa, est-ce que l'AI peut vendre des memberships pis des packages de soins?",
    expect: { all: [/abonnement|forfait/] },
    source: "services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Si un patient cancel last minute, l'AI peut-tu remplir le slot avec notre waitlist?",
    expect: { all: [/liste d'attente|combl|rempli/] },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Je veux que vous effaciez mes données de lead, c'est quoi le process pis le délai?",
    expect: { all: [/30 jours|trente jours/], any: [/ecri|courriel|e-?mail|supprim/] },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "Les questions que je tape dans ce chat, est-ce que vous les gardez quelque part?",
    expect: { all: [/90 jours|pas enregistr|ne sont pas (enregistr|conserv)/] },
    source: "privacy.ts « Conservation » (Assistant)",
  },
  {
    q: "Comment je change mes settings de cookies après avoir cliqué accepter?",
    expect: { all: [/parametres des temoins|bas de (chaque |la )?page/] },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Vous gardez les infos de ma demande de démo combien de temps dans votre système?",
    expect: { all: [/12 mois|douze mois|un an/] },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "Vous utilisez-tu des trackers publicitaires tiers genre le pixel de Facebook sur le site?",
    expect: { all: [/aucun|n'utilis|pas de|jamais/, /traceur|publicit|marketing/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (Marketing)",
  },
  {
    q: "C'est quoi vos stats de volume, genre combien d'appels vous traitez par mois?",
    expect: { all: [amount(25000)] },
    source: "landing.ts COUNTERS « 25000+ appels traités chaque mois »",
  },
  {
    q: "Tu peux-tu m'aider à faire ma déclaration d'impôts du Québec cette année?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: the assistant helps with OptimAIte only",
  },
];
