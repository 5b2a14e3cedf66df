// Tuning cases for OptimAIte in Quebec French, written by a fifty-second writer (a visitor asking about the website itself) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_SECOND: readonly ChatCase[] = [
  {
    q: "est-ce que le site existe en anglais aussi? mon associé parle pas francais",
    expect: { all: [NAMES_LANGUAGE.en], none: [I_DONT_KNOW.fr] },
    source: "case-types.ts SITE_LANGUAGES (optimaite-en and optimaite-fr); slugs.ts (the /fr pages)",
  },
  {
    q: "c'est ou votre politique de confidentialite? je la trouve pas",
    expect: { any: [/confidentialite/], none: [I_DONT_KNOW.fr], link: "/fr/confidentialite" },
    source: "privacy.ts: title « Politique de confidentialité »; slugs.ts (/privacy → /fr/confidentialite)",
  },
  {
    q: "Votre politique de confidentialité a été mise à jour quand la dernière fois?",
    expect: { all: [/novembre 2026/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts: updated (« Dernière mise à jour : novembre 2026 »)",
  },
  {
    q: "gardez-vous mon adresse IP quand je navigue sur votre site?",
    expect: {
      all: [/jamais|pas (conserv|stock|gard|enregistr)|ne (la )?(conserv|stock|gard)/],
      any: [/memoire/, /localisation/, /ville/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Statistiques », paragraph 1 (IP never kept, used only in memory for an approximate location)",
  },
  {
    q: "si je clique oui aux statistiques dans la banniere, vous collectez quoi au juste?",
    expect: {
      all: [/visite/],
      any: [/identifiant/, /empreinte/, /hachage/, /type d'appareil|appareil/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Statistiques », paragraph 2 (random identifier for return visits, visit count, first visit date, device type, short browser fingerprint)",
  },
  {
    q: "Avez-vous des traceurs publicitaires sur le site, genre pixel Facebook ou Google Ads?",
    expect: {
      all: [/aucun|pas de|n'utilis|\bne \w+ (pas|aucun)/],
      any: [/tiers/, /publicitaire/, /marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Témoins (cookies) et stockage local », paragraph 3 (marketing off by default, no third-party advertising tracker)",
  },
  {
    q: "c quoi les temoins essentiels qu'on peut pas desactiver?",
    expect: {
      all: [/session/],
      any: [/choix/, /preference/, /consentement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Témoins (cookies) et stockage local », paragraph 1 (the cookie choice and a secure session cookie)",
  },
  {
    q: "les infos que je mets dans le formulaire de demo, vous les gardez combien de temps?",
    expect: { all: [/12 mois|douze mois|\b(1|un) an\b/], none: [I_DONT_KNOW.fr] },
    source:
      "privacy.ts: section « Conservation », paragraph 1 (demo and contact requests deleted at the latest 12 months after collection)",
  },
  {
    q: "vous vendez tu mes infos a d'autres compagnies?",
    expect: {
      all: [/vend|lou/],
      any: [/jamais/, /ne (sont|seront) pas/, /aucun/, /\bni\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: section « Hébergement et destinataires » (never sold nor rented)",
  },
  {
    q: "Si je ne suis pas satisfait de la façon dont vous traitez mes données, je peux porter plainte auprès de qui?",
    expect: {
      any: [/pfpdt/, /prepose federal/, /autorite de controle/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: section « Vos droits », paragraph 3 (PFPDT or, in the EU, one's supervisory authority)",
  },
  {
    q: "comment je peux vous contacter si j'ai une question qui est pas sur la demo?",
    expect: {
      all: [/joindre|formulaire|contact/],
      any: [/24 ?h/, /courriel/, /mentions legales/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts: LEAD_DIALOGS.contact (« Nous joindre », answer within 24 hours); frame.ts FINAL_CTA.contact",
  },
  {
    q: "avez vous un numero de telephone pour vous appeler directement",
    expect: {
      any: [/mentions legales/, /\+?\d[\d .()-]{7,}\d/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts: section « Coordonnées » (Téléphone : {phone})",
  },
  {
    q: "je peux tu copier des bouts de texte de votre site pour une presentation a mon equipe?",
    expect: {
      all: [/autoris/],
      any: [/ecrit/, /droit d'auteur/, /interdit/, /protege/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "legal-notice.ts: section « Propriété intellectuelle » (copyright; no reproduction without written permission)",
  },
  {
    q: "Par curiosité, c'est quoi la police de caractères et les icônes que vous utilisez sur le site?",
    expect: { all: [/\binter\b/], any: [/lucide/], none: [I_DONT_KNOW.fr] },
    source: "legal-notice.ts: section « Crédits », paragraph 2 (Lucide icons, Inter font)",
  },
  {
    q: "quand j'utilise le calculateur de rendement, est-ce que vous enregistrez les chiffres que je rentre?",
    expect: {
      all: [/conserv|enregistr|gard|sauvegard/],
      any: [/demo/, /12 mois|douze mois/, /localisation|ville/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Les renseignements que vous nous fournissez », paragraph 2 (values and estimate kept to bring them to the demo); section « Conservation » (12 months)",
  },
  {
    q: "le formulaire pour reserver une demo demande quoi comme informations?",
    expect: {
      all: [/\bnom\b/, /courriel|e-?mail/],
      any: [/entreprise/, /secteur/, /message/, /connu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Les renseignements que vous nous fournissez », paragraph 1 (name, email, company, sector, message, how you heard of us)",
  },
  {
    q: "jai booké une demo pour jeudi mais finalement je peux pas, comment je fais pour la deplacer?",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail/, /invitation/, /confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts: meeting.manage and inviteDescription (« Pour déplacer ou annuler votre démo : » link)",
  },
  {
    q: "La démo, c'est par visioconférence ou au téléphone?",
    expect: { all: [/visio|video/, /telephone/], none: [I_DONT_KNOW.fr] },
    source: "wording/fr.ts: meeting.place (video link or phone number)",
  },
  {
    q: "la demo c'est gratis ou ca coute quelque chose?",
    expect: { all: [/gratuit/], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts: HERO.primaryCta « Réserver une démo gratuite »; services.ts DETAILS_CTA (gratuite et sans engagement)",
  },
  {
    q: "y'a des temoignages de clients sur le site? c'est qui?",
    expect: {
      any: [/mitchell/, /carter/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: TESTIMONIALS (Dre Sarah Mitchell, Mitchell Aesthetics; James Carter, ClearView LASIK)",
  },
  {
    q: "si jecris mon courriel ou mon numero de tel dans le chat, ca reste dans vos affaires?",
    expect: {
      all: [/masqu|caviard|anonymis|retir|efface/],
      any: [/\b90\b/, /pas (enregistr|conserv)/, /ne sont pas/, /sauf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: section « Conservation », paragraph 2 (unanswered questions kept 90 days, emails and phone numbers masked)",
  },
  {
    q: "ca envoie des textos aux patients ou juste des appels?",
    expect: {
      all: [/texto|sms/],
      any: [/confirm/, /rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Confirmations par texto » and « Rappels intelligents »",
  },
  {
    q: "Si un patient appelle pour une urgence, qu'est-ce que l'IA fait?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /resume/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: « Que se passe-t-il avec les appels urgents ou complexes? » (transferred to your team with a summary by text or email)",
  },
  {
    q: "on utilise un DME fait maison qui est pas dans votre liste d'integrations, c'est possible pareil?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: CUSTOM_INTEGRATION (API, webhooks, dedicated support); faq.ts « Intégrations »",
  },
  {
    q: "Est-ce conforme à la LPRPDE? On est une clinique au Québec",
    expect: {
      all: [/oui|conforme/],
      any: [/chiffr/, /baa/, /journal/, /acces/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; landing.ts TRUST_CARDS « Conforme HIPAA et LPRPDE »",
  },
  {
    q: "dans la FAQ y'a un exemple avec 20 appels par jour pis 30% d'appels manqués, ca donne quoi comme rendement?",
    expect: { all: [amount(21955)], any: [amount(17955), amount(4000)], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts: « Combien ça coûte, et quel est le rendement? » (about 21 955 $ a month: 17 955 $ recovered plus 4 000 $ saved)",
  },
  {
    q: "sur quelle page je peux voir toutes les specialites que vous couvrez?",
    expect: { any: [/services/, /details/], none: [I_DONT_KNOW.fr], link: "/fr/details" },
    source: "frame.ts: OPTIMAITE_NAV (« Services » → /details); services.ts SPECIALTIES (/fr/details)",
  },
  {
    q: "votre politique de confidentialite se base sur quelles lois? la loi 25?",
    expect: { any: [/\blpd\b/, /rgpd/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts: intro (Swiss FADP « LPD suisse » and GDPR « RGPD européen »)",
  },
  {
    q: "peux-tu m'aider a remplir ma declaration d'impot cette annee?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (personal taxes): a refusal that names what the assistant helps with",
  },
];
