// Tuning cases for OptimAIte in Quebec French, written by an eleventh writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_ELEVENTH: readonly ChatCase[] = [
  {
    q: "le samedi soir quand on est fermés pis qu'un patient appelle, y tombe sur la boite vocale ou quoi?",
    expect: { all: [/24 ?h|fin de semaine|en tout temps|la nuit|premiere sonnerie/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "un patient veut changer son rdv de mardi a jeudi, l'IA peut tu le faire elle meme dans notre agenda ou faut qu'on le rappelle?",
    expect: { all: [/agenda/], any: [/deplac/, /directement/, /report/] },
    source: "landing.ts FEATURES « Prise de rendez-vous » (réserve, déplace et annule dans l'agenda)",
  },
  {
    q: "Quand qqn annule à la dernière minute, la plage reste vide ou ça peut la remplir?",
    expect: { all: [/liste d'attente|combl|rempli/] },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus » et landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "si une cliente appelle pour du botox, ça peut-tu lui offrir un autre traitement en plus ou un forfait?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "Comment je vais savoir combien d'appels elle a pris pis combien d'argent ça nous a ramené?",
    expect: { all: [/tableau de bord|statistiques/] },
    source: "landing.ts FEATURES « Statistiques » (un seul tableau de bord)",
  },
  {
    q: "je veux pas que ça sonne comme un robot generique. ça dit au moins le nom de notre clinique quand ça répond?",
    expect: { all: [/nom de (votre|la|notre) clinique|au nom/], any: [/ton/, /services/, /prix/, /politiques/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "On est au Canada, est-ce que votre systeme respecte la loi fédérale sur les renseignements personnels?",
    expect: { all: [/lprpde|pipeda/], any: [/chiffr/, /journalis/, /acces/, /oui/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "on ouvre une 2e clinique à Plattsburgh aux USA. Vous signez des BAA avec les cliniques américaines?",
    expect: { all: [/baa|business associate/, /sign/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA signées)",
  },
  {
    q: "moi c'est juste Calendly pour mes consults, ça se connecte avec ça?",
    expect: { all: [/calendly/], any: [/types? d'evenements?/, /disponibilit/, /fuseau/, /oui/, /integr/] },
    source: "integrations.ts « Calendly »",
  },
  {
    q: "on a meme pas de logiciel de rdv, juste un google calendar partagé entre les filles de la réception. ça marche pareil?",
    expect: { all: [/google/], any: [/sans logiciel/, /directement/, /plusieurs agendas/, /disponibilit/, /oui/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "On est sur Jane. Est-ce que les nouveaux patients vont recevoir le lien pour remplir leur formulaire avant la 1re visite?",
    expect: { all: [/formulaires? d'admission/] },
    source: "integrations.ts « Janeapp » (Liens vers les formulaires d'admission)",
  },
  {
    q: "clinique dentaire avec 4 chaises, elle sait tu laquelle est libre avant de céduler un nettoyage?",
    expect: { all: [/fauteuil|chaise/], any: [/disponibilit/, /libre/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires » (selon la disponibilité des fauteuils)",
  },
  {
    q: "on est un centre de bien-être, yoga pis massothérapie. Ça peut booker les cours de groupe aussi ou juste les rendez-vous?",
    expect: { all: [/cours/] },
    source: "services.ts SPECIALTIES « Centres de bien-être » et integrations.ts « Mindbody » (Réservation de cours)",
  },
  {
    q: "Mon équipe est déjà débordée. Concrètement ça va nous demander combien de temps à nous autres pour la mise en place?",
    expect: { all: [/10 ?min/, /15 ?min/] },
    source: "services.ts WHY_CHOOSE_US « Rapide à lancer » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "pis une fois que c'est lancé, vous nous laissez-tu tout seuls avec ça ou y'a un suivi?",
    expect: { all: [/premiere semaine|ajust|ingenieur|soutien|accompagn|suiv/] },
    source:
      "services.ts TIMELINE « Jour 3 » (suivi et ajustements la première semaine) et integrations.ts « Soutien dédié »",
  },
  {
    q: "la démo c'est gratuit ou vous allez me facturer qqch après?",
    expect: { all: [/gratuit/] },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "La démo ça se passe comment, faut-tu que quelqu'un vienne à la clinique? On est à Rimouski",
    expect: { all: [/visio|telephone|en ligne|video|distance/] },
    source: "wording/fr.ts meeting.place (lien de visioconférence ou par téléphone)",
  },
  {
    q: "j'ai rempli votre formulaire pour la demo hier matin pis toujours pas de nouvelles, c normal?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo « nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quoi au juste? Les chiffres me paraissent gonflés",
    expect: { all: [/95/], any: [/30 jours/, /estimation/] },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »",
  },
  {
    q: "si je fais pas les revenus que votre calculateur annonce, vous me remboursez la différence?",
    expect: { all: [/estimation|promesse/], none: [/^\W*oui\b/] },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "J'ai Global Privacy Control d'activé dans mon navigateur, ça change quoi sur votre site?",
    expect: { all: [/refus|desactiv|respect/], any: [/statistiques/, /marketing/, /famille/] },
    source: "privacy.ts « Statistiques » (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "j'ai cliqué trop vite sur la banniere des cookies, comment je change mon choix?",
    expect: { all: [/parametres des temoins/], any: [/bas de/, /en tout temps/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (lien « Paramètres des témoins »)",
  },
  {
    q: "Vous gardez mon adresse IP quand je navigue sur votre site?",
    expect: { all: [/jamais|pas (conserv|gard|stock|enregistr)/] },
    source: "privacy.ts « Statistiques » (l'adresse IP n'est jamais conservée)",
  },
  {
    q: "si vous répondez pas à ma demande pour accéder à mes données, je peux me plaindre à qui?",
    expect: { all: [/pfpdt|prepose|autorite de controle/] },
    source: "privacy.ts « Vos droits » (PFPDT ou autorité de contrôle de l'UE)",
  },
  {
    q: "j'aime bcp vos textes, je peux-tu en copier des bouts pour le site web de ma clinique?",
    expect: { all: [/droit d'auteur|autorisation|interdit/] },
    source: "legal-notice.ts « Propriété intellectuelle »",
  },
  {
    q: "mon associé parle pas français, votre site existe-tu en anglais?",
    expect: { all: [NAMES_LANGUAGE.en], none: [/^\W*non\b/] },
    source: "langues du site OptimAIte (français et anglais)",
  },
  {
    q: "y va faire quel temps à Québec demain? je dois décider si je ferme la clinique pour la tempête",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (météo)",
  },
  {
    q: "recommande-moi un bon resto pour le party de Noël de l'équipe, on est 12",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (restaurant)",
  },
  {
    q: "Faut-tu signer un contrat d'un an minimum? Je veux pas être pognée si ça marche pas",
    expect: {
      all: [/demo|equipe|nous joindre|contact|soumission/],
      none: [I_DONT_KNOW.fr, /^\W*oui\b/],
    },
    source: "non précisé dans les pages : renvoi à la démo ou à l'équipe (LEAD_DIALOGS)",
  },
  {
    q: "vous avez tu une app sur le cell pour que je regarde les stats entre deux patients?",
    expect: {
      all: [/demo|equipe|nous joindre|contact|soumission/],
      none: [I_DONT_KNOW.fr, /^\W*oui\b/],
    },
    source: "non précisé dans les pages : renvoi à la démo ou à l'équipe (LEAD_DIALOGS)",
  },
];
