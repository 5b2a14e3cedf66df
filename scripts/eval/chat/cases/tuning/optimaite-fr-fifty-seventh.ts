// Tuning cases for OptimAIte in Quebec French, written by a fifty-seventh writer (a clinic's IT consultant) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "Vos webhooks sont envoyes en temps reel ou par lots genre aux heures?",
    expect: {
      all: [/temps reel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION.items « Webhooks » (événements en temps réel)",
  },
  {
    q: "Est-ce qu'il y a un audit log? Je dois pouvoir dire au proprio qui a acces aux donnees des patients",
    expect: {
      any: [/journal|journaux|journalis/, /audit/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « conforme à la HIPAA et à la LPRPDE? » (accès journalisés) et services.ts WHY_CHOOSE_US « Conforme HIPAA et LPRPDE » (journaux d'audit)",
  },
  {
    q: "avec fresha si un patient annule direct dans fresha, est-ce que ca remonte de votre bord?",
    expect: {
      all: [/synchro/],
      any: [/annul/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Fresha.features « Synchronisation des annulations »",
  },
  {
    q: "On est sur Square Appointments avec des temps tampons entre les rdv. Votre systeme les respecte-tu quand il book?",
    expect: {
      all: [/tampon/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Square Appointments (règles de réservation, « Temps tampons »)",
  },
  {
    q: "Le client est sur Jane avec 3 succursales. Votre integration Jane gere plusieurs etablissements?",
    expect: {
      all: [/plusieurs (etablissements|succursales|cliniques|sites|emplacements)|multi.?(etablissement|site)/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Janeapp.features « Plusieurs établissements »",
  },
  {
    q: "Pour Mindbody, est-ce que l'IA verifie si le client a encore un forfait actif avant de reserver?",
    expect: {
      all: [/forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS Mindbody.features « Vérification des forfaits »",
  },
  {
    q: "Est-ce que vous revendez ou partagez les donnees avec des tiers?",
    expect: {
      all: [/vend|lou/],
      any: [/jamais/, /ne sont pas/, /aucun/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Les questions que je tape dans ce chat-la, elles sont loggees quelque part?",
    expect: {
      all: [/90 jours|90 j|quatre-vingt-dix/],
      any: [/pas (ete )?enregistr|ne sont pas/, /pas su repondre|sans reponse|pas pu repondre|n'a pas su/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Conservation » (questions non enregistrées sauf sans réponse, gardées 90 jours)",
  },
  {
    q: "Vous gardez les adresses IP des visiteurs? Pis la geoloc, ca passe par une API tierce genre MaxMind?",
    expect: {
      any: [/jamais (conserv|stock|gard)|n'est (jamais|pas) (conserv|stock|gard)|ne (la |les )?(conserv|stock|gard)/],
      all: [/hors ligne|aucun service tiers|sans (faire appel a )?(aucun )?service tiers|db-?ip/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts sections « Statistiques » (IP jamais conservée, base de données hors ligne, aucun service tiers) et legal-notice.ts « Crédits » (DB-IP)",
  },
  {
    q: "le consentement aux cookies est garde combien de temps avant que le bandeau revienne?",
    expect: {
      all: [/six mois|6 mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Témoins (cookies) et stockage local » (choix conservé six mois)",
  },
  {
    q: "Votre cookie de session, il est en httpOnly?",
    expect: {
      all: [/httponly/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts sections « Témoins (cookies) et stockage local » (témoin de session sécurisé httpOnly)",
  },
  {
    q: "Si la clinique veut exporter ou faire supprimer ses donnees chez vous, c'est quoi le delai de reponse?",
    expect: {
      all: [/30 jours|trente jours/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts sections « Vos droits » (accès, correction, export, suppression; réponse dans un délai de 30 jours)",
  },
  {
    q: "Realistement ca prend combien de temps avant d'etre en prod, pis ca demande combien de temps de notre equipe?",
    expect: {
      all: [/(3|trois) jours/],
      any: [/10 minutes/, /15 minutes/, /questionnaire/, /appel d'essai/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien de temps prend la mise en place? » (1 à 2 semaines, lancement en 3 jours, questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Une fois en service, vous faites du monitoring pour ajuster ou on est laisses a nous-memes?",
    expect: {
      any: [/premiere semaine|1re semaine/, /ajust/, /ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE Jour 3 (nous suivons et ajustons tout au long de la première semaine) et integrations.ts « Soutien dédié »",
  },
  {
    q: "Les appels urgents sont transferes comment a l'equipe? Est-ce qu'on recoit une trace de l'appel?",
    expect: {
      all: [/transf/, /resume/],
      any: [/texto|sms/, /courriel|e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (transférés avec un résumé par texto ou par courriel)",
  },
  {
    q: "Le texto de confirmation envoye au patient contient quelles infos?",
    expect: {
      all: [/date/, /heure/, /adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "Y a-tu un dashboard? Quelles metriques on peut voir?",
    expect: {
      all: [/appel/],
      any: [/revenu/, /rendez-vous|reservation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES « Statistiques » (volume d'appels, rendez-vous pris, revenus récupérés, un seul tableau de bord)",
  },
  {
    q: "ca repond la nuit pis les jours feries aussi ou faut prevoir un service de messagerie?",
    expect: {
      any: [/ferie/, /24 ?h|24 heures/, /nuit/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "Votre calculateur de ROI se base sur quelles hypotheses exactement?",
    expect: {
      all: [/30 jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts CALCULATOR.note (30 jours par mois et 95 % des clients perdus récupérés)",
  },
  {
    q: "Avec 20 appels/jour, 30% manques, 150$ par client et une receptionniste a 4000$ par mois, ca donne quel rendement?",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois, 17 955 $ récupérés plus 4 000 $)",
  },
  {
    q: "Je voudrais scoper une integration avec notre DME avec quelqu'un de chez vous. Je passe par ou et vous repondez en combien de temps?",
    expect: {
      all: [/24 (h|heures)/],
      any: [/joindre|contact|formulaire|message|demande/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact (intégrations sur mesure: réponse d'ici 24 heures)",
  },
  {
    q: "Quand on book une demo, est-ce qu'on recoit une invitation pour le calendrier? Pis si faut la decaler?",
    expect: {
      all: [/invitation|piece jointe/],
      any: [/deplac|annul|lien/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts meeting.lines.booked (invitation en pièce jointe) et meeting.manage (lien pour déplacer ou annuler)",
  },
  {
    q: "Etes-vous conformes a la LPRPDE? On est au Quebec",
    expect: {
      all: [/lprpde/],
      any: [/oui/, /conforme/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (Oui)",
  },
  {
    q: "Vous avez des pixels Facebook ou Google Ads sur le site?",
    expect: {
      all: [/traceur|publicit|pixel/],
      any: [/aucun/, /n'utilis/, /pas de/, /desactiv/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts sections « Témoins (cookies) et stockage local » (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "Question de licences: le site utilise quelles libs ou ressources tierces (icones, polices)?",
    expect: {
      any: [/lucide/, /\binter\b/, /db-?ip/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts sections « Crédits » (Lucide ISC, Inter SIL OFL, DB-IP CC BY 4.0)",
  },
  {
    q: "Pour une clinique dentaire avec 6 fauteuils, la planif tient compte de la dispo des fauteuils?",
    expect: {
      all: [/fauteuil/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Cliniques dentaires » (selon la disponibilité des fauteuils)",
  },
  {
    q: "Avez-vous des references de cliniques LASIK qui l'utilisent deja?",
    expect: {
      any: [/clearview/, /james carter/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (James Carter, directeur de clinique, ClearView LASIK)",
  },
  {
    q: "Vous traitez quel volume d'appels en ce moment? Je veux savoir si votre plateforme tient la charge",
    expect: {
      any: [amount(25000), amount(10000), /500/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS (25 000+ appels par mois, 10 000+ rendez-vous, 99 %) et TRUST_CARDS (500 cliniques)",
  },
  {
    q: "Tu pourrais me generer un script PowerShell pour migrer les boites courriel de la clinique vers M365?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: les scripts de migration de courriel ne sont pas sur le site",
  },
  {
    q: "Votre identifiant de visite pis le fingerprint du navigateur, ca hache quoi exactement?",
    expect: {
      any: [/agent utilisateur|user.?agent/, /fuseau/, /taille de l'ecran|ecran/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts sections « Statistiques » (hachage de l'agent utilisateur, de la langue, de la taille de l'écran et du fuseau horaire)",
  },
];
