// Tuning cases for OptimAIte in Quebec French, written by a fifteenth writer who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
// One question, also among its set-aside ones, was left out here: a set-aside question is never tuned on.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTEENTH: readonly ChatCase[] = [
  {
    q: "Êtes-vous conformes à la LPRPDE et à la HIPAA? Et signez-vous des BAA? Nous avons aussi une clinique au Vermont.",
    expect: {
      all: [/oui|conforme/, /baa|business associate/],
      none: [/n'est pas conforme|ne sommes pas conformes/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "comment elle gere ca un client VIP ou quelqu'un qui appelle pour se plaindre",
    expect: { all: [/transf/], any: [/regle|equipe|resume|texto|courriel/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Le calculateur de rendement part de quelles hypothèses?",
    expect: { all: [/30 jours/, /95 ?%/] },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »",
  },
  {
    q: "les chiffres du calculateur c'est garanti ou c'est juste une estimation?",
    expect: { all: [/estimation|estime|approximati|pas (une )?garanti|pas une promesse|aucune garantie/] },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "J'ai mis 0% d'appels manqués dans le calculateur. Ça sert à quoi d'abord votre affaire?",
    expect: { all: [/cout|economi|automatis/], any: [/reservation|rappel|rendez-vous|reception/] },
    source:
      "landing.ts CALCULATOR.congratulations (réduire les coûts de réception, automatiser réservations et rappels)",
  },
  {
    q: "la demo c'est tu gratuit?",
    expect: { all: [/gratuit/] },
    source:
      "frame.ts FINAL_CTA « Réservez une démo gratuite »; services.ts DETAILS_CTA « gratuite et sans engagement »",
  },
  {
    q: "J'ai rempli le formulaire pour la démo. Qu'est-ce qui se passe maintenant?",
    expect: { all: [/24 ?h|24 heures/], any: [/courriel|joindr|communiqu|contact|planifi/] },
    source: "lead-dialogs.ts demo.successText « Nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "est ce que je vais recevoir un rappel avant la demo? j'oublie tout lol",
    expect: { all: [/rappel/], any: [/oui|courriel|e-?mail|recevr/] },
    source: "wording/fr.ts meeting.subject.reminder « Rappel : votre démo OptimAIte »",
  },
  {
    q: "faut que j'annule la démo de demain, je fais ça où? pis je vais pouvoir en rebooker une autre plus tard?",
    expect: { all: [/lien/, /reserv|autre moment|rebook|reprendre|replanifi/] },
    source: "wording/fr.ts meeting.manage et meeting.bookAgain « Réservez un autre moment quand cela vous conviendra »",
  },
  {
    q: "C'est quoi les étapes pour partir avec OptimAIte?",
    expect: { all: [/questionnaire/, /essai/], any: [/agenda|connexion|formation|decouverte/] },
    source:
      "services.ts HOW_IT_WORKS (appel découverte, questionnaire, connexion de l'agenda, formation, appel d'essai, mise en service)",
  },
  {
    q: "le questionnaire pis l'appel d'essai, ça prend combien de temps chaque?",
    expect: { all: [/10 minutes/, /15 minutes/] },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "on est sur Vagaro, est-ce qu'elle peut gérer les dépôts pis la liste d'attente?",
    expect: { all: [/depot/, /liste d'attente/] },
    source: "integrations.ts « Vagaro » (rappels de dépôt, remplissage depuis la liste d'attente)",
  },
  {
    q: "Avec Square Appointments, est-ce qu'elle respecte les temps tampons entre nos rendez-vous?",
    expect: { all: [/tampon/], any: [/oui|respect/] },
    source: "integrations.ts « Square Appointments » (temps tampons, règles de réservation)",
  },
  {
    q: "On n'a pas de logiciel de rendez-vous, juste un Google Calendar partagé. Ça marche pareil?",
    expect: { all: [/google (agenda|calendar)/], any: [/oui|directement|sans logiciel|fonctionne|integr/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Vous faites juste l'esthétique ou aussi la dermato pis les centres de bien-être?",
    expect: { all: [/dermato/, /bien-etre/] },
    source: "services.ts SPECIALTIES (Dermatologie, Centres de bien-être)",
  },
  {
    q: "Vous etes compatibles avec quels logiciels de booking?",
    expect: {
      all: [/fresha/, /vagaro/, /square/, /mindbody/, /calendly/],
      any: [/jane/],
      link: "/fr/integrations",
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts",
  },
  {
    q: "Notre dev veut savoir si vous avez des webhooks pour les annulations, il voudrait brancher ça sur notre système maison",
    expect: { all: [/webhook/], any: [/oui|temps reel|annulation/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION « Webhooks » (événements en temps réel pour les réservations, les annulations et l'issue des appels)",
  },
  {
    q: "Pour une clinique dentaire, elle peut booker les nettoyages pis les urgences?",
    expect: { all: [/nettoyage|urgence/], any: [/oui|fauteuil|planifi/] },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "clinique de chirurgie laser des yeux ici, est-ce qu'elle peut expliquer le financement aux patients?",
    expect: { all: [/financement/], any: [/oui|lasik|evaluation|preselection|candidat/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "Est-ce qu'elle va répondre avec le nom de ma clinique pis connaitre nos prix?",
    expect: { all: [/nom/, /prix|tarif/], any: [/oui|formee|services|ton|politiques/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Je peux voir des stats? genre combien d'appels on a eu pis combien d'argent on a récupéré",
    expect: {
      all: [/tableau de bord|statistique|rapport/],
      any: [/revenus recuperes|volume|rendez-vous|taux de reservation/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Après le lancement, vous nous laissez-tu tout seuls avec ça?",
    expect: { all: [/premiere semaine|ajust|ingenieur|soutien|accompagn|suivi/] },
    source:
      "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons tout au long de la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "vous utilisez des cookies de pub sur votre site?",
    expect: { all: [/aucun|pas de|desactive/], any: [/traceur|publicit|marketing/], link: "/fr/confidentialite" },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (marketing désactivé par défaut, aucun traceur publicitaire tiers)",
  },
  {
    q: "comment je change mes choix de témoins?",
    expect: { all: [/parametres des temoins/], any: [/bas de (chaque|la) page|en tout temps/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "Avez-vous des vrais résultats de cliniques qui l'utilisent déjà?",
    expect: { all: [/mitchell|clearview|carter|moitie|tiers|deux semaines/] },
    source: "landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "Est-ce que je peux copier des bouts de texte de votre site pour le site de ma clinique?",
    expect: { all: [/droit d'auteur|autorisation|interdit|protege/], link: "/fr/mentions-legales" },
    source: "legal-notice.ts « Propriété intellectuelle » (toute reproduction sans autorisation écrite est interdite)",
  },
  {
    q: "les questions que je te pose icitte sont-tu enregistrées?",
    expect: { all: [/90 jours/], any: [/pas enregistr|ne sont pas|sauf|seulement|uniquement/] },
    source: "privacy.ts « Conservation » (questions non enregistrées, sauf celles sans réponse, conservées 90 jours)",
  },
  {
    q: "Le texto de confirmation que le patient reçoit, il dit quoi exactement?",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto » (la date, l'heure et l'adresse)",
  },
  {
    q: "Qui a gagné le match du Canadien hier soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : le sport",
  },
];
