// Tuning cases for OptimAIte in Quebec French, written by a sixteenth writer (the clinic's front desk) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
// Two questions were left out: one is a set-aside question of the eighth writer, one a tuning question of the twelfth.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_SIXTEENTH: readonly ChatCase[] = [
  {
    q: "ca repond-tu la fin de semaine pis les jours feries?",
    expect: { any: [/24 ?h|24 heures|24\/24|fin de semaine|feri/], none: [/ne repond pas/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (nuit, fin de semaine, jours fériés)",
  },
  {
    q: "Si un patient annule son rendez-vous avec l'IA, est-ce que ça s'enlève tout seul dans Fresha?",
    expect: { all: [/annul/], any: [/fresha|synchron|directement|agenda/] },
    source: "integrations.ts Fresha « Synchronisation des annulations »; landing.ts FEATURES « Prise de rendez-vous »",
  },
  {
    q: "on est juste 2 a la reception pis quand les lignes sont toutes occupees le monde tombe sur la boite vocale, vous faites quoi pour ca",
    expect: { any: [/premiere sonnerie|chaque appel|24 ?h|24\/24|debord|95 ?%/] },
    source: "services.ts WHY_CHOOSE_US « Aucun appel manqué » et « Plus de revenus réservés »",
  },
  {
    q: "Quels logiciels de prise de rendez-vous sont compatibles avec OptimAIte?",
    expect: { all: [/fresha/, /vagaro/, /jane/, /mindbody/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "On a pas de logiciel de rdv, juste un google calendar partagé entre les filles. Est-ce que ça marche quand même?",
    expect: { all: [/google/], any: [/oui|directement|agenda|compatible|fonctionne|integr/] },
    source: "integrations.ts Google Calendar « pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "Est-ce que ça marche avec Mindbody si on a deux succursales?",
    expect: { all: [/mindbody/], any: [/etablissements|multi|succursales|plusieurs/] },
    source: "integrations.ts Mindbody « Agendas multiétablissements »",
  },
  {
    q: "Square?",
    expect: { all: [/square/], any: [/integr|compatible|oui|appointments/] },
    source:
      "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts Square Appointments",
  },
  {
    q: "Avec Calendly, est-ce que les consultations peuvent être réparties entre nos trois conseillères?",
    expect: { all: [/calendly/], any: [/alternance|repartition|reparti|round.?robin/] },
    source: "integrations.ts Calendly « Répartition en alternance dans l'équipe »",
  },
  {
    q: "on est sur vagaro, est-ce que ca gere les depots?",
    expect: { all: [/depot/] },
    source: "integrations.ts Vagaro « Rappels de dépôt »",
  },
  {
    q: "Quand vous transférez un appel à l'équipe, est-ce qu'on reçoit un résumé de ce que le patient a dit?",
    expect: { all: [/resume/], any: [/texto|courriel|sms|e-?mail/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "C'est qui qui décide quels appels sont passés à un humain?",
    expect: { any: [/vous fixez|vos regles|c'est vous|regles de transfert|vous decidez|vous definissez/] },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »; services.ts HOW_IT_WORKS « Formation »",
  },
  {
    q: "Un patient fâché qui veut faire une plainte, l'IA va gérer ça toute seule?",
    expect: { all: [/transf/], any: [/plainte|equipe/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Est-ce que ça envoie des rappels aux patients avant leur rendez-vous?",
    expect: { all: [/rappel/], any: [/texto|sms|automatique/] },
    source: "landing.ts HERO et FEATURES « Rappels intelligents »",
  },
  {
    q: "La mise en place, ça va me demander combien de temps à moi comme gestionnaire de la clinique?",
    expect: { all: [/10 ?min/, /15 ?min/] },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "C'est quoi les étapes pour partir ça chez nous?",
    expect: { all: [/questionnaire/, /formation|essai/] },
    source: "services.ts HOW_IT_WORKS; TIMELINE",
  },
  {
    q: "Faut-tu changer notre numéro de téléphone pour que l'IA réponde?",
    expect: { all: [/ligne|telephone|numero/, /reli|connect|connexion|branch/] },
    source: "services.ts HOW_IT_WORKS « Connexion de l'agenda » (votre ligne téléphonique); TIMELINE Jour 1",
  },
  {
    q: "c'est quoi l'exemple de rendement que vous donnez avec 20 appels par jour?",
    expect: { any: [amount(21955), amount(17955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quelles hypothèses?",
    expect: { all: [/30 jours/, /95 ?%/] },
    source: "landing.ts CALCULATOR note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "Combien de cliniques utilisent déjà votre réceptionniste?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "on est une clinique de LASIK, est-ce que ça peut expliquer les options de financement aux patients qui appellent?",
    expect: { all: [/financement/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Est-ce que l'IA peut proposer des forfaits ou des traitements en plus quand quelqu'un appelle pour du botox?",
    expect: { any: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts SPECIALTIES « Cliniques esthétiques »",
  },
  {
    q: "Est-ce que je vais pouvoir voir combien d'appels ont été pris pis combien de rdv ont été bookés dans la semaine?",
    expect: { any: [/tableau de bord|statistique/] },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "J'ai réservé la démo mais finalement j'ai un conflit avec un autre meeting, comment je fais pour la déplacer?",
    expect: { any: [/lien|courriel|e-?mail/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "La démo, ça se fait comment? En vidéo ou au téléphone?",
    expect: { any: [/visio|video|telephone/] },
    source: "wording/fr.ts meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "Les infos qu'on met dans le formulaire de démo, elles sont hébergées où?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "Avec Jane, est-ce qu'elle peut envoyer le lien du formulaire d'admission aux nouveaux patients?",
    expect: { all: [/formulaire/] },
    source: "integrations.ts Janeapp « Liens vers les formulaires d'admission »",
  },
  {
    q: "si je veux que vous effaciez mes infos je fais comment pis ca prend combien de temps",
    expect: { all: [/30 jours/], any: [/ecri|courriel|e-?mail|adresse/] },
    source: "privacy.ts « Vos droits » (réponse dans un délai de 30 jours)",
  },
  {
    q: "Qui a gagné la game du Canadien hier soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: sports",
  },
];
