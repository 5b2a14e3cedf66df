// Set-aside cases for OptimAIte in Quebec French, written by a ninth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_NINTH: readonly ChatCase[] = [
  {
    q: "Est-ce que ça marche pour une clinique dentaire? On a des urgences pis des nettoyages a céduler",
    expect: { all: [/dentaire|dentist/], any: [/fauteuil/, /nettoyage/, /urgence/, /rappel/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "si un patient appelle a 2h du matin un dimanche, y'a tu quelqu'un qui répond??",
    expect: {
      all: [/24 ?h(eures)?( sur |\/)(24|7)|24\/7|la nuit|fin de semaine|jours? feries|en tout temps/],
      none: [/(personne|aucune reponse) (la nuit|le dimanche)/],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "On gère nos 3 cliniques avec Jane App. Votre réceptionniste peut-tu booker direct dedans?",
    expect: {
      all: [/jane/],
      any: [/plusieurs etablissements|multi-?etablissements?/, /praticien/, /formulaires? d'admission/],
    },
    source: "integrations.ts « Janeapp »",
  },
  {
    q: "Pis si c'est une urgence médicale, le robot fait quoi au juste?",
    expect: { all: [/transfer/, /equipe|personnel/], any: [/resume/, /texto/, /courriel/, /regles/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Les infos que je mets dans votre formulaire, c'est hébergé où? Au Canada?",
    expect: { all: [/suisse/], none: [/(hebergees?|stockees?|conservees?|heberge) au canada/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "est-ce que vous gardez ce que j'écris dans le chat ici?",
    expect: {
      all: [/90 jours/, /(su|pu) (y )?repondre|sans reponse|non repondues?|pas de reponse/],
    },
    source: "privacy.ts « Conservation » (Assistant)",
  },
  {
    q: "J'ai rempli une demande de démo le mois passé, je voudrais que vous effaciez toutes mes infos. C'est faisable?",
    expect: { all: [/supprim|effac/, /30 jours/] },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "Combien de temps vous gardez mon choix pour les cookies avant de me le redemander?",
    expect: { all: [/six mois|6 mois/] },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Le 20 000$ par mois que votre calculateur me donne, vous me le garantissez-tu?",
    expect: {
      all: [
        /estimation|estime/,
        /(pas|aucune?|ni) (une |de )?(promesse|garantie)|ne (constitue|garanti)|pas garanti|non garanti/,
      ],
    },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "j'ai booké une démo mais finalement j'peux pu à c't'heure-là, comment je fais pour changer ça?",
    expect: {
      all: [/lien/, /courriel|e-?mail|invitation|confirmation|message/],
      any: [/deplac/, /report/, /changer/, /modifi/],
    },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Ça prend combien de temps avant que ce soit en fonction dans ma clinique?",
    expect: { all: [/3 jours|trois jours/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "ou est-ce que je peux voir vos mentions legales?",
    expect: { link: "/fr/mentions-legales" },
    source: "legal-notice.ts (page /fr/mentions-legales, slugs.ts)",
  },
  {
    q: "Connais-tu un bon resto pour souper dans le Vieux-Québec à soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a restaurant (no page speaks of it)",
  },
  {
    q: "j'aimerais parler a un vrai humain svp, pas un bot",
    expect: {
      any: [/nous joindre/, /formulaire/, /24 ?(heures|h)\b/, /@/, /courriel/, /telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact « Nous joindre … nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "C'est combien par mois votre affaire? Avez-vous un prix fixe?",
    expect: { all: [/volume/, /soumission|devis|demo/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
];
