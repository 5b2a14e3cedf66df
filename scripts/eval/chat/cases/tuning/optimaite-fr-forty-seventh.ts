// Tuning cases for OptimAIte in Quebec French, written by a forty-seventh writer (a plastic surgery clinic's patient coordinator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "Est-ce que ca repond les soirs pis les fins de semaine? Beaucoup de nos patientes appellent le dimanche soir pour s'informer",
    expect: {
      all: [/24/],
      any: [/fins? de semaine/, /nuit/, /feri/, /premiere sonnerie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Si une patiente veut deplacer sa consultation, l'IA peut s'en occuper toute seule ou ca passe par nous?",
    expect: {
      all: [/deplac|report/],
      any: [/agenda/, /annul/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Prise de rendez-vous »",
  },
  {
    q: "On a bcp de no-shows pour les consultations, surtout les gratuites. Vos rappels aident-tu vraiment?",
    expect: {
      all: [/rappel/],
      any: [/absence/, /moitie/, /automatique/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS « James Carter »",
  },
  {
    q: "Quand une patiente annule sa chirurgie a la derniere minute, est-ce que l'IA peut combler la plage avec quelqu'un d'autre?",
    expect: {
      all: [/liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts BEYOND_BASICS « Optimisation des revenus »; fr/landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Est-ce qu'elle peut proposer d'autres traitements pendant l'appel? genre du botox ou un soin de peau apres une consult pour une blépharoplastie",
    expect: {
      all: [/complementaire|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "Le Dr va vouloir des rapports. On peut voir combien d'appels sont rentrés pis combien ca a rapporté?",
    expect: {
      all: [/tableau de bord|statistique/],
      any: [/volume/, /revenus/, /rendez-vous/, /taux de reservation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES « Statistiques »; fr/services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "C'est quoi la toute premiere etape si on decide d'aller de l'avant avec vous?",
    expect: {
      all: [/15 minutes|quinze minutes/],
      any: [/decouverte/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts HOW_IT_WORKS « Appel découverte »",
  },
  {
    q: "Le questionnaire pour configurer l'IA, c'est long a remplir? j'ai pas ben ben de temps entre les consults",
    expect: {
      all: [/10 minutes|dix minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "Apres le lancement, vous nous laissez a nous-memes ou vous faites des ajustements?",
    expect: {
      all: [/ajust|suiv|accompagn/],
      any: [/premiere semaine/, /ingenieur/, /semaine/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts TIMELINE « Jour 3 »; fr/integrations.ts CUSTOM_INTEGRATION « Soutien dédié »",
  },
  {
    q: "Votre calculateur de rendement, il faut entrer quoi comme donnees?",
    expect: {
      all: [/appel/, /revenu|cout/],
      any: [/taux/, /par jour/, /receptionniste/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts CALCULATOR inputs",
  },
  {
    q: "Le calcul du ROI est basé sur quelles hypotheses? je veux pas presenter des chiffres gonflés au Dr",
    expect: {
      all: [/30 jours|trente jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts CALCULATOR note; fr/legal-notice.ts « Responsabilité »",
  },
  {
    q: "Dans votre exemple avec 20 appels par jour pis 30% de manqués, ca donne combien par mois comme rendement?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Comment je change mes préférences de témoins apres coup? J'ai tout accepté trop vite",
    expect: {
      all: [/parametres des (temoins|cookies)/],
      any: [/bas de/, /chaque page/, /pied/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Les questions que je vous pose ici dans le chat, elles sont enregistrées quelque part?",
    expect: {
      any: [/90 jours/, /sauf/, /ne sont pas (enregistr|conserv)/, /pas su repondre/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Conservation » (Assistant)",
  },
  {
    q: "Je veux faire effacer toutes mes données chez vous. Vous repondez dans quel délai?",
    expect: {
      all: [/30 jours|trente jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Vos droits »",
  },
  {
    q: "Vous revendez mes infos a des tiers? genre pour du marketing",
    expect: {
      all: [/vend/],
      any: [/jamais/, /ne sont pas/, /aucun/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "Si j'ai une plainte sur la facon dont vous traitez mes donnees, je m'adresse a qui?",
    expect: {
      any: [/pfpdt/, /prepose federal/, /autorite de controle/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Vos droits »",
  },
  {
    q: "Est-ce qu'il y a des pixels Facebook ou des traceurs publicitaires sur votre site?",
    expect: {
      all: [/traceur|publicit/],
      any: [/aucun/, /n'utilis/, /pas de/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts « Témoins (cookies) et stockage local » (Marketing)",
  },
  {
    q: "On a quelques patientes americaines aussi. Vous signez des BAA?",
    expect: {
      all: [/baa|business associate/],
      any: [/oui/, /sign/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Vous etes compatibles avec quels logiciels de prise de rdv?",
    expect: {
      all: [/fresha|vagaro|mindbody|square/, /calendly|google/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; fr/integrations.ts",
  },
  {
    q: "On a pas vraiment de logiciel de reservation, juste un Google Calendar partagé entre les filles a la reception. Ca marche quand meme?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /agenda/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts INTEGRATIONS « Google Calendar »",
  },
  {
    q: "Pour une integration sur mesure, qui s'en occupe? On a pas de departement TI a la clinique",
    expect: {
      all: [/ingenieur|notre equipe/],
      any: [/accompagn/, /entret/, /cree/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts CUSTOM_INTEGRATION « Soutien dédié »",
  },
  {
    q: "J'ai booké une démo mais le Dr a une chirurgie qui a été déplacée, comment je fais pour changer l'heure?",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail|invitation/, /deplac/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.manage, meeting.inviteDescription",
  },
  {
    q: "La démo, ca se fait en visio ou par telephone?",
    expect: {
      all: [/visio|video/, /telephon/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.place (video, phone)",
  },
  {
    q: "La démo est-tu gratuite? Pis est-ce que ca nous engage a quelque chose?",
    expect: {
      all: [/gratuit/, /engag/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts DETAILS_CTA",
  },
  {
    q: "On a aussi un volet medispa avec des abonnements de soins. L'IA peut vendre ca en plus de prendre les rdv?",
    expect: {
      all: [/abonnement|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Pouvez-vous m'écrire une publication Instagram pour promouvoir nos augmentations mammaires du mois?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
