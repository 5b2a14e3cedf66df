// Set-aside cases for OptimAIte in Quebec French, written by an eleventh writer who never saw the assistant's code,
// its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_ELEVENTH: readonly ChatCase[] = [
  {
    q: "ok mais concretement c'est combien par mois votre affaire? j'ai pas le temps de faire 3 appels pour avoir un prix",
    expect: {
      all: [/soumission|demo/],
      any: [/volume/, /nombre d'appels/, /integration/],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations)",
  },
  {
    q: "Mettons 20 appels par jour, on en manque genre 30%, un client vaut 150$ pis ma réceptionniste me coute 4000$ par mois. Ça me rapporterait combien?",
    expect: { any: [amount(21955), amount(17955)] },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (exemple du calculateur : environ 21 955 $ par mois)",
  },
  {
    q: "jai booké une demo pour mardi mais finalement j'ai un patient a cette heure la, je la change comment",
    expect: { all: [/lien/], any: [/courriel/, /e-?mail/, /invitation/, /confirmation/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Une patiente qui saigne après une injection appelle pendant que je suis en salle. Votre IA va tu lui donner des conseils médicaux toute seule?",
    expect: { all: [/transf/, /equipe/], any: [/resume/, /regles/, /immediat/, /texto/, /courriel/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "on roule sur Mindbody dans nos deux succursales (Laval pis Terrebonne), ça va marcher pour les 2?",
    expect: { all: [/mindbody/], any: [/etablissement/, /succursale/, /emplacement/] },
    source: "integrations.ts « Mindbody » (Agendas multiétablissements)",
  },
  {
    q: "Notre DME c'est un vieux logiciel qui est pas dans votre liste. On est pognés ou y'a moyen?",
    expect: { all: [/sur mesure|\bapi\b|webhook/], any: [/\bapi\b/, /webhook/, /ingenieur/, /equipe/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "vous gardez les infos ou exactement? sur des serveurs aux states?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (données hébergées en Suisse)",
  },
  {
    q: "Si je remplis votre formulaire de demo, mes coordonnées restent dans votre systeme combien de temps?",
    expect: { all: [/12 mois|douze mois|un an|1 an/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après la collecte)",
  },
  {
    q: "les questions que je te pose icitte, est-ce qu'elles sont enregistrées quelque part?",
    expect: {
      all: [/pas (enregistr|conserv|sauvegard|gard)|ne (les )?(enregistr|conserv|gard)/],
      any: [/90 jours/, /sauf/, /pas su repondre/],
    },
    source: "privacy.ts « Conservation » (Assistant : questions non enregistrées sauf celles sans réponse, 90 jours)",
  },
  {
    q: "Faudrait que ce soit en place avant les fêtes, c'est réaliste? ça prend combien de temps l'installation",
    expect: { all: [/(3|trois) jours|(1|une) a (2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "connaitrais-tu un bon comptable pour une clinique a Laval? le notre prend sa retraite",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (comptabilité)",
  },
  {
    q: "c quoi la dose max de botox qu'on peut mettre dans le front d'une patiente",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (conseil médical)",
  },
  {
    q: "On a beaucoup de patients anglos à Montréal. La réceptionniste peut-tu leur répondre en anglais?",
    expect: {
      all: [/demo|equipe|nous joindre|contact/],
      none: [I_DONT_KNOW.fr, /^\W*oui\b/, /oui, (elle|optimaite)/],
    },
    source: "non précisé dans les pages : renvoi à la démo ou à l'équipe (LEAD_DIALOGS)",
  },
  {
    q: "Soyons honnêtes, vous êtes combien de cliniques à l'utiliser pour vrai? Je veux pas être le cobaye d'une startup",
    expect: { any: [amount(500), amount(25000), amount(10000)] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance » et COUNTERS",
  },
  {
    q: "j'ai fait une demande de demo pis j'ai changé d'idée, je veux que vous effaciez toute mes infos. je fais comment?",
    expect: { all: [/supprim|effac/], any: [/30 jours/, /ecri/, /courriel/, /@/] },
    source: "privacy.ts « Vos droits » (suppression sur demande écrite, réponse dans les 30 jours)",
  },
];
