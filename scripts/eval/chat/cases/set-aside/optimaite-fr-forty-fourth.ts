// Set-aside cases for OptimAIte in Quebec French, written by a forty-fourth writer (a dental hygienist who runs the schedule) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_FOURTH: readonly ChatCase[] = [
  {
    q: "si un patient appelle a 2h du matin avec une rage de dent, l'IA fait quoi?? elle repond tu vraiment la nuit",
    expect: {
      all: [/transf|redirig|achemin|passe(r)? (l'appel )?a (votre|l'|la|une)/, /24 ?h|nuit|jour et nuit|en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (y compris la nuit) + faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (transférés immédiatement à votre équipe)",
  },
  {
    q: "vous faites tu les cliniques dentaires? genre planifier les nettoyages pis les rappels de nos hygienistes",
    expect: {
      all: [/dentaire|dentiste/],
      any: [/fauteuil/, /nettoyage/, /urgence/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "Quand un patient annule la veille (ca arrive tout le temps), est-ce que votre systeme peut remplir le trou avec quelqu'un d'autre?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempli/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente) + landing.ts FEATURES « Rappels intelligents » (comblent les plages libérées à la dernière minute)",
  },
  {
    q: "c combien par mois? on est une clinique familiale, 2 dentistes 4 hygienistes",
    expect: {
      all: [/volume/, /soumission|demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "ca prend combien de temps a mettre en place? on peut pas se permettre que le telephone arrete de marcher",
    expect: {
      any: [/3 jours|trois jours|jour 3/, /1 a 2 semaines|une a deux semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours) + landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "les infos que je met dans le formulaire de demo, vous les gardez ou pis pendant combien de temps?",
    expect: {
      all: [/suisse/, /12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte) + « Hébergement et destinataires » (hébergées en Suisse)",
  },
  {
    q: "nous on utilise pas Jane ni Fresha, on a un logiciel dentaire (Progident). est-ce que ca peut marcher pareil?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION (DME ou système absent de la liste : API REST, webhooks) + faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "le texto de confirmation que le patient recoit, y a quoi dedans exactement?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (confirme la date, l'heure et l'adresse)",
  },
  {
    q: "avez vous des resultats concrets sur les absences? nous autres les no-show c'est l'enfer le lundi matin",
    expect: {
      any: [/moitie/, /50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS James Carter, ClearView LASIK (les rappels ont réduit nos absences de moitié)",
  },
  {
    q: "votre calculateur de rendement, c'est calcule comment au juste? c'est garanti ces chiffres la?",
    expect: {
      all: [/30 jours/, /95 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR note (30 jours par mois, 95 % des clients perdus récupérés) + legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "si je reserve une demo vous me revenez quand? je suis en clinique toute la journee",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo (nous vous joindrons d'ici 24 heures) + wording/fr.ts demoConfirmation",
  },
  {
    q: "un patient a les dents sensibles au froid depuis son detartrage, c normal? on lui conseille quoi?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : conseil clinique dentaire, absent des pages d'OptimAIte",
  },
  {
    q: "jai refusé les cookies sur votre site par erreur, je peux changer ca ou?",
    expect: {
      any: [/parametres des temoins/, /bas de (chaque|la|toutes les) page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (lien « Paramètres des témoins » au bas de chaque page; choix conservé six mois)",
  },
  {
    q: "c'est tu conforme pour la confidentialite des dossiers patients? LPRPDE pis toute",
    expect: {
      all: [/lprpde/],
      any: [/chiffr/, /crypt/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (chiffrées en transit et au repos, accès journalisés) + landing.ts TRUST_CARDS « Conforme HIPAA et LPRPDE »",
  },
  {
    q: "au telephone les patients demandent tout le temps si leur assurance couvre le nettoyage pis le detartrage. l'IA peut tu repondre a ca ou ca va nous revenir pareil?",
    expect: {
      any: [/politique/, /questions (les plus )?frequentes/, /form(e|ee|er|ation)/, /transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? » (formée à vos services, vos prix, vos politiques; répond à vos questions les plus fréquentes) + « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
];
