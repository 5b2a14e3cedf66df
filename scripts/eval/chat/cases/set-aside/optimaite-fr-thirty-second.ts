// Set-aside cases for OptimAIte in Quebec French, written by a thirty-second writer (someone who just booked a demo) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_SECOND: readonly ChatCase[] = [
  {
    q: "J'viens de remplir le formulaire pour la démo, pis là? Quelqu'un va me rappeler quand?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts demo.successText « Nous vous joindrons d'ici 24 heures… »; wording/fr.ts demoConfirmation",
  },
  {
    q: "Qu'est-ce que le formulaire de demo va me demander comme infos? J'aime ça être prête d'avance",
    expect: {
      all: [/\bnom\b/, /courriel|e-?mail/],
      any: [/secteur/, /entreprise/, /connu|entendu parler|decouvert/, /confier/],
    },
    source:
      "privacy.ts « Les renseignements que vous nous fournissez » (nom, courriel, entreprise, secteur, message, comment vous nous avez connus); lead-dialogs.ts",
  },
  {
    q: "Est-ce que l'invitation pour mon calendrier va être dans le courriel de confirmation ou faut que je l'ajoute moi-même?",
    expect: { all: [/jointe|joint|attach|annexe/] },
    source: "wording/fr.ts meeting.lines.booked « L'invitation pour votre calendrier est en pièce jointe. »",
  },
  {
    q: "Faut que je déplace ma démo, j'ai un imprévu mardi. Comment je fais?",
    expect: { all: [/lien/, /courriel|e-?mail|invitation|confirmation/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} » and inviteDescription",
  },
  {
    q: "si jannule ma demo est-ce que je vais recevoir un courriel pour me le confirmer?",
    expect: {
      all: [/courriel|e-?mail|message/, /annul/],
      any: [/oui/, /calendrier|agenda/],
    },
    source:
      "wording/fr.ts meeting.subject.cancelled « Votre démo OptimAIte est annulée » and lines.cancelled « La pièce jointe la retire de votre calendrier. »",
  },
  {
    q: "La démo c'est-tu vraiment gratuit ou ben vous allez essayer de me faire signer de quoi?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement|aucun engagement|sans obligation|pas d'engagement|aucune obligation/],
    },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement, adaptée à votre clinique. »",
  },
  {
    q: "J'ai joué avec le calculateur avant de réserver. Mon estimation, est-ce qu'elle va servir à quelque chose pendant la démo?",
    expect: {
      all: [/estimation|calculateur|rsi|rendement/, /demo/],
      any: [/oui/, /parler|discut|revoir|aborder|apport|examiner/],
    },
    source:
      "wording/fr.ts meeting.roiAtDemo « … Nous en parlerons pendant la démo. »; privacy.ts « afin que nous puissions apporter votre estimation à la démo »",
  },
  {
    q: "Ça coûte combien par mois votre affaire? Y'a-tu un prix fixe?",
    expect: {
      all: [/volume/, /integration/],
      any: [/soumission|devis|prix exact/, /demo/],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte)",
  },
  {
    q: "On est une clinique dentaire. Est-ce que ça gère les urgences pis les rappels pour les nettoyages?",
    expect: { all: [/urgence/, /nettoyage|fauteuil|rappel/] },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (planifie nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "Si un patient appelle pour une vraie urgence médicale, votre IA fait quoi au juste?",
    expect: {
      all: [/transf/],
      any: [/texto|sms|courriel|resume/, /equipe|personnel/],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Nous autres on est sur Janeapp, ça marche-tu avec vous autres?",
    expect: { all: [/oui|integr|compatible|fonctionne/, /jane/] },
    source: "integrations.ts « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Une fois la démo faite pis qu'on signe, ça prend combien de temps avant que la réceptionniste réponde pour vrai?",
    expect: { any: [/3 jours|trois jours|jour 3/, /(1|une) (a|-) ?(2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "Les infos que j'ai mises dans la demande de démo, vous les gardez combien de temps?",
    expect: { all: [/12 mois|douze mois|un an/] },
    source: "privacy.ts « Conservation » (supprimées automatiquement au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Tant qu'à y être, pouvez-vous me recommander un bon comptable à Laval pour ma clinique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: OptimAIte's pages cover the AI receptionist and its demo only",
  },
  {
    q: "Le rappel avant la démo, je vais le recevoir comment? Par texto?",
    expect: { all: [/courriel|e-?mail/], any: [/rappel/] },
    source: "wording/fr.ts meeting.subject.reminder « Rappel : votre démo OptimAIte, {time} » (a reminder email)",
  },
];
