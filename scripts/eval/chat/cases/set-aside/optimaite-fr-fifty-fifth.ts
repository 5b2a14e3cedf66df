// Set-aside cases for OptimAIte in Quebec French, written by a fifty-fifth writer (a manager playing with the ROI calculator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_FIFTH: readonly ChatCase[] = [
  {
    q: "si je met 20 appels par jour, 30% de manqués, 150$ par client pis une réceptionniste a 4000$ par mois, ca me donne combien de rendement par mois?",
    expect: { all: [amount(21955)], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts, « Combien ça coûte, et quel est le rendement? » (21 955 $ = 17 955 $ récupérés + 4 000 $ d'économies)",
  },
  {
    q: "Votre calcul de rendement est basé sur quelles hypothèses au juste? Combien de jours par mois vous comptez?",
    expect: { all: [/\b30\b/, /\b95\b/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts, CALCULATOR.note (30 jours par mois, 95 % des clients perdus récupérés)",
  },
  {
    q: "Ok mes chiffres: 40 appels/jour, 25% d'appels manqués, 50% de clients potentiels perdus, 200$ en moyenne par client et ma receptionniste me coute 3500$ par mois. Ça donne quoi comme rendement mensuel?",
    expect: { all: [amount(32000)], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts, CALCULATOR inputs and note (30 jours, 95 %) with faq.ts Tarifs (économies = coût de la réceptionniste): 40×30×25 %×50 % = 150 clients, 30 000 $ perdus, 28 500 $ récupérés + 3 500 $ = 32 000 $",
  },
  {
    q: "jai mis 0 dans le taux d'appels manqués pis ca m'affiche Félicitations! Ça veut dire que votre affaire me sert a rien?",
    expect: {
      all: [/cout|economi/, /automatis|reservations?|rappels?/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts, CALCULATOR.congratulations (réduire vos coûts de réception, automatiser réservations et rappels)",
  },
  {
    q: "Est-ce que vous garantissez le rendement que le calculateur m'affiche? Parce que 21 000$ par mois c'est gros",
    expect: {
      all: [/estimation|estime|estimat/],
      any: [/promesse/, /garanti/, /ne (constitue|sont) pas/, /hypothese/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts, Responsabilité (estimations, pas une promesse de résultats)",
  },
  {
    q: "les chiffres que je rentre dans le calculateur, vous les gardez? pendant combien de temps?",
    expect: {
      all: [/12 mois|douze mois|un an|1 an/],
      any: [/demo/, /estimation/, /localisation|ville/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts, Renseignements fournis (calculateur) and Conservation (sessions du calculateur supprimées au plus tard 12 mois)",
  },
  {
    q: "Combien coute OptimAIte par mois? Je veux le soustraire de mon rendement pour avoir un vrai net",
    expect: {
      all: [/volume/, /demo/],
      any: [/soumission|devis|prix exact|tarif exact|prix/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts, « Combien ça coûte » (prix selon le volume d'appels et les intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "ca prend combien de temps avant que ce soit en fonction? chaque semaine d'attente c'est des appels perdus pour moi",
    expect: { all: [/(3|trois) jours/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts, « Combien de temps prend la mise en place? » and services.ts TIMELINE (en service en 3 jours)",
  },
  {
    q: "On est sur Janeapp avec deux succursales, est-ce que ça fonctionne avec les deux?",
    expect: {
      all: [/jane/],
      any: [/plusieurs etablissements|multi|etablissements|succursales/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts, Janeapp (Plusieurs établissements)",
  },
  {
    q: "une fois en service, est ce que je vais pouvoir voir les revenus récupérés pour vrai? genre un rapport ou un tableau",
    expect: {
      all: [/revenus? recupere/],
      any: [/tableau de bord/, /statistique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts, FEATURES Statistiques (tableau de bord) and services.ts BEYOND_BASICS Statistiques de la clinique",
  },
  {
    q: "Vos données sont hébergées où? Au Canada?",
    expect: { all: [/suisse/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Hébergement et destinataires (hébergées en Suisse)",
  },
  {
    q: "j'ai booké une démo mais j'ai un conflit finalement, comment je fais pour la déplacer?",
    expect: {
      all: [/lien/, /courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts, meeting.manage and inviteDescription (« Pour déplacer ou annuler votre démo : » + lien)",
  },
  {
    q: "Vous avez des résultats concrets chez vos clients? Surtout sur les absences, c'est ça qui me coûte le plus",
    expect: {
      all: [/moitie|50 ?%/],
      any: [/clearview|carter|lasik/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts, TESTIMONIALS (James Carter, ClearView LASIK: absences réduites de moitié)",
  },
  {
    q: "si un patient appelle pour une urgence médicale, l'IA gère ça comment?",
    expect: {
      all: [/transf/],
      any: [/texto|courriel|resume|equipe/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts, « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "pouvez vous me faire ma déclaration de TPS/TVQ avec mes revenus récupérés? lol",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (taxes), no OptimAIte page covers it",
  },
];
