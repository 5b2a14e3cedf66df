// Tuning cases for OptimAIte in Quebec French, written by a fifty-sixth writer (a manager from France writing European French) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_SIXTH: readonly ChatCase[] = [
  {
    q: "Est-ce que votre IA répond aussi le week-end et la nuit ? Notre standard est fermé à partir de 19h.",
    expect: { any: [/24 ?(h|heures) sur 24/, /24 ?\/ ?24/, /jour et nuit/, /ferie/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES, Réponse aux appels 24 h sur 24: nights, weekends and holidays",
  },
  {
    q: "Le SMS de confirmation envoyé au patient, il contient quoi exactement ?",
    expect: { all: [/date/, /heure/, /adresse/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES, Confirmations par texto: date, time and address",
  },
  {
    q: "Votre assistante peut-elle proposer des soins complémentaires au patient pendant l'appel ? Type vente additionnelle.",
    expect: { any: [/complementaire/, /forfait/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES, Ventes complémentaires: complementary treatments and packages at the right time",
  },
  {
    q: "Quels indicateurs aurai-je pour suivre l'activité ? Vous fournissez un reporting ?",
    expect: { all: [/revenu/], any: [/tableau de bord/, /statisti/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES, Statistiques: call volume, bookings and recovered revenue on one dashboard",
  },
  {
    q: "Combien de cliniques utilisent deja votre solution ?",
    expect: { any: [amount(500)], none: [I_DONT_KNOW.fr] },
    source: "landing.ts TRUST_CARDS: more than 500 clinics",
  },
  {
    q: "Etes-vous conformes HIPAA / LPRPDE ? Les appels et les données patients sont-ils chiffrés ?",
    expect: { any: [/chiffr/], none: [I_DONT_KNOW.fr] },
    source: "faq.ts, Conformité: encrypted in transit and at rest, access logged, BAA signed",
  },
  {
    q: "Revendez-vous les adresses mail collectées à des partenaires commerciaux ?",
    expect: {
      any: [/(jamais|ni|pas|aucun)[^.]{0,40}(vend|lou)/, /(vend|lou)\w*[^.]{0,20}(jamais|ni|pas)\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts, Hébergement et destinataires: never sold nor rented",
  },
  {
    q: "Pourra-t-elle décrocher en annonçant le nom de notre clinique et répondre avec nos propres tarifs ?",
    expect: { any: [/au nom de votre clinique/, /form(e|ee)\b/, /\bton\b/, /politique/], none: [I_DONT_KNOW.fr] },
    source:
      "faq.ts, Fonctionnalités, Peut-elle parler comme ma clinique: trained on services, prices, policies and tone",
  },
  {
    q: "Nous sommes sur Jane (Janeapp). L'IA peut-elle envoyer au patient le lien vers notre formulaire d'admission ?",
    expect: { all: [/jane/], any: [/admission/, /formulaire/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts Janeapp features: links to intake forms",
  },
  {
    q: "Nous n'avons pas de logiciel de prise de rendez-vous, juste un Google Agenda partagé. Cela suffit-il ?",
    expect: { all: [/google/], any: [/oui/, /directement/, /suffit/, /sans logiciel/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts Google Calendar: books directly in Google Agenda, for clinics without booking software",
  },
  {
    q: "Le questionnaire a remplir pour la configuration, il prend combien de temps ?",
    expect: { all: [/(10|dix) minutes/], none: [I_DONT_KNOW.fr] },
    source: "services.ts HOW_IT_WORKS, Questionnaire: 10 minutes",
  },
  {
    q: "Y a-t-il une phase de test avant la mise en service réelle ?",
    expect: { all: [/essai|test/], any: [/(15|quinze) minutes/], none: [I_DONT_KNOW.fr] },
    source: "services.ts HOW_IT_WORKS, Appel d'essai: a 15-minute test call with your team",
  },
  {
    q: "Pouvez vous me détailler les étapes du déploiement, du premier échange jusqu'au lancement ?",
    expect: { all: [/questionnaire/], any: [/decouverte/, /essai/, /formation/], none: [I_DONT_KNOW.fr] },
    source:
      "services.ts HOW_IT_WORKS: discovery call, questionnaire, calendar connection, training, test call, go-live",
  },
  {
    q: "Une fois lancé, vous nous laissez seuls ou il y a un accompagnement les premiers jours ?",
    expect: { any: [/premiere semaine/, /ajust/, /ingenieur/], none: [I_DONT_KNOW.fr] },
    source:
      "services.ts TIMELINE, Jour 3: we follow and adjust throughout the first week; integrations.ts Soutien dédié",
  },
  {
    q: "Dans votre FAQ il y a un exemple chiffré de retour sur investissement, pouvez-vous me le rappeler ?",
    expect: { any: [amount(21955), amount(17955)], none: [I_DONT_KNOW.fr] },
    source: "faq.ts, Tarifs: 20 calls a day, 30 % missed, $150, $4,000 receptionist → about $21,955 a month",
  },
  {
    q: "De quelles données ai-je besoin pour utiliser votre calculateur ?",
    expect: { all: [/appels/, /receptionniste/], none: [I_DONT_KNOW.fr] },
    source:
      "landing.ts CALCULATOR.inputs: calls per day, missed rate, lost lead rate, revenue per client, receptionist cost",
  },
  {
    q: "Quand j'utilise le calculateur, qu'enregistrez-vous exactement et dans quel but ?",
    expect: { any: [/localisation/, /ville/, /demo/], none: [I_DONT_KNOW.fr] },
    source:
      "privacy.ts, Les renseignements que vous nous fournissez: values and estimate with approximate location, to bring the estimate to the demo",
  },
  {
    q: "Si je remplis le formulaire de demande de démo, combien de temps conservez-vous mes coordonnées ?",
    expect: { all: [/(12|douze) mois/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Conservation: demo and contact requests deleted at the latest 12 months after collection",
  },
  {
    q: "Stockez-vous l'adresse IP des visiteurs de votre site ?",
    expect: {
      any: [/jamais/, /n'est (pas|jamais)/, /ne (la |les )?(conserv|stock|gard|enregistr)\w* (pas|jamais)/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts, Statistiques: the IP address is never stored, only used in memory for approximate location",
  },
  {
    q: "Mon navigateur envoie le signal GPC (Global Privacy Control). Vous en tenez compte ?",
    expect: { any: [/refus/, /opposition/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Statistiques: GPC treated as a refusal of statistics and marketing",
  },
  {
    q: "Utilisez-vous des traceurs publicitaires (Facebook, Google Ads...) sur votre site ?",
    expect: {
      any: [/aucun traceur/, /pas de traceur/, /aucun[^.]{0,40}(publicit|tiers)/, /n'utilis\w* (aucun|pas)/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts, Témoins (cookies): marketing off by default, no third-party advertising tracker",
  },
  {
    q: "En cas de litige sur mes données personnelles, je peux saisir la CNIL ?",
    expect: { any: [/autorite de controle/, /pfpdt/, /prepose federal/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts, Vos droits: the PFPDT or, in the EU, your supervisory authority",
  },
  {
    q: "Vais-je recevoir une invitation pour mon agenda Outlook une fois la démo confirmée ?",
    expect: { any: [/piece jointe/, /joint/], none: [I_DONT_KNOW.fr] },
    source: "wording/fr.ts meeting.lines.booked: the calendar invitation is attached",
  },
  {
    q: "La démo se déroule comment : en visio, par téléphone, ou dans nos locaux ?",
    expect: { all: [/visio|video/, /telephone/], none: [I_DONT_KNOW.fr] },
    source: "wording/fr.ts meeting.place: video conference link or by phone",
  },
  {
    q: "Nous avons deux établissements sous Mindbody, l'agenda multi-sites est-il géré ?",
    expect: {
      any: [/multietablissement/, /plusieurs etablissements/, /tous vos etablissements/, /multi-?sites?/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Mindbody: books in all your establishments, multi-establishment calendars",
  },
  {
    q: "La démo est-elle payante ? Y a-t-il un engagement derrière ?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement/, /aucun engagement/, /pas d'engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts DETAILS_CTA: a free demo with no commitment",
  },
  {
    q: "Quand un patient annule à la dernière minute, le créneau reste vide ?",
    expect: { any: [/liste d'attente/, /combl/], none: [I_DONT_KNOW.fr] },
    source:
      "services.ts BEYOND_BASICS, Optimisation des revenus: fills cancellations from a waiting list; landing.ts Rappels intelligents",
  },
  {
    q: "Nous avons un médispa en plus de la clinique. Votre IA peut elle vendre nos abonnements et forfaits de soins ?",
    expect: { any: [/abonnement/, /forfait/], none: [I_DONT_KNOW.fr] },
    source: "services.ts SPECIALTIES, Médispas: sells memberships and care packages while booking",
  },
  {
    q: "Pour une clinique LASIK, l'IA sait-elle renseigner les patients sur les solutions de paiement échelonné ?",
    expect: { any: [/financement/], none: [I_DONT_KNOW.fr] },
    source: "services.ts SPECIALTIES, LASIK et soins des yeux: explains financing options",
  },
  {
    q: "Pouvez-vous m'aider à rédiger le contrat de travail de ma secrétaire médicale ?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: employment contract drafting",
  },
];
