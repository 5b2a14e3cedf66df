// Tuning cases for OptimAIte in Quebec French, written by a twelfth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWELFTH: readonly ChatCase[] = [
  {
    q: "c quoi optimaite au juste? un robot qui repond au tel??",
    expect: { all: [/receptionniste|assistante? virtuel/], any: [/appel/, /rendez-vous/, /clinique/] },
    source: "landing.ts HERO and frame.ts FOOTER",
  },
  {
    q: "votre site est dispo dans quelles langues?",
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.en] },
    source: "French slugs: OptimAIte in English (no prefix) and French (/fr)",
  },
  {
    q: "C'est sécuritaire pour les infos de mes patients? On est une clinique à Québec",
    expect: { all: [/chiffr/], any: [/lprpde/, /hipaa/, /journalis|acces/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "on a aussi un bureau a Plattsburgh aux États, vous signez un BAA avec les cliniques americaines?",
    expect: { all: [/baa|business associate|entente/], none: [/ne signons pas|pas de baa/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "si j'annule la démo ça s'enlève tu tout seul de mon calendrier outlook?",
    expect: { all: [/courriel|e-?mail/], any: [/piece jointe/, /retir|enleve|supprim/] },
    source: "wording/fr.ts meeting.lines.cancelled",
  },
  {
    q: "la demo ça se passe comment, en visio ou au telephone?",
    expect: { any: [/visio|video/, /telephone|numero/] },
    source: "wording/fr.ts meeting.place (video link or phone number)",
  },
  {
    q: "vais-je avoir un rappel avant la démo? j'oublie toute moi",
    expect: { all: [/rappel/], any: [/courriel|e-?mail/] },
    source: "wording/fr.ts meeting.subject.reminder",
  },
  {
    q: "jai rempli le formulaire pour la demo, pis la? qqn va m'appeler quand",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo and wording/fr.ts demoConfirmation",
  },
  {
    q: "la démo est-tu payante?",
    expect: { all: [/gratuit/] },
    source: "frame.ts FINAL_CTA « Réservez une démo gratuite » and services.ts DETAILS_CTA",
  },
  {
    q: "on a pas de logiciel de reservation, juste google calendar, ça marche pareil?",
    expect: {
      all: [/google (agenda|calendar)/],
      any: [/oui/, /sans logiciel/, /disponibilites/, /plusieurs agendas/],
    },
    source: "integrations.ts « Google Calendar »",
  },
  {
    q: "on utilise un DME fait maison qui est pas dans votre liste. vous pouvez le brancher quand meme?",
    expect: { all: [/sur mesure|api/], any: [/webhook/, /ingenieur/, /equipe/] },
    source: "integrations.ts CUSTOM_INTEGRATION",
  },
  {
    q: "ça fonctionne-tu avec calendly?",
    expect: {
      all: [/calendly/],
      any: [/types? d'evenements?/, /fuseaux?/, /disponibilites/, /alternance/, /confirmation/],
    },
    source: "integrations.ts « Calendly »",
  },
  {
    q: "clinique de dermato ici, on fait du médical pis de l'esthétique. c'est adapté pour nous?",
    expect: { all: [/dermato/], any: [/\btri/, /consultation/] },
    source: "services.ts SPECIALTIES « Dermatologie »",
  },
  {
    q: "vous avez combien de cliniques clientes?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "elle peut-tu proposer un soin de plus, genre un peeling, quand qqn appelle pour du botox?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "j'vais tu pouvoir voir combien d'appels elle a pris pis l'argent que ça m'a rapporté?",
    expect: { all: [/tableau de bord|statistiques/] },
    source: "landing.ts FEATURES « Statistiques »",
  },
  {
    q: "si une cliente annule a la derniere minute, la plage reste vide?",
    expect: { all: [/liste d'attente|combl/] },
    source: "landing.ts FEATURES « Rappels intelligents » and services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "est ce que ça va dire le nom de ma clinique quand ça repond?",
    expect: { all: [/\bnom\b/], any: [/\bton\b/, /services/, /prix/, /politiques/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "votre calculateur la, c'est basé sur quoi? c'est garanti ces chiffres la?",
    expect: {
      all: [/estimation|pas (une )?promesse|pas garanti|aucune garantie/],
      any: [/30 jours/, /95 ?%/],
    },
    source: "legal-notice.ts « Responsabilité » and landing.ts CALCULATOR.note",
  },
  {
    q: "pis si le patient veut changer son rdv d'heure, elle peut le déplacer elle-meme?",
    expect: { all: [/agenda|calendrier/], any: [/deplac/, /annul/, /oui/] },
    source: "landing.ts FEATURES « Prise de rendez-vous »",
  },
  {
    q: "jai le GPC activé sur Brave, vous le respectez tu?",
    expect: { all: [/statistiques|marketing/], any: [/refus/, /respect/, /redemand/] },
    source: "privacy.ts « Statistiques » paragraph 3",
  },
  {
    q: "ce que j'écris dans le chat là, c'est enregistré?",
    expect: {
      all: [/90 jours/],
      any: [/pas (enregistr|conserv|gard)/, /su repondre|pu repondre|sans reponse/, /masqu/],
    },
    source: "privacy.ts « Conservation » paragraph 2",
  },
  {
    q: "vos serveurs sont-tu aux États-Unis? je veux pas que mes données partent là-bas",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "vous gardez ma demande de démo combien de temps dans vos affaires?",
    expect: { all: [/12 mois|douze mois|un an/] },
    source: "privacy.ts « Conservation » paragraph 1",
  },
  {
    q: "si vous répondez pas a ma demande d'accès a mes donnees, je peux me plaindre à qui?",
    expect: { all: [/pfpdt|prepose federal|autorite de controle/] },
    source: "privacy.ts « Vos droits » paragraph 3",
  },
  {
    q: "y a-tu des pixels facebook ou des traceurs pub sur votre site?",
    expect: {
      all: [/aucun\w* traceur|pas de traceur|n'utilisons (aucun|pas)|aucun pixel|pas de pixel/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » paragraph 3",
  },
  {
    q: "je peux copier vos textes pour le site de ma clinique?",
    expect: { all: [/autorisation|interdit/], any: [/droit d'auteur/, /ecrit/] },
    source: "legal-notice.ts « Propriété intellectuelle »",
  },
  {
    q: "bonjour c'est pour annuler mon rendez-vous de laser demain 10h, au nom de Tremblay",
    expect: refusal("fr", HELPS_WITH.optimaite, {
      none: [/(rendez-vous|rdv)[^.]{0,30}(est|a ete) annule/],
    }),
    source: "frame.ts FOOTER (OptimAIte is the AI receptionist for clinics, not a clinic): out of scope",
  },
  {
    q: "c'est quoi le meilleur filler pour les lèvres selon toi, juvederm ou restylane?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (product advice)",
  },
  {
    q: "vous offrez-tu un essai gratuit de 30 jours?",
    expect: {
      any: [/demo/, /equipe|nous joindre|contact/],
      none: [I_DONT_KNOW.fr, /\boui\b[^.?!]{0,60}essai/],
    },
    source: "not on the pages (a free trial): demo or team",
  },
];
