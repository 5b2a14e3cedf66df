// Set-aside cases for OptimAIte in Quebec French, written by a twenty-fourth writer (an owner who tells their story first) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_FOURTH: readonly ChatCase[] = [
  {
    q: "On est une clinique dentaire à Laval, trois hygiénistes pis une seule réceptionniste qui se fait noyer d'appels le lundi matin. Notre dernier fournisseur de boîte vocale intelligente nous avait promis une installation en une semaine et ça a pris deux mois. Concrètement, ça vous prend combien de temps avant que votre affaire réponde pour vrai à nos appels?",
    expect: {
      any: [
        /3 jours|trois jours|jour 3|troisieme jour/,
        /1 a 2 semaines|1-2 semaines|une a deux semaines|1 ou 2 semaines/,
      ],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "Ma clinique de physio et d'esthétique roule sur Jane depuis quatre ans, tous nos dossiers sont là-dedans. Le système de réponse qu'on a essayé l'an passé était pas capable de lire nos horaires, fait que les filles devaient tout re-saisir à la main le lendemain. Votre réceptionniste, elle peut-tu booker directement dans Jane avec le bon praticien?",
    expect: {
      all: [/jane/],
      any: [/praticien/, /horaire/, /directement/, /\boui\b/],
    },
    source:
      "integrations.ts Janeapp « Réserve les traitements avec le bon praticien dans Jane »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Notre clinique utilise un DME maison qu'un programmeur nous a bâti en 2015, pis il est pas sur la liste de personne. Chaque fois qu'on magasine un outil, on se fait dire que ça marche juste avec les gros logiciels connus. Est-ce que vous pouvez vous brancher sur notre système quand même?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? » (API REST, webhooks)",
  },
  {
    q: "Je suis dermatologue et on fait beaucoup d'injections pis de laser. Des fois un patient appelle le soir parce qu'il a une grosse réaction après un traitement, et avec notre ancien service de réponse, le message restait dans la boîte vocale jusqu'au lendemain. Qu'est-ce que votre IA fait quand l'appel est une vraie urgence médicale?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /resume/, /texto|courriel|sms/, /immediatement/],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Je gère un médispa à Québec avec deux esthéticiennes et une infirmière injectrice. Le dernier fournisseur de logiciel qu'on a pris avait des frais cachés partout, on a fini par payer le double de ce qui était annoncé. Ça coûte combien par mois, votre réceptionniste IA?",
    expect: {
      all: [/volume|nombre d'appels/],
      any: [/demo/, /soumission/],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; soumission exacte à la démo)",
  },
  {
    q: "On fait du LASIK à Montréal, mais presque le tiers de nos patients viennent du Vermont pis de New York. Mon associé dit qu'on peut rien brancher sur nos appels tant que le fournisseur est pas en règle avec les lois américaines sur les données de santé. Êtes-vous conformes HIPAA, et vous signez-tu les papiers qu'il faut avec les cliniques américaines?",
    expect: {
      all: [/baa|business associate/],
      any: [/hipaa/, /\boui\b/, /chiffr/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Notre gros problème à la clinique, c'est les absences : on a facilement quatre ou cinq patients par semaine qui se présentent juste pas. Ma réceptionniste a pas le temps d'appeler tout le monde la veille, elle est déjà au téléphone toute la journée. Est-ce que votre système s'occupe d'envoyer des rappels aux patients?",
    expect: {
      all: [/rappel/],
      any: [/texto|sms/, /automatique/, /absence/],
    },
    source: "landing.ts FEATURES « Rappels intelligents »; landing.ts HERO (confirmations et rappels par texto)",
  },
  {
    q: "J'ai trois cliniques esthétiques sur la Rive-Sud et je me suis déjà fait avoir par un vendeur qui m'a fait signer avant que je voie le produit marcher. Cette fois-ci, je veux voir votre réceptionniste répondre pour vrai avant de m'engager. Comment je fais pour avoir une démo, pis est-ce que ça coûte de quoi?",
    expect: {
      all: [/gratuit/],
      any: [/24 ?h|24 heures/, /reserv/, /formulaire|bouton/, /sans engagement/],
    },
    source:
      "lead-dialogs.ts demo « Réservez votre démo gratuite »; services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "Notre ancien fournisseur de prise de rendez-vous hébergeait tout aux États-Unis, et quand notre ordre professionnel l'a su, on a dû tout changer en catastrophe. Là, avant de remplir votre formulaire de démo avec les infos de ma clinique, je veux être sûre. Les données que je vous envoie par votre site, elles sont hébergées où?",
    expect: {
      all: [/suisse/],
    },
    source: "privacy.ts « Hébergement et destinataires » (les données sont hébergées en Suisse)",
  },
  {
    q: "J'ai cliqué trop vite sur la bannière des témoins en arrivant sur votre site, pis je pense que j'ai tout accepté. Je suis pas mal pointilleux là-dessus, on fait signer des consentements à nos patients toute la journée. Comment je fais pour changer mon choix, et vous le gardez combien de temps, ce choix-là?",
    expect: {
      all: [/parametres des temoins|bas de (chaque|la) page/, /six mois|6 mois/],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (choix conservé six mois; lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "Dans mon médispa, mes réceptionnistes sont fines, mais elles pensent jamais à offrir les forfaits ou un soin de plus quand quelqu'un appelle pour un Botox. J'ai calculé qu'on laisse probablement pas mal d'argent sur la table chaque mois. Est-ce que votre IA est capable de proposer d'autres traitements aux patients quand ils appellent?",
    expect: {
      all: [/forfait|complementaire|abonnement/],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Ma clinique d'esthétique va bien, mais mon comptable de longue date prend sa retraite en décembre pis je suis un peu perdue avec la fin d'année. J'ai une société par actions et je sais jamais quoi déduire. Pouvez-vous me recommander un bon fiscaliste à Montréal pour ma déclaration de revenus d'entreprise?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : aucune page d'OptimAIte ne parle de fiscalité (refus poli qui ramène à la réceptionniste IA)",
  },
  {
    q: "Avant de confier le téléphone de ma clinique à une machine, je veux savoir si c'est du sérieux ou si je serais le cobaye. On s'est déjà fait prendre avec une jeune compagnie qui a fermé ses portes six mois après. Combien de cliniques utilisent déjà votre réceptionniste?",
    expect: {
      all: [/500/],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "J'ai joué avec votre calculateur hier soir en mettant les chiffres de ma clinique de chirurgie esthétique, pis ça me dit que je récupérerais au-dessus de 30 000 $ par mois. Honnêtement, ça me paraît gros, pis mon comptable va me poser la question. C'est basé sur quelles hypothèses, ce calcul-là?",
    expect: {
      all: [/30 jours|trente jours/, /95 ?%|95 pour ?cent|95 pourcent/],
    },
    source: "landing.ts CALCULATOR note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »",
  },
  {
    q: "J'avais rempli votre formulaire de démo l'an passé quand on pensait ouvrir une deuxième clinique, mais finalement le projet est tombé à l'eau. Je reçois déjà assez de sollicitation comme ça. Vous gardez mes informations combien de temps dans vos affaires?",
    expect: {
      any: [/12 mois|douze mois|un an\b/],
    },
    source: "privacy.ts « Conservation » (demandes de démo supprimées au plus tard 12 mois après leur collecte)",
  },
];
