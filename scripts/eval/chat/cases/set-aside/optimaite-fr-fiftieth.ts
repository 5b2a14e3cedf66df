// Set-aside cases for OptimAIte in Quebec French, written by a fiftieth writer (a wellness centre's owner unsure it fits) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTIETH: readonly ChatCase[] = [
  {
    q: "Bonjour, j'ai un centre de bien-etre en Estrie (massotherapie, naturopathie, cours de yoga). Votre affaire a l'air fait pour les cliniques medicales... est-ce que ça s'applique a moi quand meme?",
    expect: {
      all: [/bien-?etre/],
      any: [/cours/, /therapi/, /consultation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES: Centres de bien-être (réserve thérapies, cours et consultations)",
  },
  {
    q: "j'utilise mindbody pour mes cours de yoga, est ce que votre receptionniste peut inscrire les gens dans un cours directement?",
    expect: {
      all: [/mindbody/, /cours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS: Mindbody (Réservation de cours)",
  },
  {
    q: "Combien ça coûte par mois? j'ai pas vu de prix nulle part sur le site",
    expect: {
      all: [/demo/, /volume|nombre d'appels|integration/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Tarifs: le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte",
  },
  {
    q: "ca prend combien de temps avant que ce soit en marche? je suis pas tres techno pis je veux pas que ca traine des mois",
    expect: {
      any: [/3 jours|trois jours/, /(1|une) a (2|deux) semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Pour commencer: configurées en 1 à 2 semaines, lancement en 3 jours; services.ts TIMELINE",
  },
  {
    q: "Si une cliente appelle pour se plaindre de son massage, c'est le robot qui lui repond ou ca me revient?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /resume/, /regle/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Fonctionnalités: Que se passe-t-il avec les appels urgents ou complexes? (plaintes transférées à votre équipe, résumé par texto ou courriel)",
  },
  {
    q: "Le texto de confirmation que mes clients recoivent, y'a quoi dedans?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES: Confirmations par texto (date, heure et adresse)",
  },
  {
    q: "Je vends des cartes de 10 massages pis des forfaits yoga illimité. Est-ce qu'elle peut les proposer aux gens qui appellent?",
    expect: {
      all: [/forfait/],
      any: [/propos/, /vend/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Ventes complémentaires (propose traitements complémentaires et forfaits); services.ts SPECIALTIES: Médispas",
  },
  {
    q: "Dans votre FAQ il y a un exemple de calcul de rendement, ca donne combien au juste par mois?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Tarifs: rendement mensuel d'environ 21 955 $ (17 955 $ récupérés plus 4 000 $ d'économies)",
  },
  {
    q: "si je remplis le formulaire pour la demo, mes infos sont gardees ou? pis vous les vendez tu a d'autres compagnies?",
    expect: {
      all: [/suisse/, /vend/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts Hébergement et destinataires: hébergées en Suisse, jamais vendues ni louées",
  },
  {
    q: "est-ce que ce que j'ecris ici dans le chat est enregistré quelque part?",
    expect: {
      all: [/90 jours/],
      any: [/sauf/, /seulement/, /uniquement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Conservation: Assistant (seules les questions sans réponse sont conservées 90 jours, sans IP, courriels et numéros masqués)",
  },
  {
    q: "J'ai reservé ma démo pour jeudi mais finalement j'ai une cliente a cette heure la. Comment je fais pour la changer?",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail/, /invitation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage and inviteDescription: « Pour déplacer ou annuler votre démo : {lien} »",
  },
  {
    q: "Sur votre site c'est juste patients pis cliniques... Moi j'ai des clients, pas des patients, pis une ambiance zen. Est-ce qu'elle va parler comme une clinique medicale au telephone?",
    expect: {
      all: [/\bton\b|nom de votre/],
      any: [/politiques/, /services/, /prix/, /form/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Fonctionnalités: Peut-elle parler comme ma clinique? (formée à vos services, prix, politiques et ton; accueille au nom de votre clinique)",
  },
  {
    q: "Allo, comment ca se fait que votre site sait que je suis a Magog?? c'est un peu weird",
    expect: {
      all: [/adresse ip|\bip\b/],
      any: [/approximati/, /base de donnees/, /db-?ip/, /conserv/, /memoire/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Statistiques: l'adresse IP sert uniquement en mémoire à déduire une localisation approximative (ville, pays), jamais conservée; legal-notice.ts Crédits: DB-IP",
  },
  {
    q: "Mes rendez-vous sont dans un logiciel quebecois qui est pas dans votre liste. Est-ce que c'est mort pour moi?",
    expect: {
      all: [/sur mesure|personnalis/],
      any: [/\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION (API, webhooks, soutien dédié); faq.ts Intégrations",
  },
  {
    q: "Connaitrais-tu une bonne ecole pour faire ma formation de prof de yoga 200h en Estrie?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: yoga teacher training",
  },
];
