// Set-aside cases for OptimAIte in Quebec French, written by a forty-seventh writer (a plastic surgery clinic's patient coordinator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je suis coordonnatrice dans une clinique de chirurgie plastique a Montreal. Est-ce que votre IA peut gerer les questions pré-op pis les suivis post-op de nos patientes?",
    expect: {
      all: [/(pre|post)-? ?op/],
      any: [/discret/, /suivi/, /consultation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts SPECIALTIES « Chirurgie plastique »",
  },
  {
    q: "Nos patients VIP veulent pas parler a une machine. Est-ce que l'appel peut etre transféré direct a mon equipe quand c'est eux?",
    expect: {
      all: [/transf/],
      any: [/immediat/, /resume/, /regle/, /texto|courriel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Notre clientele est tres aisée, j'ai peur que l'IA sonne cheap ou robotique au telephone. Est-ce qu'on peut ajuster son ton pour que ca sonne comme notre clinique?",
    expect: {
      all: [/\bton\b/],
      any: [/au nom de (votre|la) clinique/, /form(ee|ation)/, /appel d'essai/, /politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Peut-elle parler comme ma clinique? »; fr/services.ts HOW_IT_WORKS « Appel d'essai »",
  },
  {
    q: "Les infos que je vous envoie dans le formulaire de demo, c'est hébergé ou? Au Canada?",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "Si je remplis votre formulaire pour la demo pis finalement on signe pas, vous gardez mes coordonnees combien de temps?",
    expect: {
      all: [/(12|douze) mois|\b(1|un) an\b/],
      any: [/supprim/, /efface/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Conservation »",
  },
  {
    q: "Vous etes conformes a la LPRPDE? Nos appels contiennent des infos médicales tres sensibles, c'est quoi vos mesures concretement",
    expect: {
      all: [/chiffr/],
      any: [/journal/, /transit/, /repos/, /acces/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Ca prend combien de temps avant que ce soit en fonction? On a notre grosse saison de consultations qui commence en septembre",
    expect: {
      all: [/(3|trois) jours|jour 3/],
      any: [/semaine/, /questionnaire/, /appel d'essai/, /mise en service/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "on utilise Jane pour nos rendez-vous, est ce que ca se connecte?",
    expect: {
      all: [/jane/],
      any: [/oui/, /integr/, /praticien/, /compatible/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts INTEGRATIONS « Janeapp »",
  },
  {
    q: "C'est combien par mois exactement? Il me faut un chiffre pour presenter au Dr. la semaine prochaine",
    expect: {
      all: [/volume/],
      any: [/soumission/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Une fois que j'ai envoyé ma demande de démo, vous me revenez dans combien de temps?",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/lead-dialogs.ts LEAD_DIALOGS.demo description; fr.ts demoConfirmation",
  },
  {
    q: "Notre dossier medical electronique c'est un systeme un peu maison qui est pas dans votre liste. Y a moyen de le brancher quand meme?",
    expect: {
      all: [/api|webhook|sur mesure/],
      any: [/oui/, /ingenieur/, /equipe/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts CUSTOM_INTEGRATION",
  },
  {
    q: "Le texto de confirmation que la patiente recoit, il contient quoi au juste? C'est important pour nous la discretion",
    expect: {
      all: [/adresse/],
      any: [/date/, /heure/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "C'est quelle compagnie exactement derriere OptimAIte? Ou je trouve vos mentions legales?",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts « Éditeur »; slugs.ts /legal-notice → /mentions-legales",
  },
  {
    q: "Pouvez-vous me recommander un bon chirurgien pour une rhinoplastie a Montreal? C'est pour ma soeur",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
  {
    q: "Avez-vous des références d'autres chirurgiens plasticiens qui l'utilisent deja? J'aimerais savoir ce que ca a changé pour eux",
    expect: {
      all: [/mitchell/],
      any: [/tiers/, /chirurgie/, /deux semaines/, amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts TESTIMONIALS « Dre Sarah Mitchell »",
  },
];
