// Set-aside cases for OptimAIte in Quebec French, written by a twenty-seventh writer (a receptionist asking what patients will hear) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "quand l'IA decroche le tel, a dit quoi au patient? a se presente au nom de la clinique ou ben comme OptimAIte?",
    expect: {
      all: [/(au )?nom de (votre|la|ta) clinique|nom de la clinique/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? » (accueille les appelants au nom de votre clinique)",
  },
  {
    q: "le texto de confirmation que nos patients recoivent, y'a quoi dedans exactement?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "si un patient appelle a 2h du matin un dimanche, y'a tu quelqu'un qui repond pareil?",
    expect: {
      any: [/24 ?h|24 ?\/ ?7|24 heures sur 24|nuit|fin de semaine|en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "mettons une patiente veut changer son rdv pour la semaine d'apres, l'ia peut tu le deplacer elle meme dans notre agenda?",
    expect: {
      any: [/deplac|report|modifi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Prise de rendez-vous » (réserve, déplace et annule dans l'agenda)",
  },
  {
    q: "quand qqn annule a la derniere minute on perd la plage, y'a tu moyen que l'ia la remplisse avec d'autres patients?",
    expect: {
      any: [/liste d'attente|liste d attente/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente); landing.ts « Rappels intelligents »",
  },
  {
    q: "une patiente en panique qui appelle pour une complication apres sa chirurgie, l'IA fait quoi avec ca??",
    expect: {
      all: [/transf/],
      any: [/equipe|personnel|humain|vous/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement à votre équipe)",
  },
  {
    q: "pis quand elle nous transfere l'appel, on sait tu c'est quoi le probleme avant de prendre la ligne ou faut tout redemander au patient?",
    expect: {
      all: [/resume/],
      any: [/texto|sms|courriel|e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (résumé envoyé par texto ou par courriel)",
  },
  {
    q: "on est en chirurgie plastique, nos patients appellent tout le temps avec des questions avant pis apres leur operation, elle gere tu ca?",
    expect: {
      any: [/pre-?op|avant (l'|leur |votre )?(operation|intervention|chirurgie)/, /post-?op|suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Chirurgie plastique » (questions préopératoires et suivis postopératoires)",
  },
  {
    q: "les patients lasik demandent tjrs si y peuvent payer en plusieurs versements, l'ia est capable de leur expliquer ca?",
    expect: {
      all: [/financement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "les rappels automatiques envoyés aux patients, ca aide vraiment pour les no show?",
    expect: {
      any: [/absence|no.?show|moitie|50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Rappels intelligents » (réduisent les absences); TESTIMONIALS James Carter (absences réduites de moitié)",
  },
  {
    q: "ca prend combien de temps avant que ce soit en marche chez nous?",
    expect: {
      any: [/3 jours|trois jours|1 a 2 semaines|une a deux semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "nous on est sur Jane app, ca marche tu avec ca?",
    expect: {
      all: [/jane/],
      any: [/oui|s'integre|integr|compatible|fonctionne/],
      none: [I_DONT_KNOW.fr, /ne s'integre pas|pas compatible/],
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts Janeapp",
  },
  {
    q: "si on a 20 appels par jour, 30% qu'on manque, 150$ par client pis une receptionniste a 4000$ par mois, ca fait combien de rendement par mois?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "si je remplis une demande de demo, vous gardez mes infos combien de temps?",
    expect: {
      any: [/12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "c'est quoi la meilleure recette de pouding chomeur selon toi?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet",
  },
];
