// Tuning cases for OptimAIte in Quebec French, written by a twenty-sixth writer (a dental office manager watching the money) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
// One question, asked word for word by an earlier writer, was left out.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_SIXTH: readonly ChatCase[] = [
  {
    q: "Qu'est-ce que ca me montre comme resultats, votre calculateur de rendement?",
    expect: { all: [/perdu/, /recuper/, /annuel|par annee/] },
    source:
      "landing.ts CALCULATOR.results (clients perdus, revenus perdus, revenus récupérés, économies, rendement mensuel et annuel)",
  },
  {
    q: "Faut que je rentre quoi comme chiffres dans le calculateur?",
    expect: { all: [/appels? (par|\/) ?jour/, /manque/, /revenu/, /receptionniste/] },
    source:
      "landing.ts CALCULATOR.inputs (appels par jour, taux d'appels manqués, taux de clients perdus, revenu moyen, coût de la réceptionniste)",
  },
  {
    q: "Le calculateur compte combien de jours dans un mois?",
    expect: { all: [/30 jours|trente jours/] },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois »",
  },
  {
    q: "Dans votre exemple y'a 4000$ d'economies, ca sort d'ou ce chiffre la?",
    expect: { all: [amount(4000), /receptionniste/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (4 000 $ d'économies sur la réceptionniste)",
  },
  {
    q: "Dans l'exemple de la FAQ, les revenus recuperes c'est combien exactement?",
    expect: { all: [amount(17955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (17 955 $ de revenus récupérés)",
  },
  {
    q: "Si on connecte notre logiciel de rendez-vous, ca fait-tu monter la facture?",
    expect: { all: [/integration/], any: [/volume|nombre d'appels/, /demo|soumission/] },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations)",
  },
  {
    q: "Comment je fais pour avoir un prix exact, pas juste une idee?",
    expect: { all: [/demo/], any: [/soumission|prix exact|devis/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (la démo vous donne une soumission exacte)",
  },
  {
    q: "Si je reserve la demo, vous me rappelez dans combien de temps?",
    expect: { all: [/24 ?(h|heures)/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo « nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "Mon estimé du calculateur, on peut-tu en jaser pendant la demo?",
    expect: { all: [/demo/, /oui|conserv|appor|parler|discut|jaser|revoir/] },
    source:
      "privacy.ts « Les renseignements que vous nous fournissez » (afin d'apporter votre estimation à la démo); wording/fr.ts roiAtDemo « Nous en parlerons pendant la démo »",
  },
  {
    q: "Le montant dans le courriel de confirmation, c'est-tu en dollars canadiens?",
    expect: { all: [/\bus\b|americain|\busd\b/] },
    source: "wording/fr.ts usd (montants en « $ US », comme le calculateur les compte)",
  },
  {
    q: "J'ai booké une demo mais j'ai un patient ce jour la, je peux-tu la deplacer?",
    expect: { all: [/deplac|changer|reporter/], any: [/lien/, /courriel/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Ca marche-tu avec Jane? C'est ce qu'on a au bureau",
    expect: { all: [/jane/], any: [/oui/, /integr/] },
    source:
      "integrations.ts INTEGRATIONS « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "On a meme pas de logiciel de rendez-vous, juste un agenda Google, est-ce correct?",
    expect: { all: [/google/], any: [/oui/, /directement/, /sans logiciel/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Vous etes compatibles avec quels systemes de reservation?",
    expect: { all: [/fresha/, /jane/, /calendly/, /google/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Le patient recoit-tu un texto quand son rendez-vous est booké?",
    expect: { all: [/texto|sms/], any: [/date/, /heure/, /adresse/, /confirm/] },
    source: "landing.ts FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "Ca repond-tu la nuit pis les fins de semaine?",
    expect: { any: [/24 ?h sur 24|24\/7|24 heures sur 24/, /fin de semaine|fins de semaine/, /nuit/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Quand quelqu'un appelle pour un nettoyage, ca peut-tu lui offrir un blanchiment en meme temps?",
    expect: { any: [/complementaire/, /forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires » (traitements complémentaires et forfaits au bon moment)",
  },
  {
    q: "Je vais-tu avoir des rapports pour voir combien d'argent ca nous ramene?",
    expect: {
      all: [/tableau de bord|statistique|rapport/],
      any: [/revenus recuperes/, /semaine/, /taux de reservation/, /volume d'appels/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Ca va me prendre combien de mon temps a moi, l'installation?",
    expect: { all: [/10 minutes/, /15 minutes/] },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Si on bloque pour brancher notre systeme, y'a quelqu'un pour nous aider?",
    expect: { any: [/ingenieur/, /soutien dedie/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Soutien dédié » (un ingénieur en intégration)",
  },
  {
    q: "C'est-tu conforme a la LPRPDE votre affaire?",
    expect: { all: [/lprpde/], any: [/oui/, /chiffr/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Les infos que je mets dans votre formulaire, vous les revendez-tu?",
    expect: { all: [/jamais|ne sont pas vendu|ne vendons pas/] },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Je voudrais faire effacer mes donnees chez vous, comment je fais?",
    expect: { all: [/supprim|effac/], any: [/30 jours|trente jours/, /ecri/, /courriel/] },
    source:
      "privacy.ts « Vos droits » (accès, correction, export, suppression; réponse dans 30 jours; écrire à l'adresse courriel)",
  },
  {
    q: "Ou je peux voir qui publie le site, genre les infos legales?",
    expect: { any: [/mentions legales/], link: "/fr/mentions-legales" },
    source: "legal-notice.ts (page /fr/mentions-legales, section « Éditeur »)",
  },
  {
    q: "C'est quoi votre taux de reponse aux appels?",
    expect: { all: [/99/] },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "Avez-vous des temoignages de vrais clients?",
    expect: { any: [/mitchell/, /carter/] },
    source: "landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter)",
  },
  {
    q: "Le site est-tu en anglais aussi? Mon associé est anglo",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "slugs : le site OptimAIte existe en anglais (/optimaite) et en français (/fr/optimaite)",
  },
  {
    q: "Connais-tu un bon comptable a Quebec pour une clinique dentaire?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (aucune page d'OptimAIte)",
  },
  {
    q: "Ca va-tu parler au nom de notre clinique avec nos vrais prix?",
    expect: { all: [/prix/], any: [/\bton\b/, /nom de votre clinique/, /service/, /politique/] },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? » (formée à vos services, vos prix, vos politiques et votre ton)",
  },
];
