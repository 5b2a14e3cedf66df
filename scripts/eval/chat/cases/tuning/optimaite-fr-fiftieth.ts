// Tuning cases for OptimAIte in Quebec French, written by a fiftieth writer (a wellness centre's owner unsure it fits) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTIETH: readonly ChatCase[] = [
  {
    q: "J'ai pas de logiciel de réservation, je mets tout dans mon Google agenda sur mon cell. Ça marche pareil?",
    expect: {
      all: [/google/],
      any: [/agenda/, /calendar/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS: Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Pour la naturo, mes nouveaux clients doivent remplir un formulaire d'accueil avant le premier rdv. Est-ce que ca peut leur envoyer?",
    expect: {
      all: [/formulaire/, /jane/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS: Janeapp (Liens vers les formulaires d'admission)",
  },
  {
    q: "Mes clients de yoga ont un abonnement mensuel. Quand quelqu'un appelle pour reserver, est-ce que ça peut verifier si son abonnement est encore actif?",
    expect: {
      all: [/abonnement|forfait/],
      any: [/vagaro/, /mindbody/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS: Vagaro (Consultation des abonnements), Mindbody (Vérification des forfaits)",
  },
  {
    q: "je demande un depot pour les nouveaux clients en massotherapie, est-ce que ca gere ca?",
    expect: {
      all: [/depot/, /vagaro/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS: Vagaro (Rappels de dépôt)",
  },
  {
    q: "On est sur Square Appointments. J'ai besoin de 15 min entre chaque massage pour changer les draps, est-ce que ça respecte ça?",
    expect: {
      all: [/square/],
      any: [/tampon/, /regles de reservation/, /duree/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS: Square Appointments (respecte vos règles de réservation; Durée des services, Temps tampons)",
  },
  {
    q: "j'hesite entre Fresha pis Calendly pour mes reservations, vous marchez avec les deux?",
    expect: {
      all: [/fresha/, /calendly/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS: Fresha, Calendly; faq.ts Intégrations",
  },
  {
    q: "J'ai 2 places, une a Sherbrooke pis une a Magog. Ca gere plusieurs emplacements?",
    expect: {
      any: [/etablissement/, /plusieurs agendas/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS: Mindbody (Agendas multiétablissements), Janeapp (Plusieurs établissements), Google Calendar (Plusieurs agendas)",
  },
  {
    q: "J'ai 4 massotherapeutes pis une naturopathe, chacun son horaire. Est-ce que ça va booker avec la bonne personne?",
    expect: {
      any: [/praticien/, /membre du personnel/, /par membre/, /equipe/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS: Fresha (Réservation par membre du personnel), Janeapp (Horaires des praticiens); services.ts SPECIALTIES: Centres de bien-être (pour toute votre équipe)",
  },
  {
    q: "Quand quelqu'un annule a la derniere minute, j'ai un trou dans l'horaire. Est ce que ça peut remplir la place?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Rappels intelligents (comblent les plages libérées à la dernière minute); services.ts BEYOND_BASICS: Optimisation des revenus (liste d'attente)",
  },
  {
    q: "J'ai beaucoup de no-show surtout le lundi matin... les rappels ca aide vraiment?",
    expect: {
      all: [/rappel/],
      any: [/absence/, /moitie/, /redui/, /reduc/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Rappels intelligents (réduisent les absences); TESTIMONIALS: James Carter (absences réduites de moitié)",
  },
  {
    q: "En ce moment après 17h pis la fin de semaine ça tombe sur ma boîte vocale. C'est quoi l'avantage vs ça?",
    expect: {
      any: [/95 ?%/, /24 ?h sur 24|24 heures sur 24|24\/7/, /premiere sonnerie/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts WHY_CHOOSE_US: Plus de revenus réservés (récupère 95 % des patients qui auraient raccroché devant la boîte vocale), Aucun appel manqué; landing.ts FEATURES: Réponse aux appels 24 h sur 24",
  },
  {
    q: "La demo c'est gratuit? Je veux pas me faire embarquer dans un contrat juste pour savoir le prix",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement/, /aucun engagement/, /soumission/, /prix/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts DETAILS_CTA: démo gratuite et sans engagement; faq.ts Tarifs: la démo vous donne une soumission exacte",
  },
  {
    q: "votre calculateur de rendement me demande quoi comme chiffres? je veux les preparer avant",
    expect: {
      all: [/appels (recus )?par jour|nombre d'appels/, /revenu/],
      any: [/manques/, /receptionniste/, /perdus/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR.inputs (appels par jour, taux d'appels manqués, taux de clients potentiels perdus, revenu moyen par client, coût mensuel d'une réceptionniste)",
  },
  {
    q: "Le 95% de clients recuperes dans le calculateur, c'est garanti ça?",
    expect: {
      all: [/estim|hypothese|promesse/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts Responsabilité: les chiffres de rendement sont des estimations (30 jours par mois, 95 % récupérés), pas une promesse de résultats; landing.ts CALCULATOR.note",
  },
  {
    q: "Honnêtement je manque presque jamais d'appels, j'ai une fille a l'accueil. Ça vaut tu la peine pareil?",
    expect: {
      all: [/cout|econom|automatis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR.congratulations: réduire vos coûts de réception et automatiser vos réservations et vos rappels",
  },
  {
    q: "qu'est-ce que moi je dois faire concretement pour l'installation? j'ai pas beaucoup de temps a mettre la dedans",
    expect: {
      all: [/questionnaire/],
      any: [/10 min/, /15 min/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Pour commencer: questionnaire de 10 minutes et appel d'essai de 15 minutes; services.ts HOW_IT_WORKS",
  },
  {
    q: "Une fois que c'est parti, est-ce que vous nous laissez tout seuls avec ça?",
    expect: {
      any: [/premiere semaine/, /ajust/, /ingenieur/, /accompagn/, /soutien/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE Jour 3 (nous suivons et ajustons tout au long de la première semaine); integrations.ts CUSTOM_INTEGRATION: Soutien dédié",
  },
  {
    q: "est-ce que je vais pouvoir voir combien d'appels elle a pris pis combien de rdv ca m'a rapporté?",
    expect: {
      all: [/tableau de bord|statistique/],
      any: [/volume/, /rendez-vous/, /revenu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Statistiques (un seul tableau de bord); services.ts BEYOND_BASICS: Statistiques de la clinique",
  },
  {
    q: "Peut elle relancer mes clients qui sont pas revenus depuis 6 mois?",
    expect: {
      any: [/campagne/, /relance/, /fidelis/, /suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS: Fidélisation des patients (campagnes de rappel, relances et suivis)",
  },
  {
    q: "Je suis naturopathe, pas medecin, mais mes dossiers clients sont confidentiels. Vous etes conforme a quoi exactement pour la protection des donnees?",
    expect: {
      all: [/lprpde|hipaa/],
      any: [/chiffr/, /journal/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Conformité; landing.ts TRUST_CARDS: Conforme HIPAA et LPRPDE (chiffrées en transit et au repos, journalisation des accès)",
  },
  {
    q: "c'est quoi une entente BAA que vous parlez sur le site? ca me concerne tu au Quebec?",
    expect: {
      all: [/americ|etats-unis/],
      any: [/business associate/, /entente/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Conformité: ententes BAA (Business Associate Agreements) avec les cliniques américaines",
  },
  {
    q: "Avez-vous des temoignages de vrais clients? idealement pas juste des chirurgiens lol",
    expect: {
      any: [/mitchell/, /carter/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "Combien de cliniques utilisent votre produit pour vrai?",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS: Plus de 500 cliniques nous font confiance",
  },
  {
    q: "Si je fais une demande de demo pis que finalement j'achete pas, vous gardez mes infos combien de temps?",
    expect: {
      all: [/12 mois|douze mois/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Conservation: demandes de démo et de contact supprimées au plus tard 12 mois après leur collecte",
  },
  {
    q: "Je veux que vous effaciez toutes mes donnees, je fais comment et ca prend combien de temps?",
    expect: {
      all: [/30 jours/],
      any: [/ecri/, /courriel/, /e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts Vos droits: écrivez à {email}; réponse dans un délai de 30 jours",
  },
  {
    q: "La demo c'est comment? en personne, par zoom ou au tel? Je suis en campagne pis l'internet est pas fort",
    expect: {
      all: [/telephon/],
      any: [/visio/, /video/, /lien/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.place: lien de la visioconférence, ou par téléphone",
  },
  {
    q: "J'veux juste poser une question sans booker de demo, je fais comment pour vous ecrire?",
    expect: {
      all: [/nous joindre|contact/],
      any: [/24 ?h/, /formulaire/, /message/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact (Nous joindre, réponse d'ici 24 heures); frame.ts FINAL_CTA.contact",
  },
  {
    q: "c'est quoi le taux de TPS pis TVQ que je dois charger sur un massage avec recu d'assurance?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: sales taxes on massage therapy",
  },
  {
    q: "Peux tu m'ecrire une belle description pour mon cours de yin yoga du mardi soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: writing marketing copy for a yoga class",
  },
];
