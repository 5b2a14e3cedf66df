// Set-aside cases for OptimAIte in Quebec French, written by a fifteenth writer who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning. One question, already asked by the sixth writer, was left out.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTEENTH: readonly ChatCase[] = [
  {
    q: "Combien ça coute par mois votre affaire? On est une petite clinique dentaire à Laval",
    expect: { all: [/volume/, /demo|soumission/] },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "si j'ai 20 appels par jour, 30% que je manque, 150$ par client pis une receptionniste a 4000$, ca me donne quoi comme rendement par mois?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "on utilise jane pour nos rdv, est-ce que ca marche avec votre systeme",
    expect: {
      all: [/jane/, /oui|s'integre|integration|compatible|fonctionne/],
      none: [/ne s'integre pas|pas compatible|n'est pas (encore )?pris en charge/],
    },
    source: "integrations.ts « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Notre DME est pas dans votre liste. Vous pouvez faire quoi pour nous?",
    expect: { all: [/sur mesure|api|webhooks?/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? » (API REST, webhooks)",
  },
  {
    q: "Si une patiente appelle le soir pour une complication après sa chirurgie, le robot fait quoi au juste?",
    expect: { all: [/transf/], any: [/equipe|texto|sms|courriel|resume|regle/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "La démo, ça se passe comment? Faut-tu se déplacer à vos bureaux?",
    expect: { any: [/visio|video|en ligne|telephone/] },
    source: "wording/fr.ts meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "j'ai booké une démo pour jeudi mais j'ai un empêchement finalement, comment je la change de date?",
    expect: { all: [/lien/, /courriel|e-?mail|invitation|confirmation/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Vos données sont hébergées où? Pis vous les revendez-tu à d'autres compagnies?",
    expect: { all: [/suisse/, /jamais|ne (les )?vend|pas vendu|aucune vente/], link: "/fr/confidentialite" },
    source: "privacy.ts « Hébergement et destinataires » (hébergées en Suisse, jamais vendues ni louées)",
  },
  {
    q: "On a full de no show le lundi matin, votre systeme peut aider avec ça?",
    expect: { all: [/rappel/], any: [/texto|sms|automatique|absence|moitie/] },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS (James Carter : absences réduites de moitié)",
  },
  {
    q: "On est un médispa. Est-ce qu'elle peut vendre nos forfaits pis proposer des soins en plus quand le client appelle?",
    expect: { all: [/forfait|abonnement|complementaire/], any: [/oui|propose|vend/] },
    source: "services.ts SPECIALTIES « Médispas »; landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "Vous répondez à quel pourcentage des appels, pis vous avez combien de cliniques clientes?",
    expect: { all: [/99/, /500/] },
    source: "landing.ts COUNTERS (99 % taux de réponse); TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "vous gardez les infos que je met dans le formulaire de demo pendant combien de temps?",
    expect: { all: [/12 mois|douze mois|un an/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Combien d'Advil je peux prendre max dans une journée?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : une dose de médicament",
  },
  {
    q: "On ferme a 17h pis on perd ben des clients le soir pis la fin de semaine...",
    expect: { all: [/24 ?h|24 heures|24\/7|jour et nuit|en tout temps|nuit/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
];
