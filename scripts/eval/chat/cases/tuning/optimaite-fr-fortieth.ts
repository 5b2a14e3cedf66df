// Tuning cases for OptimAIte in Quebec French, written by a fortieth writer (a clinic group's compliance officer) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTIETH: readonly ChatCase[] = [
  {
    q: "Quand je remplis le formulaire de démo, vous recueillez quels renseignements exactement?",
    expect: {
      all: [/nom/, /courriel|e-?mail/],
      any: [/entreprise/, /secteur/, /message/, /connu/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr): Les renseignements que vous nous fournissez, demo and contact forms",
  },
  {
    q: "Le calculateur de rendement, est-ce qu'il garde les chiffres que j'entre dedans?",
    expect: {
      all: [/valeur|chiffre|saisi|estimation/],
      any: [/localisation|ville|pays/, /12 mois/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr): Les renseignements que vous nous fournissez, calculator values and estimate kept with an approximate location",
  },
  {
    q: "Si on accepte les « Statistiques », vous déposez quoi dans le navigateur au juste?",
    expect: {
      all: [/identifiant/],
      any: [/aleatoire/, /empreinte|hachage|hash/, /visite/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr): Statistiques, random identifier and short browser fingerprint with consent",
  },
  {
    q: "Et sans consentement, vous collectez quoi comme statistiques sur les visiteurs?",
    expect: { all: [/page/], any: [/provenance|referent|referr/, /navigateur/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Statistiques, page views (page, referring page, browser)",
  },
  {
    q: "Y a-t-il des traceurs publicitaires tiers sur votre site, genre pixel Facebook ou Google Ads?",
    expect: { all: [/aucun|pas de|n'utilis/], any: [/marketing/, /desactiv/, /tiers/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Témoins (cookies) et stockage local, marketing off by default, no third-party ad tracker",
  },
  {
    q: "Le choix de consentement aux témoins est gardé combien de temps avant que la bannière redemande?",
    expect: { all: [/(six|6) mois/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Témoins (cookies) et stockage local, choice kept six months",
  },
  {
    q: "comment je retire mon consentement aux cookies apres coup?",
    expect: { all: [/parametre/], any: [/bas de/, /pied de page/, /chaque page/], none: [I_DONT_KNOW.fr] },
    source:
      "privacy.ts (fr): Témoins (cookies) et stockage local, « Paramètres des témoins » link at the bottom of each page",
  },
  {
    q: "Est-ce que vous vendez ou louez les données qu'on vous transmet? Et qui y a accès chez vous?",
    expect: {
      all: [/equipe/],
      any: [
        /jamais[^.]{0,40}(vend|lou)/,
        /(vend|lou)\w*[^.]{0,40}jamais/,
        /ne (les )?(vendons|louons)/,
        /ni vendu|ni loue/,
        /ne sont (ni|pas) vendu/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts (fr): Hébergement et destinataires, never sold or rented; the team reads demo and contact requests",
  },
  {
    q: "Si j'ai une plainte sur le traitement des données, votre politique me dit de m'adresser à quelle autorité?",
    expect: {
      all: [/pfpdt|prepose federal/],
      any: [/autorite de controle/, /union europeenne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr): Vos droits, PFPDT or the EU supervisory authority",
  },
  {
    q: "Votre politique de confidentialité est basée sur quelles lois? Je m'attendais à voir la Loi 25.",
    expect: { all: [/lpd|rgpd|suisse|europe/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): intro (LPD suisse et RGPD européen)",
  },
  {
    q: "Pour les données de nos patients pendant les appels, quelles sont vos mesures de sécurité?",
    expect: { all: [/chiffr/], any: [/transit/, /repos/, /journal/, /acces/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts (fr): OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? (encrypted in transit and at rest, access logged)",
  },
  {
    q: "OptimAIte est conforme a quelles normes de protection des renseignements? on est au Quebec",
    expect: { all: [/lprpde|hipaa/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts (fr): TRUST_CARDS, Conforme HIPAA et LPRPDE",
  },
  {
    q: "Quels droits une personne a-t-elle sur ses données chez vous?",
    expect: {
      all: [/acce/, /supprim|effac/],
      any: [/corrig|rectif/, /export|portab/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts (fr): Vos droits, access, correct, export or delete",
  },
  {
    q: "À qui dois-je écrire pour faire une demande d'accès à nos renseignements?",
    expect: { all: [/@|courriel|e-?mail|ecri/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Vos droits, write to the privacy email",
  },
  {
    q: "La politique de confidentialite a ete mise a jour quand pour la derniere fois?",
    expect: { all: [/novembre 2026/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): updated, Dernière mise à jour : novembre 2026",
  },
  {
    q: "Qui est le responsable de la publication de votre site? Où je trouve l'éditeur?",
    expect: {
      any: [/responsable/, /mentions legales/, /editeur/],
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts (fr): Éditeur, Responsable de la publication",
  },
  {
    q: "Est-ce que je peux reprendre des bouts de texte de votre site dans notre documentation interne?",
    expect: { all: [/autoris/], any: [/droit d'auteur/, /ecrit/, /interdit/], none: [I_DONT_KNOW.fr] },
    source: "legal-notice.ts (fr): Propriété intellectuelle, no reproduction without written authorization",
  },
  {
    q: "Si on se crée un compte chez vous, est-ce que la session garde notre adresse IP?",
    expect: { all: [/famille|(ni|pas|aucune?|jamais)[^.]{0,40}adresse ip/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts (fr): Statistiques, an account's session keeps neither IP nor browser details, only its family",
  },
  {
    q: "Ça prend combien de temps implanter ça dans une clinique? Je dois planifier la formation du personnel.",
    expect: {
      any: [/3 jours|trois jours/, /(1|une) a (2|deux) semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts (fr): Combien de temps prend la mise en place? (1 to 2 weeks, launch in 3 days)",
  },
  {
    q: "Le questionnaire que vous nous faites remplir, il porte sur quoi pis c'est long?",
    expect: {
      all: [/10 min|dix min/],
      any: [/services/, /prix/, /heures/, /politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts (fr): HOW_IT_WORKS, Questionnaire (10 minutes on services, prices, opening hours and policies)",
  },
  {
    q: "Notre DME est pas dans votre liste d'intégrations. C'est possible quand même?",
    expect: { all: [/mesure|api|webhook/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts (fr): CUSTOM_INTEGRATION, custom connection by API and webhooks",
  },
  {
    q: "La démo est-elle payante? Et vous me revenez dans quel délai après la demande?",
    expect: { all: [/gratuit/, /24 ?h/], none: [I_DONT_KNOW.fr] },
    source: "lead-dialogs.ts (fr): demo, free demo, contact within 24 hours",
  },
  {
    q: "J'ai réservé une démo mais je dois la déplacer, comment je fais?",
    expect: { all: [/lien/], any: [/courriel|e-?mail|invitation|confirmation/], none: [I_DONT_KNOW.fr] },
    source: "wording/fr.ts: meeting.manage, Pour déplacer ou annuler votre démo : link",
  },
  {
    q: "Vous travaillez avec quels types de cliniques? Dans notre groupe on a des médispas et de la dermato.",
    expect: { all: [/medispa/, /dermato/], none: [I_DONT_KNOW.fr] },
    source: "services.ts (fr): SPECIALTIES, Dermatologie and Médispas",
  },
  {
    q: "En chirurgie plastique la discrétion est critique. L'IA s'occupe de quoi pour ces cliniques-là?",
    expect: { any: [/discret/, /pre-?op/, /post-?op/, /consultation/], none: [I_DONT_KNOW.fr] },
    source: "services.ts (fr): SPECIALTIES, Chirurgie plastique",
  },
  {
    q: "Est-ce que l'IA fait de la vente de traitements aux patients? Faut que je valide ça avec nos règles internes.",
    expect: { all: [/complementaire|forfait/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts (fr): FEATURES, Ventes complémentaires",
  },
  {
    q: "Les textos de confirmation envoyés aux patients contiennent quelles informations?",
    expect: { all: [/date/, /heure/, /adresse/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts (fr): FEATURES, Confirmations par texto (date, time and address)",
  },
  {
    q: "Pouvez-vous me recommander un avocat en droit de la vie privée à Montréal?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a lawyer recommendation",
  },
  {
    q: "Combien de cliniques utilisent OptimAIte présentement?",
    expect: { all: [/500/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts (fr): TRUST_CARDS, Plus de 500 cliniques nous font confiance",
  },
];
