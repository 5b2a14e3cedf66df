// Tuning cases for OptimAIte in Quebec French, written by a forty-third writer (an older family doctor wary of technology) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_THIRD: readonly ChatCase[] = [
  {
    q: "Bonjour. Combien de temps ça prend avant que ça fonctionne pour vrai dans ma clinique?",
    expect: {
      all: [/3 jours|trois jours|1 a 2 semaines|une a deux semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/faq.ts 'Combien de temps prend la mise en place?'",
  },
  {
    q: "Je travaille 50 heures par semaine et je n'ai vraiment pas de temps a perdre avec de la paperasse informatique. Qu'est-ce que je vais devoir faire moi-meme pour mettre ça en place, et combien de temps ça va me prendre?",
    expect: {
      all: [/10 minutes|dix minutes/, /15 minutes|quinze minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/faq.ts 'Combien de temps prend la mise en place?' (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Vous dites en service en 3 jours. Mais concrètement, qu'est ce qu'on fait chaque jour? Jour 1, jour 2, jour 3?",
    expect: {
      all: [/integration|connexion|connect/, /formation|essai/, /mise en service|lanc/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/services.ts TIMELINE; faq.ts 'Combien de temps prend la mise en place?'",
  },
  {
    q: "Mon bureau ferme à 17h et on est fermé la fin de semaine. Est-ce que votre système répond quand même le soir et le samedi, ou bien ça tombe sur la boite vocale comme maintenant?",
    expect: {
      any: [/24 ?h|24 heures|24\/24/, /nuit/, /fin de semaine/, /ferie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts FEATURES 'Réponse aux appels 24 h sur 24'",
  },
  {
    q: "Dans votre FAQ vous donnez un exemple avec 20 appels par jour, 30% d'appels manqués, 150$ par client et une réceptionniste à 4000$. Ça donne combien par mois au total, votre rendement?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/faq.ts 'Combien ça coûte, et quel est le rendement?'",
  },
  {
    q: "Je voudrais essayer votre calculateur de rendement mais je ne sais pas quels chiffres préparer. Qu'est-ce qu'il faut que je demande à ma secrétaire comme informations?",
    expect: {
      all: [/par jour/, /manqu/],
      any: [/revenu/, /client/, /cout/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts CALCULATOR.inputs",
  },
  {
    q: "On n'a pas de logiciel de rendez vous compliqué, on utilise juste un agenda Google partagé entre la secrétaire et moi. Est-ce que ça marche avec ça?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /sans logiciel/, /integr/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/integrations.ts INTEGRATIONS 'Google Calendar'; faq.ts 'Avec quelles plateformes de réservation vous intégrez-vous?'",
  },
  {
    q: "La physiothérapeute qui partage notre batisse utilise Jane pour ses rendez-vous. Si on se mettait ensemble, qu'est-ce que votre systeme peut faire avec Jane?",
    expect: {
      all: [/jane/],
      any: [/praticien/, /formulaire/, /etablissement/, /rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/integrations.ts INTEGRATIONS 'Janeapp'",
  },
  {
    q: "Quand un rendez-vous est pris, est-ce que le patient reçoit quelque chose pour confirmer? Beaucoup de mes patients sont âgés comme moi, ils ont seulement un cellulaire.",
    expect: {
      all: [/texto|sms|message texte/],
      any: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts FEATURES 'Confirmations par texto'",
  },
  {
    q: "Mon plus gros probleme ce sont les patients qui oublient leur rendez-vous et ne se présentent pas. Est-ce que vous pouvez faire quelque chose pour ça?",
    expect: {
      all: [/rappel/],
      any: [/absence|absent/, /oubli/, /plage/, /moitie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts FEATURES 'Rappels intelligents'; TESTIMONIALS (James Carter)",
  },
  {
    q: "Combien de cliniques utilisent votre produit présentement? Je ne veux pas être le cobaye.",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts TRUST_CARDS 'Plus de 500 cliniques nous font confiance'",
  },
  {
    q: "Sur combien d'appels est ce qu'elle répond vraiment? Quel pourcentage?",
    expect: {
      all: [/99/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts COUNTERS 'taux de réponse'",
  },
  {
    q: "J'ai beaucoup de patients diabétiques et hypertendus qui doivent revenir pour leur suivi ou leur examen annuel, et plusieurs oublient. Est ce que votre réceptionniste peut les relancer pour qu'ils reviennent?",
    expect: {
      any: [/campagne/, /relance/, /suivi/, /fidelis/, /rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/services.ts BEYOND_BASICS 'Fidélisation des patients'",
  },
  {
    q: "Mon gendre a une clinique dentaire à Laval. Qu'est ce que votre systeme fait pour un dentiste en particulier?",
    expect: {
      any: [/nettoyage/, /fauteuil/, /urgence/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/services.ts SPECIALTIES 'Cliniques dentaires'",
  },
  {
    q: "Quand un patient annule a la derniere minute, la plage reste vide et c'est du temps perdu. Est-ce que votre système peut remplir ça avec quelqu'un d'autre?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/services.ts BEYOND_BASICS 'Optimisation des revenus'; landing.ts FEATURES 'Rappels intelligents'",
  },
  {
    q: "Est-ce que je vais pouvoir voir ce qu'elle fait? Par exemple combien d'appels elle a pris dans la semaine et combien de rendez vous ont été donnés?",
    expect: {
      any: [/tableau de bord/, /statisti/, /volume d'appels/, /revenus recupere/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/landing.ts FEATURES 'Statistiques'; services.ts BEYOND_BASICS 'Statistiques de la clinique'",
  },
  {
    q: "Petite question en passant : ce que j'écris ici dans cette petite fenetre de clavardage, est-ce que c'est enregistré quelque part?",
    expect: {
      any: [/90 jours/, /pas enregistr/, /pas conserv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/privacy.ts 'Conservation' (Assistant)",
  },
  {
    q: "Votre site m'a demandé d'accepter des témoins. Est-ce que ça veut dire que je vais recevoir de la publicité partout sur internet après ça?",
    expect: {
      any: [
        /aucun traceur/,
        /pas de traceur/,
        /aucun[^.]{0,40}publicit/,
        /marketing[^.]{0,60}desactiv/,
        /desactiv[^.]{0,40}defaut/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/privacy.ts 'Témoins (cookies) et stockage local' (Marketing)",
  },
  {
    q: "J'ai cliqué trop vite sur la fenêtre des témoins au début. Comment je fais pour changer mon choix maintenant?",
    expect: {
      any: [/parametres des temoins/, /bas de (chaque|la) page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts 'Témoins (cookies) et stockage local' (lien « Paramètres des témoins »)",
  },
  {
    q: "Mon fils dit que les sites web gardent l'adresse IP de l'ordinateur. Est-ce que vous gardez la mienne?",
    expect: {
      any: [
        /ip[^.]{0,80}(jamais|pas|aucun)[^.]{0,30}(conserv|gard|stock|enregistr)/,
        /(jamais|pas)[^.]{0,20}(conserv|gard|stock|enregistr)[^.]{0,40}ip/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/privacy.ts 'Statistiques' (Votre adresse IP n'est jamais conservée)",
  },
  {
    q: "Si je décide finalement que ça ne m'intéresse pas, est-ce que je peux vous demander d'effacer tout ce que vous avez sur moi? Et combien de temps ça prend?",
    expect: {
      all: [/30 jours|trente jours/],
      any: [/supprim/, /effac/, /retir/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/privacy.ts 'Vos droits'",
  },
  {
    q: "Si un patient rappelle pour déplacer son rendez-vous ou bien l'annuler, est ce qu'elle peut faire ça toute seule dans mon agenda ou il faut que ma secretaire le fasse?",
    expect: {
      all: [/agenda/],
      any: [/deplac/, /report/, /annul/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts FEATURES 'Prise de rendez-vous'",
  },
  {
    q: "Avant de faire affaire avec une compagnie je veux savoir qui est derrière. Sur quelle page de votre site je peux voir le nom de votre entreprise et votre adresse officielle?",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/legal-notice.ts 'Éditeur' and 'Coordonnées'; src/shared/i18n/slugs.ts (/legal-notice → /mentions-legales)",
  },
  {
    q: "La démonstration, est-ce que ça coûte quelque chose? Et si j'en fais une, est-ce que je suis obligé d'acheter après?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement/, /aucun engagement/, /n'engage/, /pas d'engagement/, /aucune obligation|pas oblige/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/services.ts DETAILS_CTA ('Une démo gratuite et sans engagement')",
  },
  {
    q: "Bon, j'ai rempli votre formulaire pour la démo tout à l'heure. Qu'est ce qui se passe maintenant? Quand est-ce que quelqu'un va me contacter?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/lead-dialogs.ts LEAD_DIALOGS.demo.successText; src/server/leads/wording/fr.ts demoConfirmation",
  },
  {
    q: "La démo, est-ce que ça se fait sur l'ordinateur avec une caméra? Je ne suis vraiment pas habile avec Zoom et ces affaires-là. On peut pas juste se parler au téléphone?",
    expect: {
      all: [/telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/server/leads/wording/fr.ts meeting.place (video: 'Lien de la visioconférence'; phone: 'Par téléphone : composez le…')",
  },
  {
    q: "Je n'ai pas envie d'une démonstration tout de suite. J'aimerais juste poser quelques questions à une vraie personne avant. Comment je fais?",
    expect: {
      all: [/joindre|contact|formulaire|courriel|ecri/],
      any: [/24 ?h|24 heures/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/lead-dialogs.ts LEAD_DIALOGS.contact; frame.ts FINAL_CTA.contact",
  },
  {
    q: "Honnêtement ma secrétaire répond a presque tous les appels, on en manque très peu. Est-ce que ça vaut quand même la peine pour moi?",
    expect: {
      any: [/cout/, /econom/, /automatis/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts CALCULATOR.congratulations",
  },
  {
    q: "Si j'entre mes chiffres dans votre calculateur, est-ce que vous les gardez? Et pour quoi faire?",
    expect: {
      all: [/conserv|gard|enregistr/],
      any: [/localisation|ville/, /demo/, /12 mois/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts 'Les renseignements que vous nous fournissez' (Calculateur de rendement) and 'Conservation'",
  },
  {
    q: "Vous ne connaitriez pas un bon notaire dans la région de Joliette? Je pense à vendre ma clinique d'ici quelques années.",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a notary recommendation, not about OptimAIte",
  },
];
