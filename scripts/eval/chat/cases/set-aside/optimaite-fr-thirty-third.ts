// Set-aside cases for OptimAIte in Quebec French, written by a thirty-third writer (a typist with keyboard typos) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_THIRD: readonly ChatCase[] = [
  {
    q: "combein de temps ca prend avant que votre receptionniste soit en service chez nous?",
    expect: { any: [/\b(3|trois) jours/, /\b(1|une) (a|ou) (2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "est-ce que ca s'integre avec janeapp? cest ce quon utilise a la clinque",
    expect: { all: [/jane/], any: [/\boui\b/, /integr/, /compatible/, /fonctionne/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts Janeapp",
  },
  {
    q: "etes-vous conformes hipaa et lprpde? nos donnees de patietns sont sensibles",
    expect: { all: [/\boui\b|conforme/], any: [/chiffr/, /\bbaa\b/, /journalis/, /acces/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "quest-ce qui se passe si un patient apelle pour une urgence medicale?",
    expect: { all: [/transf/], any: [/equipe/, /resume/, /regles/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "avec 20 appels par jour, 30 % manques, 150 $ par client et une receptioniste a 4000 $, ca me donne quoi comme rendement par mois?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (rendement mensuel d'environ 21 955 $)",
  },
  {
    q: "cest combien exatcement votre service? y a tu un prix fixe par mois?",
    expect: { all: [/volume|nombre d'appels/, /demo|soumission/] },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "les rappels automatiques, ca reduit vraiment les abscences des patients?",
    expect: { all: [/\boui\b|reduisent|reduit|moitie|diminu/] },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS James Carter (absences réduites de moitié)",
  },
  {
    q: "vous consevrez mes donnees combien de temps apres ma demande de demo?",
    expect: { all: [/12 mois|douze mois|\b(1|un) an\b/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "vos serveurs sont ou? les donnes sont hebergees dans quel pays?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (données hébergées en Suisse)",
  },
  {
    q: "je suis en dermatologie, est-ce que votre ia est adaptee a ma clinqiue?",
    expect: { all: [/dermato/], any: [/\boui\b/, /\btri/, /consultation/] },
    source: "services.ts SPECIALTIES « Dermatologie »; landing.ts TRUST_CARDS",
  },
  {
    q: "une fois la demo reservee, vous me revenez dans combien de tmeps?",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/] },
    source: "lead-dialogs.ts demo.successText « Nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "jai un imprevu, comment je fais pour deplacre ma demo deja bookee?",
    expect: { all: [/lien/], any: [/courriel/, /e-?mail/, /invitation/, /confirmation/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} » and inviteDescription",
  },
  {
    q: "le site est disponible en quelles langues? juste en francais ou en anglias aussi?",
    expect: { all: [NAMES_LANGUAGE.fr, NAMES_LANGUAGE.en] },
    source: "French slugs (/fr/optimaite) and case-types.ts SITE_LANGUAGES (optimaite-en, optimaite-fr)",
  },
  {
    q: "combien de cliniques utilisent deja optimaite en ce momnet?",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "pouvez-vous me recomander un bon resto a montreal pour ce soir?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (the assistant helps with OptimAIte only)",
  },
];
