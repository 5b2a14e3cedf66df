// Set-aside cases for OptimAIte in Quebec French, written by a tenth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TENTH: readonly ChatCase[] = [
  {
    q: "Ça prend combien de temps avant que votre affaire soit en marche chez nous? On est pas très techno a la clinique",
    expect: { any: [/3 jours|trois jours/, /(1|une) (a|ou) (2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "combien ca coute par mois? jveux juste un chiffre approximatif",
    expect: { all: [/volume|nombre d'appels/], any: [/soumission/, /demo/, /integrations?/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "jai booké une démo pour jeudi mais finalement jpeux pu, comment je fais pour la changer de journée",
    expect: { all: [/lien/], any: [/courriel/, /e-?mail/, /invitation/, /confirmation/] },
    source: "leads/wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo » et inviteDescription",
  },
  {
    q: "On est sur Vagaro depuis 5 ans. Est-ce que ça garde nos abonnements clients synchro?",
    expect: { all: [/vagaro/, /abonnement/], any: [/synchro/, /bidirectionnel/, /consult/] },
    source: "integrations.ts « Vagaro »",
  },
  {
    q: "nous notre DME c'est Omnimed, je le vois pas dans votre liste. Ça veut tu dire que ça marche pas?",
    expect: { all: [/sur mesure|api|webhooks?/], any: [/ingenieur/, /equipe/, /connexion/, /api/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "mettons que je vous laisse mon nom pis mon courriel pour la démo, ça reste dans vos affaires pour combien de temps?",
    expect: { all: [/12 mois|douze mois|un an\b/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Je veux que vous effaciez toutes mes données svp. Je fais comment?",
    expect: { all: [/courriel|e-?mail|@|ecri/], any: [/30 jours/, /supprim/, /effac/] },
    source: "privacy.ts « Vos droits » (écrivez à {email}; réponse dans un délai de 30 jours)",
  },
  {
    q: "vous mettez tu des cookies de pub de facebook pis google sur votre site?",
    expect: {
      any: [
        /aucun traceur/,
        /pas de traceurs?/,
        /n'utilis\w* (aucun|pas)/,
        /desactive/,
        /aucun(e|s)? (temoin|cookie|publicit)/,
      ],
      none: [/oui,? nous (utilisons|mettons)/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » (Marketing désactivé par défaut, aucun traceur tiers)",
  },
  {
    q: "une patiente rappelle en panique 2 jours apres son botox, elle a une grosse reaction. L'IA va tu juste lui donner un rdv??",
    expect: { all: [/transfer/], any: [/equipe/, /resume/, /regles/, /immediatement/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Clinique de dermato ici. On recoit autant d'appels pour de l'acné que pour du cosmétique, ça peut faire le tri?",
    expect: { all: [/tri|orient|distingu/], any: [/medical/, /esthetique/, /consultation/] },
    source: "services.ts SPECIALTIES « Dermatologie »",
  },
  {
    q: "Le calculateur me dit que je vais faire 20 000$ de plus par mois. C'est garanti ça?",
    expect: {
      any: [/estimation/, /promesse/, /pas (de |une )?garanti/, /hypothese/],
      none: [/\boui,? c'est garanti/, I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Responsabilité » (estimations, ne constituent pas une promesse de résultats)",
  },
  {
    q: "Les données de mes patients vont être stockées où? Aux États-Unis?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (hébergées en Suisse)",
  },
  {
    q: "c'est quoi la meilleure creme pour l'eczema de mon bebe de 6 mois",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: medical advice for a patient on the wrong site",
  },
  {
    q: "Peux-tu m'écrire un petit poème pour la fête de ma blonde? Elle aime les chats",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: creative writing",
  },
  {
    q: "Votre réceptionniste peut-tu parler espagnol? On a beaucoup de patients hispanophones à Montréal",
    expect: {
      any: [/demo/, /nous joindre/, /equipe/, /courriel/, /24 ?h/],
      none: [
        /(oui|bien sur),? (elle|optimaite|notre receptionniste)[^.]{0,20}(parle|peut parler|repond)[^.]{0,20}espagnol/,
      ],
    },
    source: "not on the pages: the languages the receptionist speaks on the phone (refer to the team or the demo)",
  },
];
