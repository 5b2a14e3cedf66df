// Thirty tuning questions for the Quebec-French OptimAIte site, written by a sixth writer who never saw the
// assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr/), the demo
// emails' wording (src/server/leads/wording/fr.ts) and the French slugs. Written after the set-aside fifteen.
import type { ChatCase } from "../../case-types";

export const TUNING_OPTIMAITE_FR_SIXTH: readonly ChatCase[] = [
  {
    q: "On utilise Vagaro au spa, est-ce que ca sync dans les deux sens?",
    expect: { all: [/vagaro/], any: [/bidirectionn/, /deux sens/, /synchronis/] },
    source: "integrations.ts INTEGRATIONS Vagaro (synchronisation bidirectionnelle de l'agenda)",
  },
  {
    q: "on a un dossier medical electronique maison que personne connait, vous pouvez vous brancher dessus?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/], link: "/fr/integrations" },
    source: "integrations.ts CUSTOM_INTEGRATION (DME, API REST, webhooks)",
  },
  {
    q: "Pas de logiciel de rdv chez nous, juste un google calendar. Ça marche-tu pareil?",
    expect: { all: [/google/], any: [/oui/, /directement/, /agenda/] },
    source: "integrations.ts INTEGRATIONS Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "avec square appointments, vous respectez le battement qu'on laisse entre deux clients?",
    expect: { any: [/tampon/, /temps entre/, /battement/, /buffer/, /regles de reservation/] },
    source: "integrations.ts INTEGRATIONS Square Appointments (temps tampons, règles de réservation)",
  },
  {
    q: "On a trois succursales sur Mindbody, ça gère ça?",
    expect: {
      all: [/mindbody/],
      any: [/plusieurs etablissements/, /multi-?etablissements/, /tous vos etablissements/, /succursales/],
    },
    source: "integrations.ts INTEGRATIONS Mindbody (agendas multiétablissements)",
  },
  {
    q: "Avec Calendly, si le patient est dans une autre province, l'heure est tu ajustee?",
    expect: { all: [/fuseau/] },
    source: "integrations.ts INTEGRATIONS Calendly (gestion des fuseaux horaires)",
  },
  {
    q: "C'est quoi les etapes concretement pour partir avec vous?",
    expect: { all: [/questionnaire/], any: [/decouverte/, /essai/, /formation/, /connexion/] },
    source: "services.ts HOW_IT_WORKS (appel découverte, questionnaire, connexion, formation, appel d'essai)",
  },
  {
    q: "le formulaire a remplir pour la configuration, c'est long?",
    expect: { all: [/10 minutes|dix minutes/] },
    source: "services.ts HOW_IT_WORKS Questionnaire (10 minutes)",
  },
  {
    q: "ma secretaire va pouvoir tester avant qu'on parte live?",
    expect: { any: [/appel d'essai/, /15 minutes/, /quinze minutes/] },
    source: "services.ts HOW_IT_WORKS Appel d'essai (15 minutes avec votre équipe)",
  },
  {
    q: "ca repond avec le nom de ma clinique ou genre « bonjour ici OptimAIte »?",
    expect: { any: [/au nom de (votre|la) clinique/, /nom de votre clinique/, /votre ton/] },
    source: "faq.ts Fonctionnalités (accueille les appelants au nom de votre clinique)",
  },
  {
    q: "les no-shows c'est notre gros probleme, ça aide-tu pour ça?",
    expect: {
      all: [/rappel/],
      any: [/absence/, /annulation/, /derniere minute/, /liste d'attente/, /moitie/],
    },
    source: "landing.ts FEATURES Rappels intelligents; TESTIMONIALS James Carter",
  },
  {
    q: "Est-ce que je vais avoir des rapports sur les appels pris pis l'argent que ça ramene?",
    expect: {
      all: [/revenus?|rendez-vous|volume d'appels|taux de reservation/],
      any: [/tableau de bord/, /statistiques/, /rapport/],
    },
    source: "landing.ts FEATURES Statistiques; services.ts BEYOND_BASICS Statistiques de la clinique",
  },
  {
    q: "ça peut-tu offrir d'autres soins au patient au telephone, genre de l'upsell?",
    expect: { any: [/complementaire/, /forfait/] },
    source: "landing.ts FEATURES Ventes complémentaires",
  },
  {
    q: "combien de cliniques utilisent ça au juste?",
    expect: { any: [/500/, /cinq cents/] },
    source: "landing.ts TRUST_CARDS Plus de 500 cliniques",
  },
  {
    q: "etes-vous conformes a la loi federale canadienne sur les renseignements perso?",
    expect: { any: [/lprpde/, /pipeda/] },
    source: "faq.ts Conformité (HIPAA et LPRPDE)",
  },
  {
    q: "J'ai aussi une clinique au Vermont, vous signez les ententes pour la HIPAA?",
    expect: { all: [/baa|business associate|ententes?/], any: [/oui/, /signons/, /signees/] },
    source: "faq.ts Conformité (ententes BAA avec les cliniques américaines)",
  },
  {
    q: "Le chat ici, il garde-tu les questions que je lui pose?",
    expect: { any: [/90 jours/, /quatre-vingt-dix jours/, /pas enregistre/] },
    source: "privacy.ts Conservation (Assistant : pas enregistrées sauf sans réponse, 90 jours)",
  },
  {
    q: "vous mettez des cookies de pub sur votre site?",
    expect: {
      any: [
        /aucun traceur/,
        /aucun (cookie|temoin)s? publicitaire/,
        /pas de (traceur|cookie|temoin)/,
        /desactive par defaut/,
      ],
    },
    source: "privacy.ts Témoins (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "comment je change mon choix de temoins apres coup?",
    expect: { any: [/parametres des temoins/, /bas de (chaque|la|toutes les) page/, /en tout temps/] },
    source: "privacy.ts Témoins (lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "votre banniere de cookies, elle va me le redemander dans combien de temps?",
    expect: { any: [/six mois/, /6 mois/] },
    source: "privacy.ts Témoins (choix conservé six mois)",
  },
  {
    q: "Vous stockez mon adresse IP quand je visite le site?",
    expect: { any: [/jamais conservee/, /n'est (jamais|pas) conserv/, /pas conserv/, /ne (la )?conserv/] },
    source: "privacy.ts Statistiques (votre adresse IP n'est jamais conservée)",
  },
  {
    q: "j'ai le GPC d'activé dans mon navigateur, ça change quoi pour vous?",
    expect: { any: [/refus/, /famille/, /type d'appareil/] },
    source: "privacy.ts Statistiques (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Je veux porter plainte sur l'utilisation de mes donnees, a qui je m'adresse?",
    expect: { any: [/pfpdt/, /prepose federal/, /autorite de controle/], link: "/fr/confidentialite" },
    source: "privacy.ts Vos droits (PFPDT ou autorité de contrôle)",
  },
  {
    q: "les chiffres de votre calculateur, c'est-tu garanti?",
    expect: { any: [/estimation/, /pas une promesse/, /ne constituent pas/, /hypotheses/, /pas garanti/] },
    source: "legal-notice.ts Responsabilité (estimations, pas une promesse de résultats)",
  },
  {
    q: "le calcul du ROI y se base sur combien de jours par mois?",
    expect: { all: [/30 jours|trente jours/] },
    source: "landing.ts CALCULATOR note (30 jours par mois)",
  },
  {
    q: "dans votre calculateur vous supposez que vous rattrapez quel pourcentage des clients perdus?",
    expect: { all: [/95/] },
    source: "landing.ts CALCULATOR note (95 % des clients perdus récupérés)",
  },
  {
    q: "j'ai envoye le form de contact hier, vous repondez en combien de temps d'habitude?",
    expect: { any: [/24 heures/, /24 ?h\b/, /vingt-quatre heures/] },
    source: "lead-dialogs.ts LEAD_DIALOGS contact (réponse d'ici 24 heures)",
  },
  {
    q: "la démo, faut-tu payer pour ça?",
    expect: { any: [/gratuit/, /sans frais/, /sans engagement/] },
    source: "frame.ts FINAL_CTA; services.ts DETAILS_CTA (démo gratuite et sans engagement)",
  },
  {
    q: "Qu'est-ce que vous allez me demander comme infos pour booker la demo?",
    expect: { all: [/courriel|e-?mail/], any: [/entreprise/, /secteur/, /connus/, /clinique/] },
    source: "privacy.ts Les renseignements que vous nous fournissez (nom, courriel, entreprise, secteur…)",
  },
  {
    q: "Sur 100 appels, vous en repondez combien pour vrai?",
    expect: { all: [/99/] },
    source: "landing.ts COUNTERS (99 % taux de réponse)",
  },
];
