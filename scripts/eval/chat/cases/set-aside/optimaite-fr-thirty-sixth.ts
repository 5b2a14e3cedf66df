// Set-aside cases for OptimAIte in Quebec French, written by a thirty-sixth writer (a chain's regional director) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_SIXTH: readonly ChatCase[] = [
  {
    q: "On opère 6 cliniques LASIK dans la région. Votre système peut-il gérer plusieurs établissements dans le même logiciel de réservation?",
    expect: {
      all: [/jane|mindbody|google/],
      any: [/plusieurs (etablissements|agendas)/, /multi-?etablissements?/, /tous vos etablissements/],
    },
    source:
      "integrations.ts Janeapp « Plusieurs établissements », Mindbody « Agendas multiétablissements », Google Calendar « Plusieurs agendas »",
  },
  {
    q: "C'est quoi votre taux de réponse aux appels, selon les chiffres que vous affichez?",
    expect: { all: [/99 ?%/] },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "Les dossiers de nos patients, c'est sensible. Êtes-vous conformes à PIPEDA, et pour nos deux cliniques au Vermont, à la HIPAA?",
    expect: {
      all: [/lprpde|pipeda/, /hipaa/, /baa|business associate|ententes?/],
      any: [/chiffr/, /journalis/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Faisons le calcul pour une de nos cliniques : 60 appels par jour, 25 % d'appels manqués, 70 % de clients potentiels perdus, 500 $ par patient en moyenne et une réceptionniste à 4 500 $ par mois. Ça donne quoi comme rendement?",
    expect: { any: [amount(149625), amount(154125), amount(1849500)] },
    source:
      "landing.ts CALCULATOR (entrées, note « 30 jours par mois et 95 % des clients perdus récupérés ») et faq.ts « Combien ça coûte, et quel est le rendement? » (rendement = revenus récupérés + coût de la réceptionniste)",
  },
  {
    q: "Pour une chaîne de 8 cliniques avec un gros volume d'appels, c'est combien votre prix?",
    expect: { all: [/volume/, /soumission|demo/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Quels rapports est-ce que je vais avoir pour suivre la performance de chacune de mes cliniques?",
    expect: {
      all: [/recupere/],
      any: [/tableau de bord/, /volume d'appels/, /taux de reservation/, /resultats des appels/, /rendez-vous pris/],
    },
    source: "landing.ts FEATURES « Statistiques » et services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Notre DME est un système maison qui n'est pas dans votre liste. Comment vous vous branchez dessus?",
    expect: { all: [/api|webhooks?/], any: [/sur mesure/, /ingenieur/, /rest/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "Si un patient opéré la veille appelle parce qu'il a une douleur à l'oeil, qu'est-ce que votre réceptionniste fait avec l'appel?",
    expect: { all: [/transf/], any: [/resume/, /texto/, /courriel/, /equipe/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Une fois en service, qui nous accompagne si quelque chose accroche? Avez-vous un soutien dédié?",
    expect: { any: [/ingenieur/, /premiere semaine/, /soutien dedie/, /accompagn/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION « Soutien dédié » et services.ts TIMELINE « Jour 3 » (suivi et ajustements la première semaine)",
  },
  {
    q: "Concrètement, pour une clinique de chirurgie réfractive, votre IA fait quoi de plus qu'une boîte vocale?",
    expect: { any: [/preselection|candidat/, /financement/, /evaluation/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Les patients qui ne se présentent pas nous coûtent cher. Vos rappels fonctionnent comment?",
    expect: {
      all: [/rappel/],
      any: [/texto|sms/, /absence/, /derniere minute/, /liste d'attente/, /automatique/],
    },
    source: "landing.ts FEATURES « Rappels intelligents » et « Confirmations par texto »",
  },
  {
    q: "Les infos que j'ai inscrites dans le formulaire de démo, vous les gardez combien de temps?",
    expect: { all: [/12 mois|douze mois/] },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "Après avoir réservé la démo, est-ce que je reçois une invitation à mettre dans mon calendrier?",
    expect: { all: [/invitation|piece jointe/] },
    source: "wording/fr.ts meeting.lines.booked « L'invitation pour votre calendrier est en pièce jointe. »",
  },
  {
    q: "Mes gestionnaires aux États-Unis sont anglophones. Votre site existe-t-il aussi en anglais?",
    expect: { all: [NAMES_LANGUAGE.en], none: [I_DONT_KNOW.fr] },
    source: "the site's languages (OptimAIte in English and Quebec French, /fr prefix)",
  },
  {
    q: "Pendant que je vous tiens : quelle météo est prévue à Québec demain?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
