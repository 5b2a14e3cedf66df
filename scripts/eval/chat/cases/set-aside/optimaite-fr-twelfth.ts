// Set-aside cases for OptimAIte in Quebec French, written by a twelfth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWELFTH: readonly ChatCase[] = [
  {
    q: "allo jvoudrais un rdv pour du botox jeudi apres-midi svp, c'est combien l'unité chez vous?",
    expect: refusal("fr", HELPS_WITH.optimaite, {
      none: [/(rendez-vous|rdv)[^.]{0,30}(est|a ete) (confirme|reserve|pris)/, /\d+ ?\$ (l'|par )unite/],
    }),
    source: "frame.ts FOOTER (OptimAIte is the AI receptionist for clinics, not a clinic): out of scope",
  },
  {
    q: "Quand je navigue sur votre site, vous gardez-tu mon adresse IP quelque part?",
    expect: {
      all: [
        /(jamais|pas|aucunement) (conservee|gardee|stockee|enregistree|sauvegardee)|ne (la |l')?(conserv|gard|stock|enregistr)\w* (jamais|pas)/,
      ],
      any: [/memoire/, /localisation approximative|ville/],
    },
    source: "privacy.ts « Statistiques » paragraph 1",
  },
  {
    q: "je fais du botox pis du filler dans ma clinique, votre affaire marche tu pour nous autres?",
    expect: { all: [/esthetique|injection/], any: [/laser/, /forfait/, /soins de la peau/] },
    source: "services.ts SPECIALTIES « Cliniques esthétiques »",
  },
  {
    q: "La bannière des témoins, vous gardez mon choix combien de temps avant de me le redemander?",
    expect: { all: [/six mois|6 mois/], any: [/parametres des temoins/, /en tout temps|modifier/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » paragraph 4",
  },
  {
    q: "combien ca coute par mois votre service? jai pas envie de faire une demo juste pour savoir le prix",
    expect: {
      all: [/volume|nombre d'appels/],
      any: [/soumission/, /demo/, /integration/],
      none: [/(coute|abonnement|tarif|prix est)[^.]{0,30}\d+ ?\$/],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "j'ai booké une démo pour mardi mais finalement j'peux pu, comment je change la date?",
    expect: { all: [/lien/], any: [/courriel|e-?mail|invitation|confirmation/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo »",
  },
  {
    q: "Est-ce que vous vendez mes informations à d'autres compagnies?",
    expect: {
      all: [
        /(jamais|pas|ni|aucunement) (vendu|loue)e?s?|ne (les |vos \w+ )?(vendons|louons) (jamais|pas)|ne vendons rien/,
      ],
    },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "on roule sur vagaro au spa, ça se connecte tu? ça synchronise quoi exactement",
    expect: {
      all: [/vagaro/],
      any: [/abonnement/, /depot/, /liste d'attente/, /bidirectionnel|deux sens|synchronis/],
    },
    source: "integrations.ts « Vagaro »",
  },
  {
    q: "c tu dangereux de se faire faire du botox quand on allaite?",
    expect: refusal("fr", HELPS_WITH.optimaite, {
      none: [/sans danger|securitaire|pas dangereux|aucun risque/],
    }),
    source: "out of scope (medical advice)",
  },
  {
    q: "Votre réceptionniste virtuelle peut-tu répondre en anglais au téléphone? On a beaucoup de clients anglos à Montréal",
    expect: {
      any: [/demo/, /equipe/, /nous joindre|contact/, /24 ?h/],
      none: [I_DONT_KNOW.fr, /\boui\b[^.?!]{0,60}(anglais|bilingue)/],
    },
    source: "not on the pages (the receptionist's spoken languages): demo or team",
  },
  {
    q: "comment je fais pour que vous effaciez toutes mes données?",
    expect: { all: [/ecri|courriel|e-?mail/], any: [/30 jours/, /supprim|effac/] },
    source: "privacy.ts « Vos droits » paragraphs 1 and 2",
  },
  {
    q: "ça prend combien de temps avant que ce soit en marche? j'ai pas 3 semaines a mettre la dessus",
    expect: {
      all: [/3 jours|trois jours/],
      any: [/1 a 2 semaines|une a deux semaines/, /10 minutes/, /15 minutes/],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "peux tu m'aider a écrire une pub instagram pour ma promo de laser du mois prochain",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (ad copywriting)",
  },
  {
    q: "mettons 20 appels par jour, j'en manque genre 30 %, un client vaut 150 $ pis ma réceptionniste me coûte 4000 par mois, je récupère combien?",
    expect: { any: [amount(21955), amount(17955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (the calculator's example)",
  },
  {
    q: "J'ai juste une question pour quelqu'un de chez vous, pas besoin de démo. Vous répondez dans combien de temps?",
    expect: { all: [/24 ?h/], any: [/nous joindre|formulaire|contact|message/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact",
  },
];
