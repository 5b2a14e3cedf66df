// Tuning cases for OptimAIte in Quebec French, written by a thirty-sixth writer (a chain's regional director) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_SIXTH: readonly ChatCase[] = [
  {
    q: "Pour déployer ça dans nos six cliniques, la mise en place prend combien de temps?",
    expect: { any: [/3 jours|trois jours/, /1 a 2 semaines|une a deux semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Qu'est-ce que vous attendez de notre personnel pendant l'implantation? Ça leur demande combien de temps?",
    expect: { all: [/10 minutes/, /15 minutes/] },
    source: "faq.ts « Combien de temps prend la mise en place? » et services.ts HOW_IT_WORKS",
  },
  {
    q: "Toutes nos cliniques sont sur Jane. C'est compatible avec votre réceptionniste?",
    expect: { all: [/jane/], any: [/oui/, /compatible/, /integr/, /praticien/] },
    source: "integrations.ts Janeapp",
  },
  {
    q: "On prend nos consultations gratuites de dépistage LASIK via Calendly. Vous vous branchez là-dessus?",
    expect: { all: [/calendly/], any: [/oui/, /types? d'evenements?/, /integr/] },
    source: "integrations.ts Calendly",
  },
  {
    q: "Sur votre page d'accueil, vous traitez combien d'appels par mois au total?",
    expect: { all: [amount(25000)] },
    source: "landing.ts COUNTERS « 25000+ appels traités chaque mois »",
  },
  {
    q: "Combien de rendez-vous ont été pris avec OptimAIte jusqu'à maintenant?",
    expect: { all: [amount(10000)] },
    source: "landing.ts COUNTERS « 10000+ rendez-vous pris »",
  },
  {
    q: "Combien de cliniques utilisent déjà votre solution, et y a-t-il des cliniques LASIK dans le lot?",
    expect: { all: [/500/, /lasik/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "Si on a 60 appels par jour, 10 % d'appels manqués, 50 % de clients potentiels perdus, 400 $ par client et une réceptionniste à 5 000 $ par mois, le calculateur donne combien?",
    expect: { any: [amount(34200), amount(39200), amount(470400)] },
    source:
      "landing.ts CALCULATOR (entrées, note « 30 jours par mois et 95 % des clients perdus récupérés ») et faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Votre calculateur de rendement repose sur quelles hypothèses?",
    expect: { all: [/30 jours/, /95 ?%/] },
    source: "landing.ts CALCULATOR.note et legal-notice.ts « Responsabilité »",
  },
  {
    q: "Si je mets 0 % d'appels manqués dans le calculateur, qu'est-ce que ça donne?",
    expect: {
      any: [/felicitations/, /ne manquez aucun appel/, /couts de reception/, /economies sur la receptionniste/],
    },
    source: "landing.ts CALCULATOR.congratulations",
  },
  {
    q: "Dans votre FAQ, l'exemple avec 20 appels par jour donne quel rendement mensuel?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Les montants du calculateur, est-ce que vous les garantissez?",
    expect: { all: [/estimation|hypothese/], any: [/promesse/, /garanti/, /valeurs que vous saisissez/, /non/] },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "Je voudrais une démonstration pour notre comité de direction. Comment on procède, et est-ce que c'est payant?",
    expect: { all: [/gratuit/], any: [/24 ?h/, /reserv/, /formulaire/, /moment/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo et frame.ts FINAL_CTA",
  },
  {
    q: "Si je dois changer l'heure de la démo une fois qu'elle est confirmée, je fais comment?",
    expect: { all: [/lien|courriel|e-?mail/], any: [/deplacer/, /annuler/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo »",
  },
  {
    q: "La démo, ça se passe en visioconférence ou au téléphone?",
    expect: { all: [/visio|video/, /telephone/] },
    source: "wording/fr.ts meeting.place (video, phone)",
  },
  {
    q: "J'ai une question sur les tarifs pour plusieurs sites. Si je passe par le formulaire de contact, vous répondez dans quel délai?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact « nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "L'IA peut-elle proposer à nos patients des traitements ou des forfaits en plus de ce qu'ils appellent pour?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires » et services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Quand un patient annule la veille, est-ce que la plage reste vide?",
    expect: { any: [/liste d'attente/, /combl/, /derniere minute/] },
    source: "landing.ts FEATURES « Rappels intelligents » et services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Chaque clinique a ses propres prix et ses politiques. L'IA peut-elle répondre comme si c'était nous?",
    expect: { all: [/prix|politique/], any: [/nom de/, /ton/, /services/, /formee/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Nos lignes débordent le soir et le samedi. Vous répondez aussi les fins de semaine?",
    expect: { any: [/24 ?h/, /fin de semaine|fins de semaine/, /24\/7/, /jours? feries/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Le patient reçoit-il une confirmation écrite après avoir pris son rendez-vous au téléphone?",
    expect: { all: [/texto|sms/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Avez-vous des campagnes pour faire revenir les patients à leur suivi annuel?",
    expect: { all: [/rappel|relance|suivi/], any: [/campagne/, /fidelisation/, /revenir/] },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "Avez-vous un client en chirurgie des yeux qui peut témoigner?",
    expect: { any: [/clearview/, /james carter/] },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK)",
  },
  {
    q: "Quels résultats vos clients ont-ils eus sur les rendez-vous manqués grâce aux rappels?",
    expect: { any: [/moitie/, /50 ?%/] },
    source: "landing.ts TESTIMONIALS « Les rappels à eux seuls ont réduit nos absences de moitié »",
  },
  {
    q: "Les renseignements que je saisis sur votre site, ils sont hébergés dans quel pays?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "Votre site utilise-t-il des témoins publicitaires de tiers?",
    expect: { all: [/marketing|publicit|traceur/], any: [/aucun/, /desactive/, /pas de/, /n'utilisons/] },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Comment je modifie mon choix de cookies sur votre site?",
    expect: { all: [/parametres des temoins/] },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Je veux que vous supprimiez les données de ma demande de démo. Vous avez combien de temps pour le faire?",
    expect: { all: [/30 jours/] },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "Qui publie ce site, et où je trouve ses coordonnées officielles?",
    expect: { any: [/mentions legales/], link: "/fr/mentions-legales" },
    source: "legal-notice.ts « Éditeur » et « Coordonnées » (/fr/mentions-legales)",
  },
  {
    q: "Pourriez-vous m'aider à rédiger un contrat de travail pour une optométriste?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
