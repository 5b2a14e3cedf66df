// Tuning cases for OptimAIte in Quebec French, written by a thirty-third writer (a typist with keyboard typos) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_THIRD: readonly ChatCase[] = [
  {
    q: "le questionaire a remplir au debut, ca prend combien de temps?",
    expect: { all: [/10 ?min|dix min/] },
    source:
      "services.ts HOW_IT_WORKS « Questionnaire » (10 minutes); faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "je gere un medispa, elle peut vendre nos abonements en plus de prendre les rdv?",
    expect: { all: [/\boui\b|vend|propose/], any: [/abonnement/, /forfait/] },
    source: "services.ts SPECIALTIES « Médispas » (vend abonnements et forfaits de soins)",
  },
  {
    q: "cest quoi les etapes jour par jour pour le lancemnet?",
    expect: { all: [/formation/, /en service/], any: [/connexion/, /integration/] },
    source:
      "services.ts TIMELINE (Jour 1 intégration et connexion, Jour 2 formation et essais, Jour 3 mise en service)",
  },
  {
    q: "vous etes compatibles avec mindboddy?",
    expect: { all: [/mindbody/], any: [/\boui\b/, /integr/, /compatible/, /fonctionne/] },
    source: "integrations.ts Mindbody; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "notre dme est pas dans votre liste d'intgerations, vous pouvez le connecter quand meme?",
    expect: { all: [/sur mesure|\bapi\b|webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "on a pas de logiciel de reservation, juste google agneda, ca marche?",
    expect: { all: [/google/], any: [/\boui\b/, /directement/, /fonctionne/, /integr/] },
    source: "integrations.ts Google Calendar « pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "est-ce qu'elle repond la nuit pis les fins de semiane?",
    expect: { all: [/\boui\b|24 ?(h|heures)|24 ?\/ ?7|en tout temps|chaque appel/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "elle peut proposer des traitments complementaires aux patients au telephone?",
    expect: { all: [/complementaire|forfait/], any: [/\boui\b/, /propose/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "est-ce quon a des rapports sur les apels pis les revenus recuperes?",
    expect: { any: [/tableau de bord/, /statistique/, /semaine apres semaine/, /taux de reservation/] },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "si un patient annule a la derneire minute, est ce quelle peut remplir la plage avec un autre?",
    expect: { all: [/liste d'attente|combl/] },
    source:
      "landing.ts FEATURES « Rappels intelligents » (comblent les plages libérées); services.ts BEYOND_BASICS (liste d'attente)",
  },
  {
    q: "est-ce qu'elle va repondre au nom de ma clinique avec mes propres pirx?",
    expect: { all: [/\boui\b|formee|nom de votre clinique/], any: [/prix/, /services/, /politiques/, /\bton\b/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "les patients recoivent tu une confirmaton par texto quand ils prennent rdv?",
    expect: { all: [/texto|sms/], any: [/\boui\b/, /date/, /heure/, /adresse/, /aussitot|immediat/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "quels chiffres je dois entrer dans le calculatuer de rendement?",
    expect: { all: [/par jour/, /manque/, /revenu|par client/] },
    source:
      "landing.ts CALCULATOR.inputs (appels par jour, taux d'appels manqués, clients perdus, revenu moyen par client, coût de la réceptionniste)",
  },
  {
    q: "pour une clinique lasik, est-ce quelle peut expliquer les options de finacement?",
    expect: { all: [/financement/], any: [/\boui\b/, /explique/, /evaluation/, /candidat/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "la demo c'est tu payant ou gratuit? y a tu un engagment?",
    expect: { all: [/gratuit/], any: [/sans engagement|aucun engagement|pas d'engagement/] },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "vous mettez des cookeis publicitaires de tiers sur votre site?",
    expect: { all: [/aucun|pas de|n'utilis|\bnon\b/], any: [/traceur/, /publicit/, /marketing/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "jai accepte les temoins trop vite, comment je change mon choxi?",
    expect: { all: [/parametres des temoins|bas de (chaque|la) page|pied de page/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "la demo se passe comment, en video ou par telephnoe?",
    expect: { all: [/visio|video/, /telephone/] },
    source: "wording/fr.ts meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "est-ce que vous vendez mes donees a d'autres compagnies?",
    expect: { all: [/jamais|\bnon\b|ne (les )?vend/] },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "comment je fais pour demander la supression de mes donnees?",
    expect: { all: [/ecri|courriel|e-?mail|@/] },
    source: "privacy.ts « Vos droits » (écrivez à {email}; réponse dans un délai de 30 jours)",
  },
  {
    q: "ce que je tappe dans le chat ici, vous l'enregistrez?",
    expect: { all: [/90 jours|quatre-vingt-dix jours/], any: [/sauf/, /pas enregistr/, /n'a pas su/, /sans reponse/] },
    source:
      "privacy.ts « Conservation » (Assistant : questions non enregistrées sauf celles sans réponse, conservées 90 jours)",
  },
  {
    q: "ou je trouve les mentions legales avec les infos de l'editeru du site?",
    expect: { link: "/fr/mentions-legales" },
    source: "legal-notice.ts « Mentions légales » (Éditeur); slug /fr/mentions-legales",
  },
  {
    q: "les chiffres du calculateur, cest garanti ou cest juste une estimaton?",
    expect: { all: [/estimation|estime/], any: [/promesse/, /garanti/, /hypothese/] },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "apres la mise en servcie, vous faites un suivi ou on est laisses a nous-memes?",
    expect: { any: [/premiere semaine/, /ajust/, /ingenieur/, /soutien/, /accompagn/] },
    source:
      "services.ts TIMELINE « Jour 3 » (suivi et ajustements la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "vous dites recuperer quel pourcentage des patients qui raccrochent sur la boite vocal?",
    expect: { all: [/95 ?%|95 pour cent|quatre-vingt-quinze/] },
    source: "services.ts WHY_CHOOSE_US « Plus de revenus réservés » (95 %)",
  },
  {
    q: "cest quoi votre taux de reponse aux appells?",
    expect: { all: [/99 ?%|99 pour cent/] },
    source: "landing.ts COUNTERS (99 % taux de réponse)",
  },
  {
    q: "jai une question sur vos tarfis, comment je vous rejoins et vous repondez en combien de temps?",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/], any: [/nous joindre/, /formulaire/, /contact/] },
    source: "lead-dialogs.ts contact « Nous joindre » (réponse d'ici 24 heures); wording/fr.ts contactConfirmation",
  },
  {
    q: "vous avez des temoingages de cliniques, genre en lasik?",
    expect: { all: [/carter|clearview/] },
    source: "landing.ts TESTIMONIALS James Carter, ClearView LASIK",
  },
  {
    q: "vous conservez mon adresse ip quand je navgiue sur le site?",
    expect: { all: [/jamais|pas conserv|ne (la )?conserv|ne (la )?garde/] },
    source: "privacy.ts « Statistiques » (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "quel temps il va faire a quebec demian?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (the assistant helps with OptimAIte only)",
  },
];
