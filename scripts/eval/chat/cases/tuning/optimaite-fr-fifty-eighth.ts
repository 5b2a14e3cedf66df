// Tuning cases for OptimAIte in Quebec French, written by a fifty-eighth writer (an owner dictating by voice) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "quand le patient reserve y recoit tu un texto pis quesse quil y a dedans",
    expect: {
      all: [/texto|sms|message texte/],
      any: [/date|heure|adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (date, heure, adresse)",
  },
  {
    q: "euh jai beaucoup de monde qui se presente pas a leur rendez vous sa peut tu aider avec sa",
    expect: {
      all: [/rappel/],
      any: [/absence|plage|derniere minute|moitie|automatique/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS James Carter (absences réduites de moitié)",
  },
  {
    q: "est ce que sa peut vendre des traitements en plus genre proposer des forfaits aux patients quand y appellent",
    expect: {
      all: [/complementaire|forfait|vente/],
      any: [/oui|propose|bon moment/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "jaimerais ca voir combien dappels sa prend pis combien de rendez vous y a tu des statistiques",
    expect: {
      all: [/statisti|tableau de bord|rapport/],
      any: [/volume|rendez-vous|revenu|taux de reservation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Statistiques » (un seul tableau de bord); services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "quand sa repond au telephone ca dit tu le nom de ma clinique pis sa connait tu mes prix",
    expect: {
      all: [/prix|tarif/, /nom|votre clinique/],
      any: [/oui|form/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "nous autres on a un DME pas mal specifique qui est pas dans votre liste ces tu possible pareil",
    expect: {
      any: [/sur mesure|api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION (intégration sur mesure par API et webhooks)",
  },
  {
    q: "on a trois succursales sur mindbody sa gere tu toutes les places en meme temps",
    expect: {
      any: [/multi-?etablissement|plusieurs (etablissements|succursales|emplacements)|tous vos|toutes vos|oui/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Mindbody (tous vos établissements, agendas multiétablissements)",
  },
  {
    q: "jai pas de logiciel de reservation moi jutilise juste google agenda sa marche tu",
    expect: {
      all: [/google/],
      any: [/oui|directement|fonctionne|integr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "on est sur fresha a la clinique sa peut tu booker avec une esthéticienne en particulier genre pas juste nimporte qui",
    expect: {
      all: [/personnel|membre|praticien|esthetic/],
      any: [/oui|fresha/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Fresha (réservation par membre du personnel)",
  },
  {
    q: "cest quoi la meteo a quebec demain je veux savoir si je ferme plus de bonne heure",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (no page covers it)",
  },
  {
    q: "je suis chirurgienne plasticienne est ce que sa gere les suivis post op pis les questions avant la chirurgie",
    expect: {
      all: [/suivi|postop|post-op|preop|pre-op/],
      any: [/oui|discretion|consultation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Chirurgie plastique »",
  },
  {
    q: "pour une clinique lasik ca peut tu expliquer le financement aux patients",
    expect: {
      all: [/financement/],
      any: [/oui|explique|option/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "jai un medispa sa peut tu vendre nos abonnements en meme temps que prendre les rendez vous",
    expect: {
      all: [/abonnement|forfait/],
      any: [/oui|vend/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "apres la demo cest quoi les etapes genre comment sa se passe pour partir sa",
    expect: {
      all: [/questionnaire|decouverte/],
      any: [/formation|essai|mise en service|agenda/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts HOW_IT_WORKS (appel découverte, questionnaire, connexion de l'agenda, formation, appel d'essai, mise en service)",
  },
  {
    q: "le questionnaire la quesse vous demandez dedans pis sa prend combien de temps a remplir",
    expect: {
      all: [/10 minutes|dix minutes/],
      any: [/services|prix|heures|politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "une fois que cest parti vous nous laisser tu tout seul ou vous suivez sa pendant un boute",
    expect: {
      any: [/premiere semaine|ajust|suiv|accompagn|ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts TIMELINE Jour 3 (suivi et ajustements la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "tsé les patients qui tombent sur la boite vocale pis qui raccrochent vous en recuperez combien",
    expect: {
      all: [/95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts WHY_CHOOSE_US « Plus de revenus réservés » (95 %)",
  },
  {
    q: "quand quelquun annule a la derniere minute sa peut tu remplir la place avec dautres patients",
    expect: {
      any: [/liste d.attente|comble|rempli|plage/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "est ce que sa peut faire des campagnes pour que les vieux patients reviennent a clinique",
    expect: {
      any: [/fidelis|rappel|relance|suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "vous garder tu mon adresse ip quand je vais sur votre site",
    expect: {
      all: [/\bip\b|adresse/],
      any: [/jamais|n.est pas|ne (la )?(gardons|conservons)|pas conserv|\bnon\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Statistiques » (adresse IP jamais conservée)",
  },
  {
    q: "les infos que jai mis dans le formulaire de demo vous les garder combien de temps",
    expect: {
      any: [/12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après la collecte)",
  },
  {
    q: "ce que jecris icitte dans le chat la ces tu enregistrer quelque part",
    expect: {
      any: [/pas enregistr|ne (sont|est) pas|90 jours|sauf/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » Assistant (non enregistrées sauf sans réponse, 90 jours)",
  },
  {
    q: "comment je fais pour que vous effaciez toute mes donnees",
    expect: {
      any: [/ecri|courriel|e-?mail|@|30 jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Vos droits » (écrire à l'adresse courriel, réponse dans 30 jours)",
  },
  {
    q: "mon navigateur envoie le signal gpc la vous faites quoi avec sa",
    expect: {
      all: [/refus|famille|sans (vous )?le redemander/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Statistiques » (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "vous vendez tu mes infos a dautres compagnies",
    expect: {
      all: [/jamais|ne .{0,20}pas|aucun/],
      any: [/vend|lou/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "la demo ces tu payant pis faut tu que je signe quelque chose apres",
    expect: {
      all: [/gratuit/],
      any: [/engag|oblig/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "mettons jai 20 appels par jour pis jen manque 30 pourcent a 150 piasses par client avec une receptionniste a 4000 par mois sa me donne quoi",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "vous traitez combien dappels par mois au total",
    expect: {
      all: [amount(25000)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS (25 000+ appels traités chaque mois)",
  },
  {
    q: "avez vous des temoignages de cliniques qui lutilise deja",
    expect: {
      any: [/mitchell|carter|clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "quand je vais reserver la demo je vais tu recevoir une invitation pour mon calendrier outlook",
    expect: {
      all: [/invitation|piece jointe/],
      any: [/oui|courriel|e-?mail|calendrier/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.lines.booked (invitation pour votre calendrier en pièce jointe)",
  },
];
