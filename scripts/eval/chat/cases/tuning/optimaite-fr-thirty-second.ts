// Tuning cases for OptimAIte in Quebec French, written by a thirty-second writer (someone who just booked a demo) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_SECOND: readonly ChatCase[] = [
  {
    q: "Est-ce que je vais recevoir un courriel après avoir envoyé ma demande de démo?",
    expect: { all: [/courriel|e-?mail/], any: [/24 ?h/, /confirm/] },
    source:
      "wording/fr.ts demoConfirmation « Votre demande de démo OptimAIte » (… nous communiquerons avec vous d'ici 24 heures)",
  },
  {
    q: "La démo se passe où? Faut-tu que je me déplace à vos bureaux?",
    expect: { any: [/visio|video|en ligne|a distance|zoom|meet|teams/, /telephone/] },
    source:
      "wording/fr.ts meeting.place (« Lien de la visioconférence » or « Par téléphone : composez le … à l'heure de la démo »)",
  },
  {
    q: "Dans le courriel qui confirme ma démo, qu'est-ce qu'il y a exactement?",
    expect: {
      all: [/invitation|piece jointe|calendrier/],
      any: [/lien/, /duree/, /date|heure/],
    },
    source: "wording/fr.ts meeting.lines.booked, meeting.length, meeting.place, meeting.manage",
  },
  {
    q: "J'ai déplacé ma démo, est-ce que mon calendrier Outlook va se mettre à jour tout seul?",
    expect: { all: [/invitation|piece jointe/], any: [/mise a jour|a jour|nouvelle/] },
    source: "wording/fr.ts meeting.lines.rescheduled « L'invitation mise à jour est en pièce jointe. »",
  },
  {
    q: "Je peux-tu choisir moi-même l'heure de la démo ou c'est vous qui décidez?",
    expect: { all: [/choisi|selectionn|moment|plage|creneau|horaire/] },
    source:
      "lead-dialogs.ts demo.description « … choisissez un moment, ou nous vous joindrons d'ici 24 heures pour la planifier. »",
  },
  {
    q: "oups j'ai annulé ma démo par erreur, comment j'en reprends une?",
    expect: { all: [/reserv/], any: [/lien|bouton|courriel|site|formulaire/] },
    source:
      "wording/fr.ts meeting.bookAgain « Réservez un autre moment quand cela vous conviendra… {url} »; frame.ts FINAL_CTA « Réserver une démo gratuite »",
  },
  {
    q: "Qu'est-ce que je devrais préparer avant la démo pour que ça vaille la peine?",
    expect: {
      any: [
        /volume|appels par jour|nombre d'appels/,
        /logiciel|plateforme|agenda|systeme de reservation|integration/,
        /calculateur|estimation/,
      ],
    },
    source:
      "faq.ts « Combien ça coûte… » (prix selon volume d'appels et intégrations); lead-dialogs.ts projectLabel; privacy.ts calculator estimate brought to the demo",
  },
  {
    q: "Pendant la démo, vous allez me montrer quoi au juste?",
    expect: {
      all: [/appel/],
      any: [/clinique comme la votre|votre clinique|votre specialite|adapte|personnalis/],
    },
    source:
      "frame.ts FINAL_CTA « nous vous montrerons OptimAIte répondant aux appels d'une clinique comme la vôtre »; services.ts DETAILS_CTA",
  },
  {
    q: "Est-ce que je vais ressortir de la démo avec un prix précis?",
    expect: { any: [/soumission|devis|prix (exact|precis)/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (la démo vous donne une soumission exacte)",
  },
  {
    q: "L'estimation dans mon courriel de démo, c'est-tu en dollars canadiens ou américains?",
    expect: { all: [/\$ ?us\b|americain|\busd?\b/] },
    source: "wording/fr.ts usd « {amount} $ US » and roiAtDemo",
  },
  {
    q: "Avec 20 appels par jour, 30% de manqués, 150$ par client pis une réceptionniste à 4000$, ça donne quoi comme rendement par mois?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "Le calculateur de rendement, il part de quelles hypothèses?",
    expect: { all: [/30 jours/, /95/] },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés. »",
  },
  {
    q: "Le jour 2 de la mise en place, il se passe quoi?",
    expect: { all: [/formation/, /essai/] },
    source: "services.ts TIMELINE « Jour 2 » (formation sur vos services, puis un appel d'essai de 15 minutes)",
  },
  {
    q: "Est-ce qu'elle va répondre au nom de ma clinique, avec nos prix à nous?",
    expect: { all: [/oui|nom de votre clinique/], any: [/prix/, /ton/, /politiques/, /services/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "C'est-tu conforme à la LPRPDE? On a des dossiers patients sensibles",
    expect: { all: [/oui|conforme/, /chiffr/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "On a un DME maison qui est pas dans votre liste, c'est-tu un problème?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "Mon adjointe me demande si ça répond aussi la fin de semaine pis les jours fériés",
    expect: { all: [/fin de semaine|week-?end|ferie|24 ?h ?(sur|\/) ?24|24\/7/], any: [/oui/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Les patients reçoivent-tu une confirmation quand l'IA leur booke un rendez-vous?",
    expect: { all: [/texto|sms|message texte/], any: [/date|heure|adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "Ça peut-tu proposer des soins en plus ou des forfaits aux patients qui appellent?",
    expect: { any: [/complementaire/, /forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Est-ce que j'aurai des rapports sur les appels pis l'argent récupéré?",
    expect: {
      all: [/tableau de bord|statisti|rapport/],
      any: [/volume/, /revenus/, /taux de reservation/, /semaine/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Après le lancement, vous nous laissez-tu tomber ou y'a du suivi?",
    expect: {
      all: [/suiv|ajust|accompagn|soutien/],
      any: [/premiere semaine/, /ingenieur/, /apres/],
    },
    source:
      "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons tout au long de la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "Vous avez combien de cliniques clientes à peu près?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "J'ai vu un témoignage d'une clinique LASIK sur votre site, c'était qui pis qu'est-ce qu'ils disaient?",
    expect: { all: [/clearview|carter/], any: [/moitie/, /absences/, /trois jours|3 jours/] },
    source: "landing.ts TESTIMONIALS « James Carter, directeur de clinique, ClearView LASIK »",
  },
  {
    q: "Vos serveurs sont où? Mes infos de demande de démo restent-tu au Canada?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (Les données sont hébergées en Suisse.)",
  },
  {
    q: "Quels témoins votre site utilise? Je veux pas être suivie par des pubs",
    expect: { all: [/essentiel/, /statisti/], any: [/marketing|publicit/] },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Ce que j'écris dans le chat icitte, vous le gardez?",
    expect: { any: [/90 jours/, /pas enregistr|ne sont pas (enregistre|conserve)/] },
    source:
      "privacy.ts « Conservation » (Assistant : les questions … ne sont pas enregistrées, sauf celles auxquelles il n'a pas su répondre … 90 jours)",
  },
  {
    q: "Je veux que vous effaciez toutes mes données, je fais comment?",
    expect: {
      all: [/ecri|courriel|e-?mail|contact/],
      any: [/30 jours/, /supprim|effac/],
    },
    source:
      "privacy.ts « Vos droits » (accéder, corriger, exporter ou supprimer; réponse dans un délai de 30 jours; écrivez à {email})",
  },
  {
    q: "Les chiffres du calculateur, c'est-tu garanti?",
    expect: { any: [/estimation/, /promesse/, /pas garanti|aucune garantie|ne (sont|constituent) pas/] },
    source: "legal-notice.ts « Responsabilité » (des estimations… ne constituent pas une promesse de résultats)",
  },
  {
    q: "Votre site existe-tu en anglais? Mon associé est anglophone",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "French slugs: the OptimAIte site is in French (/fr/…) and English (default paths)",
  },
  {
    q: "Pouvez-vous m'aider à écrire une publication Facebook pour ma médispa?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: OptimAIte's pages cover the AI receptionist and its demo only",
  },
];
