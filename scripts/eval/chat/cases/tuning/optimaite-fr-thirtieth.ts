// Tuning cases for OptimAIte in Quebec French, written by a thirtieth writer (a wellness centre asking whether it fits) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTIETH: readonly ChatCase[] = [
  {
    q: "Je travaille pour une clinique de dermatologie. Est-ce qu'elle peut faire le tri entre les demandes médicales et esthétiques?",
    expect: { all: [/\btri(e|er|ent|age)?\b|medicale? et esthetique/, /consultations?/] },
    source:
      "services.ts SPECIALTIES « Dermatologie » (trie les demandes et réserve les consultations de dermatologie médicale et esthétique)",
  },
  {
    q: "Pour une clinique LASIK, est-ce qu'elle peut parler aux patients des façons de financer leur chirurgie?",
    expect: { all: [/financement|financer/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "Notre cabinet dentaire reçoit des urgences chaque jour. Comment elle planifie ça avec nos chaises de traitement?",
    expect: { all: [/fauteuils?|chaises?/], any: [/urgence/, /disponibilite/] },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (planifie nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "On fait de la chirurgie plastique; est-ce qu'elle peut s'occuper des suivis après l'opération?",
    expect: { all: [/postop|apres (l'operation|l'intervention|la chirurgie)|suivis?/] },
    source: "services.ts SPECIALTIES « Chirurgie plastique » (questions préopératoires et suivis postopératoires)",
  },
  {
    q: "Je coordonne une clinique de physio et d'ostéo, et on prend nos rendez-vous dans Jane. Est-ce compatible avec vous?",
    expect: { all: [/jane/], any: [/praticien|formulaires?|etablissements?|integr/] },
    source: "integrations.ts « Janeapp » (réserve les traitements avec le bon praticien dans Jane)",
  },
  {
    q: "On n'a pas de logiciel de réservation, seulement un Google Agenda partagé. Ça peut marcher quand même?",
    expect: { all: [/google/, /oui|agenda|calendar/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Notre dossier électronique est un petit logiciel québécois qui n'est sûrement pas dans votre liste. C'est un problème?",
    expect: { all: [/sur mesure|api|webhook/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION (DME absent de la liste: API REST, webhooks, l'équipe crée la connexion)",
  },
  {
    q: "Avec quels systèmes de prise de rendez-vous êtes-vous déjà connectés?",
    expect: { all: [/fresha/, /mindbody/, /jane/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Est-ce qu'elle répond aussi le soir, les fins de semaine et les jours fériés?",
    expect: { all: [/24 ?h(eures)? sur 24|24 ?\/ ?7|jours? feries|fins? de semaine|nuit|en tout temps/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "On a une approche très douce, très zen avec notre clientèle. Est-ce qu'elle peut prendre notre façon de parler?",
    expect: { all: [/\bton\b|voix|formee|entrainee/] },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? » (formée à vos services, vos prix, vos politiques et votre ton)",
  },
  {
    q: "Quand elle décroche, elle se présente comme OptimAIte ou avec le nom de notre centre?",
    expect: { all: [/(au|le) nom de votre|votre nom/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? » (elle accueille les appelants au nom de votre clinique)",
  },
  {
    q: "Après avoir réservé au téléphone, est-ce que nos clients reçoivent quelque chose par écrit pour confirmer?",
    expect: { all: [/texto|sms|message texte/], any: [/date|heure|adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto » (date, heure et adresse)",
  },
  {
    q: "On est au Québec. Respectez-vous la loi canadienne sur les renseignements personnels pour les infos de santé?",
    expect: { all: [/lprpde|pipeda/], any: [/chiffr/, /journalis/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Nous avons aussi un petit bureau aux États-Unis. Est-ce que vous signez une entente de type BAA?",
    expect: { all: [/baa|business associate/], any: [/oui|sign/] },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (nous signons des ententes BAA avec les cliniques américaines)",
  },
  {
    q: "La toute première étape avec vous, c'est quoi exactement?",
    expect: { all: [/15 ?min|quinze minutes|decouverte/] },
    source: "services.ts HOW_IT_WORKS « Appel découverte » (un appel de 15 minutes)",
  },
  {
    q: "Est-ce qu'on peut la tester nous-mêmes avant qu'elle parle à de vrais clients?",
    expect: { all: [/appel d'essai|essais?|test/], any: [/15 ?min|quinze minutes|jour 2/] },
    source: "services.ts HOW_IT_WORKS « Appel d'essai » (15 minutes avec votre équipe); TIMELINE « Jour 2 »",
  },
  {
    q: "Une fois qu'elle est en service, est-ce que vous ajustez les choses si ça cloche, ou on est laissés à nous-mêmes?",
    expect: { all: [/premiere semaine|ajust|ingenieur|accompagn|soutien/] },
    source:
      "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons tout au long de la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "Sur quelles hypothèses se base votre calculateur de rendement?",
    expect: { all: [/30 jours|trente jours/, /95 ?%/] },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois et 95 % des clients perdus récupérés »",
  },
  {
    q: "Qu'est-ce qu'il faut entrer dans le calculateur pour avoir une estimation?",
    expect: { all: [/appels/, /manques?/, /receptionniste/] },
    source:
      "landing.ts CALCULATOR.inputs (appels par jour, taux d'appels manqués, clients potentiels perdus, revenu moyen, coût d'une réceptionniste)",
  },
  {
    q: "Le montant que m'affiche le calculateur, c'est garanti?",
    expect: { all: [/estimation|estime|approximati/], any: [/promesse|garanti/] },
    source: "legal-notice.ts « Responsabilité » (des estimations qui ne constituent pas une promesse de résultats)",
  },
  {
    q: "La démo se passe comment? Faut-il se déplacer ou c'est à distance?",
    expect: { all: [/visio|video|telephone|en ligne|distance/] },
    source: "wording/fr.ts meeting.place (lien de visioconférence, ou par téléphone)",
  },
  {
    q: "J'ai réservé une démo, mais j'ai un empêchement. Comment je peux la déplacer?",
    expect: { all: [/lien/], any: [/courriel|e-?mail|invitation|message/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "La démo est-elle payante, et est-ce que ça m'engage à quelque chose?",
    expect: { all: [/gratuit/, /engag/] },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "Vous êtes combien de cliniques à l'utiliser, et vous répondez à quel pourcentage des appels?",
    expect: { all: [/500/, /99 ?%/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques »; COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "Est-ce qu'une chirurgienne a déjà témoigné de son expérience avec vous?",
    expect: { all: [/mitchell/] },
    source: "landing.ts TESTIMONIALS « Dre Sarah Mitchell, Mitchell Aesthetics »",
  },
  {
    q: "Les questions que je vous écris ici, est-ce qu'elles sont gardées quelque part?",
    expect: { all: [/pas (enregistre|conserve|garde)|90 jours|quatre-vingt-dix jours/] },
    source:
      "privacy.ts « Conservation » (questions à l'assistant non enregistrées, sauf celles sans réponse, gardées 90 jours)",
  },
  {
    q: "Comment je fais pour que vous effaciez ce que j'ai mis dans le formulaire de démo?",
    expect: { all: [/supprim|effac/], any: [/30 jours/, /12 mois/, /ecri|courriel/] },
    source:
      "privacy.ts « Vos droits » (demander la suppression par écrit, réponse en 30 jours); « Conservation » (12 mois)",
  },
  {
    q: "Est-ce que je peux copier des textes de votre site pour le site web de notre centre?",
    expect: { all: [/autorisation|interdit|droit d'auteur/] },
    source: "legal-notice.ts « Propriété intellectuelle » (toute reproduction sans autorisation écrite est interdite)",
  },
  {
    q: "Votre site existe-t-il en anglais? J'ai une collègue anglophone qui voudrait le lire.",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "les langues du site OptimAIte (français /fr et anglais)",
  },
  {
    q: "Connaissez-vous un bon comptable pour une petite clinique à Laval?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: le site ne traite que de la réceptionniste IA OptimAIte",
  },
];
