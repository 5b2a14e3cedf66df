// Fifteen set-aside questions for the Quebec-French OptimAIte site, written by a sixth writer who never saw the
// assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr/), the demo
// emails' wording (src/server/leads/wording/fr.ts) and the French slugs. Written and committed before the tuning ones.
import { amount, type ChatCase } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_SIXTH: readonly ChatCase[] = [
  {
    q: "vous marchez-tu avec jane? on prend toutes nos rdv dedans",
    expect: {
      all: [/jane/],
      any: [/s'integre/, /integration/, /compatible/, /connect/, /fonctionne avec/, /reserve/],
    },
    source: "integrations.ts INTEGRATIONS Janeapp; faq.ts Intégrations",
  },
  {
    q: "Ça prend combien de temps avant que ce soit en fonction chez nous?",
    expect: { any: [/3 jours/, /trois jours/, /1 a 2 semaines/, /une a deux semaines/] },
    source: "faq.ts Pour commencer (mise en place); landing.ts TRUST_CARDS En service en 3 jours",
  },
  {
    q: "si un patient appelle a 2h du matin un dimanche, y se passe quoi?",
    expect: {
      any: [/24 ?h(eures)? sur 24/, /24 ?h ?\/ ?24/, /nuit/, /fin de semaine/, /en tout temps/, /jours? feries?/],
    },
    source: "landing.ts FEATURES Réponse aux appels 24 h sur 24",
  },
  {
    q: "Mes donnees patients sont-tu encryptees chez vous?",
    expect: { all: [/chiffr|crypt/], any: [/transit/, /repos/, /stockage/] },
    source: "faq.ts Conformité; landing.ts TRUST_CARDS Conforme HIPAA et LPRPDE",
  },
  {
    q: "c combien votre affaire? vous avez une grille de prix quelque part?",
    expect: { all: [/volume/], any: [/soumission/, /demo/, /devis/, /prix exact/] },
    source:
      "faq.ts Tarifs (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "Mon client moyen rapporte 150$, j'ai 20 appels par jour pis on en manque 30%, ma receptionniste me coute 4000 par mois. Ça donnerait quoi comme rendement?",
    expect: { any: [amount(21955), amount(17955)] },
    source: "faq.ts Tarifs (exemple du calculateur : environ 21 955 $ par mois)",
  },
  {
    q: "La démo se fait où? Faut-tu que je me deplace a vos bureaux?",
    expect: { any: [/visioconference/, /video/, /telephone/, /en ligne/, /a distance/] },
    source: "server/leads/wording/fr.ts meeting.place (lien de visioconférence ou par téléphone)",
  },
  {
    q: "j'ai booké une démo mais j'ai un empechement, comment je change l'heure?",
    expect: {
      all: [/deplac|chang|modifi|report|annul/],
      any: [/lien/, /courriel/, /e-?mail/, /invitation/],
    },
    source: "server/leads/wording/fr.ts meeting.manage (lien pour déplacer ou annuler la démo)",
  },
  {
    q: "Vous gardez mes infos combien de temps quand je remplis votre formulaire?",
    expect: { any: [/12 mois/, /douze mois/, /un an\b/, /1 an\b/] },
    source: "privacy.ts Conservation (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "C'est hébergé où vos serveurs, au Canada?",
    expect: { all: [/suisse/] },
    source: "privacy.ts Hébergement et destinataires (hébergées en Suisse)",
  },
  {
    q: "si je veux faire effacer mes donnees, je fais comment pis ça prend combien de temps?",
    expect: { all: [/30 jours|trente jours/], any: [/supprim/, /effac/], link: "/fr/confidentialite" },
    source: "privacy.ts Vos droits (réponse dans un délai de 30 jours)",
  },
  {
    q: "Vous faites-tu les cliniques dentaires aussi ou juste l'esthetique?",
    expect: { all: [/dentaire|dentist/], any: [/oui/, /nettoyage/, /urgence/, /fauteuil/] },
    source: "services.ts SPECIALTIES Cliniques dentaires; landing.ts TRUST_CARDS (dentisterie)",
  },
  {
    q: "Est-ce que le robot peut envoyer un txt au patient pour confirmer son rdv?",
    expect: { all: [/texto|sms|message texte/], any: [/date/, /heure/, /adresse/, /confirm/] },
    source: "landing.ts FEATURES Confirmations par texto",
  },
  {
    q: "vous utilisez quoi pour savoir de quelle ville je me connecte?",
    expect: { any: [/db-?ip/, /ip to city/, /base de donnees hors ligne/] },
    source: "legal-notice.ts Crédits (DB-IP, IP to City Lite); privacy.ts Statistiques (base de données hors ligne)",
  },
  {
    q: "si quelqu'un appelle pour une urgence medicale, l'IA va-tu essayer de gerer ça toute seule?",
    expect: { all: [/transf/], any: [/equipe/, /personnel/, /immediat/] },
    source: "faq.ts Fonctionnalités (appels urgents ou complexes transférés immédiatement à votre équipe)",
  },
];
