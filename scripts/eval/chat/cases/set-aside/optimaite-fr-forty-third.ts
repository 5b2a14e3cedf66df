// Set-aside cases for OptimAIte in Quebec French, written by a forty-third writer (an older family doctor wary of technology) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_THIRD: readonly ChatCase[] = [
  {
    q: "Bonjour, je suis medecin de famille depuis plus de trente ans dans une petite clinique privée a Saint-Jérôme. Mon petit-fils m'a envoyé le lien vers votre site mais je vous avoue que je ne comprends pas trop. Pouvez-vous m'expliquer simplement ce que c'est exactement, OptimAIte? Est-ce une sorte de robot qui repond au telephone? Merci de votre patience.",
    expect: {
      all: [/receptionn|repond/, /appel|telephon/],
      any: [/rendez-?vous|agenda|rappel|texto/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts HERO (eyebrow, lead); frame.ts FOOTER.tagline",
  },
  {
    q: "Est-ce que c'est sécuritaire? Ce qui me préoccupe ce sont les renseignements de mes patients, c'est confidentiel et je ne veux pas d'ennuis avec le Collège.",
    expect: {
      all: [/chiffr|crypt/],
      any: [/hipaa/, /lprpde/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/faq.ts 'OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?'; landing.ts TRUST_CARDS 'Conforme HIPAA et LPRPDE'",
  },
  {
    q: "Bonjour. Ma secrétaire travaille avec moi depuis 22 ans, c'est une perle. Est-ce que votre système remplace la secretaire? Je ne voudrais surtout pas la mettre a la porte.",
    expect: {
      all: [/equipe|secretaire|personnel/],
      any: [/courant|routin/, /sur place/, /consacr/, /transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/services.ts WHY_CHOOSE_US 'Des coûts de personnel réduits'; landing.ts BENEFITS_TEASER 'Transfère à votre équipe les appels urgents ou délicats'",
  },
  {
    q: "Supposons que je sois intéressé. Comment on commence, concretement? Je ne sais pas par quel bout prendre ça.",
    expect: {
      all: [/demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/frame.ts FINAL_CTA 'Réserver une démo gratuite'; services.ts HOW_IT_WORKS 'Appel découverte'",
  },
  {
    q: "Question importante pour un médecin : si un patient appelle avec un problème urgent, par exemple une douleur a la poitrine, qu'est ce que votre receptionniste va faire avec cet appel la?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /resume/, /regle/, /immediat/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/faq.ts 'Que se passe-t-il avec les appels urgents ou complexes?'",
  },
  {
    q: "Combien ça coûte par mois? Nous sommes une petite clinique, deux médecins et une infirmière, on n'a pas le budget d'un hôpital.",
    expect: {
      all: [/volume|integration/],
      any: [/demo/, /soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/faq.ts 'Combien ça coûte, et quel est le rendement?'",
  },
  {
    q: "Nous utilisons Omnimed pour les dossiers et les rendez vous (notre DME). Je ne le vois pas dans votre liste. Est-ce que ça peut fonctionner quand meme avec ça?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/integrations.ts CUSTOM_INTEGRATION ('Besoin d'une intégration sur mesure?'); faq.ts 'Avec quelles plateformes de réservation vous intégrez-vous?'",
  },
  {
    q: "Si je remplis votre formulaire pour la démonstration, où vont mes informations? Dans quel pays sont-elles gardées, et est-ce que vous les vendez a des compagnies? On reçoit tellement d'appels de vendeurs depuis quelques années...",
    expect: {
      all: [/suisse/, /vend/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/privacy.ts 'Hébergement et destinataires'",
  },
  {
    q: "Je ne suis pas très habile avec l'informatique. Si ça tombe en panne ou que quelque chose ne marche pas, qui est-ce que j'appelle?",
    expect: {
      any: [/ingenieur/, /soutien/, /accompagn/, /nous joindre/, /24 ?h|24 heures/, /suivons|ajust/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/integrations.ts CUSTOM_INTEGRATION 'Soutien dédié'; services.ts TIMELINE 'Jour 3'; lead-dialogs.ts LEAD_DIALOGS.contact",
  },
  {
    q: "J'ai essayé votre calculateur et il me dit que je récupérerais plusieurs milliers de dollars par mois. Est ce que c'est garanti? Ça me semble un peu beau pour être vrai.",
    expect: {
      all: [/estim/],
      any: [/promesse/, /(pas|aucun)[^.]{0,30}garanti/, /hypothese/, /30 jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/legal-notice.ts 'Responsabilité'; landing.ts CALCULATOR.note",
  },
  {
    q: "Bonsoir, j'ai réservé la démonstration pour jeudi mais j'ai un imprévu, je dois faire la tournée de mes patients au CHSLD. Comment est-ce que je fais pour changer la date? Je ne veux pas vous faire attendre pour rien.",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail|invitation|message/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/server/leads/wording/fr.ts meeting.manage and meeting.inviteDescription ('Pour déplacer ou annuler votre démo')",
  },
  {
    q: "Avez-vous des témoignages de vrais médecins ou de cliniques qui l'utilisent déjà? J'aime mieux entendre ça d'un collègue que d'un vendeur.",
    expect: {
      any: [/mitchell/, /carter/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/landing.ts TESTIMONIALS",
  },
  {
    q: "Combien de temps vous gardez mes informations apres la démo? Je n'aime pas que mes coordonnées trainent partout.",
    expect: {
      all: [/12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts 'Conservation' (demandes de démo supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Pendant que je vous ai, savez-vous quelle est la dose d'amoxicilline pour un enfant de 20 kg avec une otite? Mon CPS est resté au bureau.",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a clinical dosing question, not about OptimAIte",
  },
  {
    q: "Est ce qu'elle va répondre avec le nom de ma clinique? Et est-ce qu'elle va connaitre nos heures, nos services, ce genre de choses? Je ne veux pas que mes patients pensent qu'ils se sont trompés de numéro.",
    expect: {
      all: [/nom/],
      any: [/service/, /prix/, /politique/, /\bton\b/, /forme/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/faq.ts 'Peut-elle parler comme ma clinique?'; services.ts HOW_IT_WORKS 'Questionnaire'",
  },
];
