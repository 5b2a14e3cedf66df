// Tuning cases for OptimAIte in Quebec French, written by a forty-fourth writer (a dental hygienist who runs the schedule) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_FOURTH: readonly ChatCase[] = [
  {
    q: "est-ce que ca repond les fins de semaine pis les jours feries? on est fermé le dimanche",
    expect: {
      any: [/fins? de semaine/, /jours? feries/, /24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (y compris la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Un patient veut deplacer son rdv de nettoyage, l'IA peut le faire direct dans notre agenda ou faut que je le rappelle?",
    expect: {
      all: [/deplac|report|modif/],
      any: [/agenda/, /directement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Prise de rendez-vous » (réserve, déplace et annule les rendez-vous directement dans l'agenda)",
  },
  {
    q: "vous vous integrez avec quoi comme logiciels de prise de rdv?",
    expect: {
      all: [/jane/, /calendly/],
      any: [/fresha/, /vagaro/, /mindbody/, /square/, /google/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? » + integrations.ts INTEGRATIONS",
  },
  {
    q: "on a juste un google agenda partagé a la reception, pas de vrai logiciel. ca marche quand meme?",
    expect: {
      all: [/google/],
      any: [/oui/, /sans logiciel/, /plusieurs agendas/, /directement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS « Google Calendar » (réserve directement dans Google Agenda, pour les cliniques sans logiciel de réservation; plusieurs agendas)",
  },
  {
    q: "on a 2 cliniques (Laval pis Terrebonne) sur Jane, est-ce que ca gere plusieurs etablissements?",
    expect: {
      any: [/plusieurs etablissements/, /multi-?etablissement/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS « Janeapp » (Plusieurs établissements, horaires des praticiens)",
  },
  {
    q: "pour nos rappels de 6 mois (les patients dus pour leur nettoyage) est-ce que ca peut faire des campagnes pour les faire revenir?",
    expect: {
      any: [/campagnes? de rappel/, /relance/, /fidelis/, /faire revenir|font revenir/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts BEYOND_BASICS « Fidélisation des patients » (campagnes de rappel, relances et suivis qui font revenir vos patients)",
  },
  {
    q: "ca peut tu proposer le blanchiment aux patients qui appellent pour un nettoyage?",
    expect: {
      any: [/complementaire/, /forfait/, /vente/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Ventes complémentaires » (propose des traitements complémentaires et des forfaits au bon moment)",
  },
  {
    q: "est ce que j'ai des stats? genre combien d'appels on a eu, combien de rdv pris dans la semaine",
    expect: {
      any: [/tableau de bord/, /statistique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Statistiques » (volume d'appels, rendez-vous pris et revenus récupérés, un seul tableau de bord) + services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "vous etes gros comment? combien de cliniques utilisent ca pour vrai",
    expect: {
      all: [/500/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "c quoi votre taux de reponse aux appels?",
    expect: {
      all: [/99 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS (99 % taux de réponse)",
  },
  {
    q: "le questionnaire a remplir pour partir ca, c'est long? j'ai pas le temps entre deux patients",
    expect: {
      all: [/10 minutes|dix minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts HOW_IT_WORKS « Questionnaire » (un questionnaire de 10 minutes sur vos services, vos prix, vos heures d'ouverture et vos politiques)",
  },
  {
    q: "va t'on pouvoir tester avant que ca reponde pour vrai a nos patients?",
    expect: {
      all: [/essai/],
      any: [/15 minutes|quinze minutes/, /jour 2/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts HOW_IT_WORKS « Appel d'essai » + TIMELINE « Jour 2 » (appel d'essai de 15 minutes avec votre équipe)",
  },
  {
    q: "une fois que c'est lancé vous nous laissez tomber ou vous faites un suivi?",
    expect: {
      any: [/premiere semaine/, /ajust/, /accompagn/, /ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons tout au long de la première semaine) + integrations.ts CUSTOM_INTEGRATION « Soutien dédié » (du démarrage à la mise en service, et après)",
  },
  {
    q: "Quand ca transfere un appel a la reception, on sait tu c'etait quoi le probleme du patient avant de prendre la ligne?",
    expect: {
      all: [/resume/],
      any: [/texto/, /courriel/, /sms/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (avec un résumé envoyé par texto ou par courriel)",
  },
  {
    q: "on veut que les plaintes aillent direct a la dentiste proprietaire, c'est possible de choisir quoi est transferé?",
    expect: {
      all: [/transf/],
      any: [/regle/, /vous (qui )?(fixez|decidez|choisissez|determinez)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (c'est vous qui fixez les règles : plaintes, patients VIP transférés immédiatement)",
  },
  {
    q: "c quoi les ententes BAA dont vous parlez? ca nous concerne au Quebec?",
    expect: {
      all: [/business associate/],
      any: [/americain/, /etats-unis/, /hipaa/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA (Business Associate Agreements) avec les cliniques américaines)",
  },
  {
    q: "les questions que je te pose icitte, elles sont enregistrées quelque part?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/pas su repondre/, /sans reponse/, /pas (pu|su) (y )?repondre/, /auxquelles/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Conservation » (questions non enregistrées, sauf celles sans réponse, conservées 90 jours sans IP ni identifiant)",
  },
  {
    q: "je veux que vous effaciez mes infos de ma demande de demo, je fais comment?",
    expect: {
      any: [/30 jours/, /ecri/, /courriel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Vos droits » (accéder, corriger, exporter ou supprimer; écrire à l'adresse indiquée; réponse dans un délai de 30 jours)",
  },
  {
    q: "vous vendez tu nos infos a d'autres compagnies?",
    expect: {
      any: [/jamais/, /ne (les )?vendons pas/, /pas vendu/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "c'est qui l'entreprise en arriere d'OptimAIte? ou je trouve vos coordonnees officielles",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Éditeur » et « Coordonnées » (page /fr/mentions-legales, slugs.ts)",
  },
  {
    q: "dans votre FAQ y a un exemple avec 20 appels par jour, 30% manqués... ca donne combien de rendement par mois?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (rendement mensuel d'environ 21 955 $)",
  },
  {
    q: "pouvez vous me recommander une bonne marque de dentifrice au fluor pour les enfants de 3 ans?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : conseil de produit dentaire, absent des pages d'OptimAIte",
  },
  {
    q: "j'ai booké une demo mais finalement j'ai une urgence a cette heure la, comment je la deplace?",
    expect: {
      all: [/lien/],
      any: [/courriel/, /e-?mail/, /invitation/, /confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts meeting.manage (« Pour déplacer ou annuler votre démo : » suivi du lien) + meeting.inviteDescription",
  },
  {
    q: "la demo ca se passe comment, en personne, par video ou au telephone?",
    expect: {
      any: [/visio/, /video/, /telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.place (lien de la visioconférence, ou par téléphone à l'heure de la démo)",
  },
  {
    q: "la demo est gratuite? ca m'engage a rien?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement/, /aucun engagement/, /n'engage/, /engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts DETAILS_CTA (une démo gratuite et sans engagement) + frame.ts FINAL_CTA",
  },
  {
    q: "vous avez tu des traceurs publicitaires genre pixel facebook sur votre site?",
    expect: {
      any: [/aucun traceur/, /n'utilisons aucun/, /pas de traceur/, /desactive/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "j'ai juste une question sur les prix, pas envie de faire une demo tout de suite. je vous ecris ou?",
    expect: {
      any: [/nous joindre/, /contact/, /formulaire/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "frame.ts FINAL_CTA « Nous joindre » + lead-dialogs.ts LEAD_DIALOGS.contact (questions, intégrations sur mesure ou tarifs, réponse d'ici 24 heures)",
  },
  {
    q: "est ce que ca va dire le nom de notre clinique quand ca repond? on veut pas un robot generique qui sonne comme une compagnie de cable",
    expect: {
      any: [/nom de (votre|la) clinique/, /au nom/, /votre ton/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? » (accueille les appelants au nom de votre clinique; formée à votre ton) + landing.ts BENEFITS_TEASER",
  },
  {
    q: "on a besoin de 15 min entre chaque patient pour desinfecter la salle. ca respecte ca quand ca book ou ca va nous coller les rdv un par dessus l'autre?",
    expect: {
      any: [/tampon/, /regles de reservation/, /duree des services/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS « Square Appointments » (en respectant vos règles de réservation : durée des services, temps tampons)",
  },
  {
    q: "les patients qui tombent sur la boite vocale pis qui raccrochent, vous en recuperez combien?",
    expect: {
      all: [/95 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts WHY_CHOOSE_US « Plus de revenus réservés » (récupère 95 % des patients qui auraient raccroché devant la boîte vocale)",
  },
];
