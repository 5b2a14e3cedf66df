// Tuning cases for OptimAIte in Quebec French, written by a thirty-first writer (a privacy-minded visitor) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, NAMES_LANGUAGE } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_FIRST: readonly ChatCase[] = [
  {
    q: "Les cookies de statistiques sont-tu activés d'office quand j'arrive sur le site?",
    expect: {
      any: [
        /desactiv/,
        /tant que vous n'y (avez )?consen/,
        /sans (votre )?consentement/,
        /pas (actives?|activees?) (par defaut|d'office)/,
        /avec votre consentement/,
        /facultati/,
      ],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Statistiques : désactivées tant que vous n'y consentez pas)",
  },
  {
    q: "Avez-vous des pixels pub genre Facebook ou Google Ads sur vos pages?",
    expect: {
      all: [
        /aucun (traceur|pixel|outil|service)|pas de (traceurs?|pixels?)|n'utilis\w* (aucun|pas)|ni traceur|aucune publicite/,
      ],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (« nous n'utilisons aucun traceur publicitaire tiers »)",
  },
  {
    q: "mon choix pour les témoins, vous le retenez combien de temps avant de me reposer la question?",
    expect: { all: [/six mois|6 mois/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (« Votre choix est conservé six mois »)",
  },
  {
    q: "Dans vos stats de fréquentation, vous comptez quoi au juste?",
    expect: { all: [/pages? vues?|pages? visitee/], any: [/provenance|referent/, /navigateur/] },
    source: "privacy.ts « Statistiques » (la page, la page de provenance, le navigateur)",
  },
  {
    q: "Si je dis non aux statistiques, votre identifiant de visite est-il envoyé pareil?",
    expect: {
      all: [/rien|n'est (pas )?envoye|ne sont pas envoye|aucun (identifiant|de ces)|pas envoye|\bnon\b/],
      none: [/oui, (il|l'identifiant) est (quand meme )?envoye/],
    },
    source: "privacy.ts « Statistiques » (« Sans ce consentement, rien de tout cela n'est envoyé »)",
  },
  {
    q: "Avec le Global Privacy Control d'activé, qu'est-ce qui vous reste sur moi?",
    expect: { all: [/famille/, /appareil/], any: [/navigateur/, /firefox/] },
    source: "privacy.ts « Statistiques » (GPC : la famille du navigateur et le type d'appareil)",
  },
  {
    q: "Savez-vous où je me trouve en ce moment quand je navigue ici?",
    expect: { all: [/approximati|ville|pays/], any: [/\bip\b/, /hors ligne/, /base de donnees/] },
    source: "privacy.ts « Statistiques » (localisation approximative, ville et pays, déduite de l'IP en mémoire)",
  },
  {
    q: "votre hash de navigateur, quelqu'un pourrait s'en servir pour retrouver mes infos?",
    expect: {
      all: [
        /ne permet pas|impossible|pas possible|irreversible|ne peu(t|vent) pas|aucun moyen|pas moyen|ne pourrait pas/,
      ],
    },
    source: "privacy.ts « Statistiques » (« un hachage… qui ne permet pas de retrouver ces valeurs »)",
  },
  {
    q: "Où je peux lire votre politique de confidentialité au complet?",
    expect: { link: "/fr/confidentialite" },
    source: "slugs.ts (optimaite fr : /privacy → /confidentialite); privacy.ts « Politique de confidentialité »",
  },
  {
    q: "Ça marche pour une clinique dentaire aussi, ou c'est juste pour l'esthétique?",
    expect: { all: [/dent/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »; landing.ts TRUST_CARDS (dentisterie)",
  },
  {
    q: "Ma demande de démo, vous la gardez dans vos dossiers combien de temps?",
    expect: { all: [/12 mois|douze mois|un an|1 an/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Si j'écris mon numéro de cell dans une question au chat, il reste là?",
    expect: { all: [/masqu/] },
    source: "privacy.ts « Conservation » (les adresses courriel et numéros de téléphone sont masqués)",
  },
  {
    q: "Vous revendez mes données à des partenaires ou des annonceurs?",
    expect: { all: [/jamais|ne (les )?(vendons|louons) pas|pas vendues|ni vendues|aucune vente/] },
    source: "privacy.ts « Hébergement et destinataires » (« Elles ne sont jamais vendues ni louées »)",
  },
  {
    q: "Qui chez vous lit ce que j'envoie dans le formulaire pour vous joindre?",
    expect: { all: [/equipe/] },
    source: "privacy.ts « Hébergement et destinataires » (« Notre équipe lit les demandes de démo et de contact »)",
  },
  {
    q: "votre site suit quelles lois sur la protection des renseignements?",
    expect: { all: [/\blpd\b|loi (federale )?sur la protection des donnees/, /rgpd|gdpr|reglement general/] },
    source: "privacy.ts intro (« LPD suisse et RGPD européen »)",
  },
  {
    q: "Notre clinique a un système de dossiers maison, pas dans votre liste. Vous pouvez quand même le brancher?",
    expect: { all: [/sur mesure|api|webhook/], any: [/oui/, /ingenieur/, /equipe/] },
    source: "integrations.ts CUSTOM_INTEGRATION (API REST, webhooks, soutien dédié)",
  },
  {
    q: "J'habite en France. Pour une plainte sur mes données, je m'adresse à qui?",
    expect: { all: [/autorite/], any: [/controle/, /cnil/, /union europeenne/] },
    source: "privacy.ts « Vos droits » (« dans l'Union européenne, à votre autorité de contrôle »)",
  },
  {
    q: "La géolocalisation par IP de votre site, elle vient de quelle base de données?",
    expect: { all: [/db-?ip/], any: [/city lite/, /creative commons/, /cc by/, /hors ligne/] },
    source: "legal-notice.ts « Crédits » (IP Geolocation by DB-IP, « IP to City Lite », CC BY 4.0)",
  },
  {
    q: "J'aimerais copier quelques-uns de vos textes pour le site de notre clinique, c'est correct?",
    expect: { all: [/droit d'auteur|autorisation/] },
    source: "legal-notice.ts « Propriété intellectuelle »",
  },
  {
    q: "Le montant que donne votre calculateur, c'est garanti?",
    expect: {
      all: [/estimation|pas (une )?promesse|ne constitue\w* pas|aucune garantie|pas garanti|n'est pas garanti/],
      none: [/oui, c'est garanti/],
    },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "y a-tu une version en espagnol du site?",
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.en] },
    source: "src/shared/i18n/locales.ts SITE_LOCALES.optimaite (en, fr)",
  },
  {
    q: "Votre affaire, ça coûte combien par mois?",
    expect: { all: [/volume/], any: [/demo/, /soumission/, /integration/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Ça fonctionne avec Jane? C'est ce qu'on utilise à la clinique.",
    expect: { all: [/jane/], any: [/oui/, /s'integre/, /integration/, /compatible/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts « Janeapp »",
  },
  {
    q: "Un patient appelle en panique pour une complication, votre robot fait quoi?",
    expect: { all: [/transf/], any: [/equipe/, /personnel/, /resume/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "est-ce qu'elle s'occupe de rappeler aux patients leur rendez-vous?",
    expect: { all: [/rappel/], any: [/texto|sms/, /absence/, /automatique/] },
    source: "landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Peut-elle proposer d'autres soins aux patients pendant l'appel, genre vendre plus?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Comme gestionnaire, je vois quoi comme rapports?",
    expect: { all: [/revenus? recupere/], any: [/volume/, /rendez-vous/, /reservation/, /tableau de bord/] },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "J'ai rempli la demande de démo. On me recontacte quand?",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/] },
    source: "lead-dialogs.ts demo.successText; wording/fr.ts demoConfirmation (« d'ici 24 heures »)",
  },
  {
    q: "Avez-vous des témoignages de vraies cliniques qui l'utilisent?",
    expect: { any: [/mitchell/, /carter/, /clearview/] },
    source: "landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "Avec 20 appels par jour, 30 % qu'on manque, 150 $ par client pis une réceptionniste à 4000 $, ça me rapporterait combien par mois?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
];
