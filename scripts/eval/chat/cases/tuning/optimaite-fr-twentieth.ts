// Tuning cases for OptimAIte in Quebec French, written by a twentieth writer (a nurse-manager asking about the pages' details) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTIETH: readonly ChatCase[] = [
  {
    q: "pour une clinique lasik, est ce qu'elle peut expliquer les options de financement aux candidats?",
    expect: { all: [/financement/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "En chirurgie plastique, elle peut-tu répondre aux questions pré-op et faire les suivis post-op?",
    expect: { any: [/preoperatoire|pre-?op/, /postoperatoire|post-?op/] },
    source: "services.ts SPECIALTIES « Chirurgie plastique »",
  },
  {
    q: "On fait de la dermato médicale et esthétique, est-ce que ça trie les demandes entre les deux?",
    expect: { any: [/tri/, /medicale et esthetique/] },
    source: "services.ts SPECIALTIES « Dermatologie »",
  },
  {
    q: "Si mon navigateur envoie le signal GPC, qu'est-ce que vous faites avec mes statistiques de visite?",
    expect: { all: [/refus|refuse/] },
    source: "privacy.ts Statistiques « Global Privacy Control (GPC) … traitons comme un refus »",
  },
  {
    q: "Une fois la démo confirmée, est-ce que je reçois une invitation pour l'ajouter à mon calendrier Outlook?",
    expect: { any: [/piece jointe/, /invitation/] },
    source: "leads/wording/fr.ts meeting.lines.booked « L'invitation pour votre calendrier est en pièce jointe »",
  },
  {
    q: "Vous dites récupérer quel pourcentage des patients qui raccrochent quand ils tombent sur la boîte vocale?",
    expect: { all: [/95 ?%|95 pour ?cent/] },
    source: "services.ts WHY_CHOOSE_US « Plus de revenus réservés »",
  },
  {
    q: "L'appel decouverte au tout debut dure combien de temps?",
    expect: { all: [/15 ?min/] },
    source: "services.ts HOW_IT_WORKS « Appel découverte »",
  },
  {
    q: "Le questionnaire a remplir, ca prend combien de temps pis ca demande quoi comme info?",
    expect: { all: [/10 ?min/], any: [/prix/, /heures/, /services/, /politiques/] },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "À l'étape de connexion, vous branchez quoi exactement de notre côté?",
    expect: { all: [/agenda|reservation/, /telephon|ligne/] },
    source: "services.ts HOW_IT_WORKS « Connexion de l'agenda »",
  },
  {
    q: "Apres la mise en service au jour 3, est-ce que vous continuez a ajuster pendant un bout?",
    expect: { all: [/premiere semaine|semaine/] },
    source: "services.ts TIMELINE « Jour 3 — Mise en service »",
  },
  {
    q: "Avez-vous des campagnes pour faire revenir les patients qu'on n'a pas vus depuis longtemps?",
    expect: { any: [/campagne/, /relance/, /fidelisation/] },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "Avec Fresha, si un client annule est-ce que l'annulation se synchronise dans notre agenda?",
    expect: { all: [/annulation/, /synchro/] },
    source: "integrations.ts Fresha features « Synchronisation des annulations »",
  },
  {
    q: "On est sur Square Appointments, ça respecte tu nos temps tampons entre deux rdv?",
    expect: { all: [/tampon/] },
    source: "integrations.ts Square Appointments features « Temps tampons »",
  },
  {
    q: "Nous avons trois succursales dans Mindbody. Est-ce que la réservation fonctionne pour tous nos établissements?",
    expect: {
      any: [/multietablissement|multi-etablissement/, /plusieurs etablissements/, /tous (vos|nos|les) etablissements/],
    },
    source: "integrations.ts Mindbody « Agendas multiétablissements »",
  },
  {
    q: "On n'a pas de logiciel de réservation, juste un Google agenda partagé. Ça fonctionne-tu quand même?",
    expect: { all: [/google/] },
    source: "integrations.ts Google Calendar « pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "Notre DME est pas dans votre liste de plateformes, qu'est-ce que vous faites dans ce cas-là?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "Est-ce qu'on a une personne dédiée pour nous accompagner dans l'intégration technique?",
    expect: { all: [/ingenieur/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Soutien dédié »",
  },
  {
    q: "Les demandes de démo et les visites, vous les effacez après combien de temps?",
    expect: { any: [/12 mois/, /douze mois/, /un an\b/] },
    source: "privacy.ts Conservation « supprimées automatiquement au plus tard 12 mois »",
  },
  {
    q: "Au total, combien de semaines ça prend pour que la clinique soit complètement configurée?",
    expect: { any: [/1 (a|ou|-) ?2 semaines/, /une (a|ou) deux semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Dans l'exemple de votre FAQ avec 20 appels par jour, le rendement mensuel arrive a combien?",
    expect: { any: [amount(21955), /22 ?000/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $)",
  },
  {
    q: "Signez-vous des ententes BAA, et avec quelles cliniques?",
    expect: { all: [/baa|business associate/], any: [/americ/, /etats-unis/, /e\.-u\./] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Combien de cliniques utilisent deja votre receptionniste IA?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "C'est quoi votre taux de réponse aux appels que vous affichez sur l'accueil?",
    expect: { all: [/99 ?%|99 pour ?cent/] },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "Vous traitez environ combien d'appels par mois, toutes cliniques confondues?",
    expect: { any: [amount(25000), /25 ?k\b|vingt-cinq mille/] },
    source: "landing.ts COUNTERS « 25000+ appels traités chaque mois »",
  },
  {
    q: "La chirurgienne dans vos témoignages, elle manquait quelle proportion de ses appels avant pendant ses chirurgies?",
    expect: { any: [/tiers/, /1\/3/, /33 ?%/] },
    source: "landing.ts TESTIMONIALS Dre Sarah Mitchell « Nous manquions le tiers de nos appels »",
  },
  {
    q: "Le texto de confirmation que le patient recoit, il contient quelles informations?",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Si je vous écris par le formulaire « Nous joindre » pour une question de tarifs, vous répondez en combien de temps?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact « nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "Nos données seraient hébergées où? Au Canada j'imagine?",
    expect: { all: [/suisse/] },
    source: "privacy.ts Hébergement « Les données sont hébergées en Suisse »",
  },
  {
    q: "si je demande de supprimer mes donnees vous avez combien de jours pour me repondre?",
    expect: { all: [/30 ?jours|trente jours/] },
    source: "privacy.ts Vos droits « Nous répondons dans un délai de 30 jours »",
  },
  {
    q: "Les montants que le calculateur de rendement me donne, c'est garanti ou c'est juste approximatif?",
    expect: { all: [/estim/], any: [/30 jours/, /95 ?%/, /promesse/, /garanti/, /hypothese/] },
    source: "legal-notice.ts Responsabilité « ne constituent pas une promesse de résultats »",
  },
];
