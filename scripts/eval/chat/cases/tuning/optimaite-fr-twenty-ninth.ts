// Tuning cases for OptimAIte in Quebec French, written by a twenty-ninth writer (a medspa owner thinking about sales) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
// Three questions, asked word for word by earlier writers, were left out.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_NINTH: readonly ChatCase[] = [
  {
    q: "Je suis sur Square, est-ce que ça respecte mon temps entre deux clientes pour le cleanup de la salle?",
    expect: { all: [/square/, /tampon|buffer|entre (deux|les) rendez-vous/] },
    source: "integrations.ts « Square Appointments » (Temps tampons)",
  },
  {
    q: "On vient de switcher sur Fresha, vous êtes compatibles avec ça?",
    expect: { all: [/fresha/], any: [/oui|integr|compatible|connect/] },
    source: "integrations.ts « Fresha »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Mettons 20 calls par jour, j'en manque 30 %, 150 $ par cliente pis une réceptionniste à 4000 $, ça me donne quoi comme retour?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "Si le calculateur me dit que je vais faire 20k de plus par mois, c'est garanti ça?",
    expect: {
      all: [/estimation|estime|hypothese|pas (une )?promesse|aucune garantie|pas garanti|ne (constitue|sont|est) pas/],
    },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "J'ai-tu un dashboard pour voir combien de cash l'IA m'a ramené?",
    expect: {
      all: [/tableau de bord|dashboard|statistique/],
      any: [/revenus? recupere|rendez-vous pris|volume d.appels|taux de reservation/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Après le lancement, si la connexion avec mon logiciel brise, qui m'aide?",
    expect: { all: [/ingenieur|soutien|entretien|entretient|notre equipe|l.equipe (d.)?optimaite|premiere semaine/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Soutien dédié »; services.ts TIMELINE « Jour 3 »",
  },
  {
    q: "Vos cookies marketing, ça va me suivre avec des pubs sur Facebook après?",
    expect: { all: [/aucun traceur|traceurs? publicitaires?|desactive|pas de traceur/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Marketing désactivé par défaut, aucun traceur publicitaire tiers)",
  },
  {
    q: "J'ai vu un témoignage d'une chirurgienne sur votre site, c'était quoi son résultat?",
    expect: { all: [/deux semaines|2 semaines|tiers|plein/] },
    source: "landing.ts TESTIMONIALS « Dre Sarah Mitchell »",
  },
  {
    q: "Mes infos, vous les hébergez où? Aux States?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (hébergées en Suisse)",
  },
  {
    q: "Où je peux voir le nom de votre compagnie pis qui est responsable du site?",
    expect: { link: "/fr/mentions-legales" },
    source: "legal-notice.ts « Éditeur » (/fr/mentions-legales)",
  },
  {
    q: "Au total, vous traitez combien d'appels par mois?",
    expect: { all: [amount(25000)] },
    source: "landing.ts COUNTERS « appels traités chaque mois » (25 000+)",
  },
  {
    q: "Quand une cliente book un facial, l'IA peut-tu lui proposer d'ajouter un peeling ou un package?",
    expect: { all: [/complementaire|forfait|upsell|package/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Votre site existe-tu en anglais? Mon associée est anglo",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "langues du site (français et anglais)",
  },
  {
    q: "Elle va-tu répondre avec le nom de mon spa pis connaître mes prix de botox?",
    expect: { all: [/prix|tarif/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Le dimanche soir à 22 h, y a-tu quelqu'un qui répond?",
    expect: { all: [/24 ?h|24 ?\/ ?7|jour et nuit|la nuit|fin de semaine|en tout temps/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "La cliente reçoit-tu un texto quand elle book?",
    expect: { all: [/texto|sms|message texte/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "J'ai rempli le formulaire de démo, vous me revenez dans combien de temps?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts demo « nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "J'ai booké ma démo mais j'ai un conflit d'horaire, comment je la change?",
    expect: { all: [/lien|courriel|e-?mail|invitation/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Mes clientes me donnent des infos médicales, êtes-vous conformes à la loi canadienne?",
    expect: { all: [/lprpde|pipeda/], any: [/oui|chiffr|conforme/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "J'ouvre une succursale à Plattsburgh, vous signez des BAA avec les cliniques américaines?",
    expect: { all: [/baa|business associate|entente/], any: [/oui|sign/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA)",
  },
  {
    q: "Mon logiciel de booking c'est un petit système pas dans votre liste, ça marche pareil?",
    expect: { all: [/api|webhook|sur mesure/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "J'ai pas de logiciel de réservation, juste mon Google Calendar, c'est correct?",
    expect: { all: [/google (agenda|calendar)/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "On est sur Jane, est-ce qu'elle peut envoyer le formulaire d'admission avant le rendez-vous?",
    expect: { all: [/jane/, /formulaire/] },
    source: "integrations.ts « Janeapp » (Liens vers les formulaires d'admission)",
  },
  {
    q: "Vous faites-tu juste les medspas ou aussi les cliniques de dentistes?",
    expect: { all: [/dentaire|dentist/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Pour le setup, ça me prend combien de temps à moi de remplir vos affaires?",
    expect: { all: [/10 ?min|dix minutes/] },
    source: "services.ts HOW_IT_WORKS « Questionnaire » (10 minutes)",
  },
  {
    q: "Ce que j'ai mis dans le form de démo, vous le gardez combien de temps?",
    expect: { all: [/12 mois|douze mois|un an/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Tu me conseilles quelle marque de machine laser pour l'épilation?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet",
  },
];
