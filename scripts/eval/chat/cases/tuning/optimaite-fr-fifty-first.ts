// Tuning cases for OptimAIte in Quebec French, written by a fifty-first writer (a receptionist worried about her job) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_FIRST: readonly ChatCase[] = [
  {
    q: "c qui qui decide quels appels sont transférés a l'equipe pis lesquels l'IA garde? vous autres ou nous?",
    expect: {
      any: [
        /c'est (vous|la clinique|votre clinique|toi|ta clinique)|vous (qui )?(fixez|decidez|definissez|choisissez|etablissez)|(vos|tes) (propres )?regles|regles de transfert/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Fonctionnalités, « Que se passe-t-il avec les appels urgents ou complexes? » (C'est vous qui fixez les règles); services.ts: HOW_IT_WORKS « Formation » (vos règles de transfert)",
  },
  {
    q: "quand l'IA decroche, elle dit quoi au patient? le nom de notre clinique ou OptimAIte?",
    expect: {
      all: [/nom de (votre|ta|la|notre) clinique|au nom (de|d')/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Fonctionnalités, « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "les patientes me demandent tout le temps le prix du botox pis des fillers, l'IA va tu savoir répondre a ça?",
    expect: {
      all: [/prix|tarif/],
      any: [/form|vos services|questionnaire|politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Fonctionnalités, « Peut-elle parler comme ma clinique? »; landing.ts: BENEFITS_TEASER",
  },
  {
    q: "on a beaucoup de monde qui se presente pas a leur rdv. est ce que ca envoie des rappels aux patients?",
    expect: {
      all: [/rappel/],
      any: [/absence|automati|texto|sms|plage|moitie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Rappels intelligents »",
  },
  {
    q: "Quand quelqu'un annule la veille, moi j'appelle les gens sur ma liste d'attente un par un. L'IA fait tu ça?",
    expect: {
      any: [/liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts: BEYOND_BASICS « Optimisation des revenus »; integrations.ts: Vagaro « Remplissage depuis la liste d'attente »",
  },
  {
    q: "mon boss va tu pouvoir voir combien d'appels l'IA a pris pis combien de rdv? genre des stats",
    expect: {
      all: [/statisti|tableau de bord/],
      any: [/volume|rendez-vous|revenu|taux|appels/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Statistiques »; services.ts: BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "ca prend combien de temps avant que ce soit en fonction? faut que je m'organise avec l'horaire",
    expect: {
      any: [/3 jours|trois jours|1 a 2 semaines|jour 3/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Pour commencer, « Combien de temps prend la mise en place? »",
  },
  {
    q: "le questionnaire au debut c'est surement moi qui va le remplir... ca demande quoi pis c'est long?",
    expect: {
      all: [/10 ?min|dix minutes/],
      any: [/services|prix|heures|politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "techniquement ca se branche comment sur notre ligne de telephone pis notre agenda?",
    expect: {
      all: [/ligne|telephon/],
      any: [/agenda|plateforme|reservation|reli|connect/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS « Connexion de l'agenda »; TIMELINE « Jour 1 »",
  },
  {
    q: "si l'IA se trompe ou dit des niaiseries aux patients les premiers jours, qui corrige ça?",
    expect: {
      any: [/ajust|premiere semaine|peaufin|nous suivons|on suit/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts: TIMELINE « Jour 3 » (nous suivons et ajustons tout au long de la première semaine); HOW_IT_WORKS « Appel d'essai »",
  },
  {
    q: "on est sur Square Appointments pis j'ai mis des temps tampon entre les soins, est ce que l'IA va les respecter?",
    expect: {
      all: [/square/],
      any: [/tampon|duree|regles/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS « Square Appointments »",
  },
  {
    q: "dans l'autre clinique ou je travaille on a pas de logiciel de reservation, juste un google agenda partagé. ca marche pareil?",
    expect: {
      all: [/google/],
      any: [/sans logiciel|directement|plusieurs agendas|disponibilit|\boui\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS « Google Calendar »",
  },
  {
    q: "notre dossier patient c'est un DME qui est pas dans votre liste d'intégrations, on fait quoi dans ce cas la?",
    expect: {
      any: [/sur mesure|\bapi\b|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: CUSTOM_INTEGRATION; faq.ts: Intégrations",
  },
  {
    q: "avec Vagaro on demande un dépôt pour les injections, est ce que l'IA s'occupe de ça?",
    expect: {
      all: [/depot/],
      any: [/rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS « Vagaro » (Rappels de dépôt)",
  },
  {
    q: "on a deux succursales dans Mindbody, ca peut booker dans les 2?",
    expect: {
      any: [
        /multi-?etablissements?|plusieurs etablissements|tous (vos|tes|les) etablissements|chaque etablissement|\boui\b/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS « Mindbody » (Agendas multiétablissements)",
  },
  {
    q: "les dossiers des patients c'est confidentiel, est-ce que votre systeme est conforme a la LPRPDE?",
    expect: {
      all: [/lprpde/],
      any: [/chiffr|journalis|baa|acces/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Conformité, « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "sur Fresha chaque injectrice a son propre horaire. l'IA va booker avec la bonne personne?",
    expect: {
      any: [/membre du personnel|par (membre|employe)|personnel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS « Fresha » (Réservation par membre du personnel)",
  },
  {
    q: "si ca bug avec notre systeme de reservation, y a tu quelqu'un chez vous qui s'en occupe ou c'est encore moi qui va devoir gerer?",
    expect: {
      any: [/ingenieur|soutien|accompagn|entretien|entretient|notre equipe/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts: CUSTOM_INTEGRATION « Soutien dédié » et texte (notre équipe crée et entretient la connexion)",
  },
  {
    q: "on fait du botox, du laser pis des soins de peau, c'est vraiment adapté pour une clinique esthétique comme nous?",
    expect: {
      all: [/esthetique/],
      any: [/injection|forfait|laser|peau/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: SPECIALTIES « Cliniques esthétiques »",
  },
  {
    q: "ma chum travaille dans une clinique dentaire, ca marche pour eux autres aussi?",
    expect: {
      all: [/dentaire|dentist/],
      any: [/nettoyage|urgence|fauteuil/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "on vend des memberships mensuels a nos clientes, l'IA peut tu vendre ça au telephone?",
    expect: {
      all: [/abonnement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts: SPECIALTIES « Médispas » (vend abonnements et forfaits de soins); integrations.ts: Vagaro « Consultation des abonnements »",
  },
  {
    q: "j'ai vu votre calculateur avec le cout d'une receptionniste dedans 😬 ca calcule quoi exactement?",
    expect: {
      all: [/rendement|revenu|\broi\b|\brsi\b/],
      any: [/appels (par jour|manques)|economies|30 jours|95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: CALCULATOR (inputs, results, note)",
  },
  {
    q: "dans la FAQ y a un exemple avec 20 appels par jour, ca donne combien de rendement par mois deja?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Tarifs, « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "les chiffres du calculateur la, c'est garanti ou c'est juste une estimation?",
    expect: {
      any: [/estim|pas (une )?promesse|ne (sont|constituent) pas|pas garanti/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts: « Responsabilité »",
  },
  {
    q: "les infos que ma boss a mis dans le formulaire de demo, vous les gardez combien de temps?",
    expect: {
      any: [/12 mois|douze mois|un an\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: « Conservation »",
  },
  {
    q: "est-ce que ce que j'ecris dans le chat ici est enregistré? je veux pas que mon boss voit mes questions lol",
    expect: {
      all: [/enregistr|conserv/],
      any: [/90 ?jours|quatre-vingt-dix|sans (adresse )?ip|masqu|pas su repondre|sans reponse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: « Conservation » (Assistant)",
  },
  {
    q: "vous utilisez quoi comme témoins sur le site? y a tu de la pub qui va me suivre partout apres?",
    expect: {
      all: [/traceur|publicit|marketing/],
      any: [/aucun|desactiv|pas de|n'utilis/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: « Témoins (cookies) et stockage local »",
  },
  {
    q: "si je veux que vous effaciez mes infos c possible? ca prend combien de temps",
    expect: {
      all: [/30 ?jours|trente jours/],
      any: [/supprim|effac/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: « Vos droits »",
  },
  {
    q: "c quoi le salaire moyen d'une receptionniste a montreal en ce moment?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "Hors sujet : les salaires du marché ne sont pas sur les pages d'OptimAIte",
  },
  {
    q: "j'ai recu le courriel de confirmation pour la demo mais mon boss peut pas a cette heure la. comment on change ça?",
    expect: {
      all: [/lien/],
      any: [/deplac|annul|report|chang/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts: meeting.manage (Pour déplacer ou annuler votre démo : lien) et inviteDescription",
  },
];
