import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import {
  beyondBasicsCard,
  countersSentence,
  faqAnswer,
  featureCard,
  specialtiesSentence,
  testimonialSaying,
  testimonials,
  upsellCards,
  whyChooseUsCard,
} from "../page-sentences";
import {
  AUTHOR_SAYS,
  CLINIC_OWN_WAYS,
  DEMO,
  FAQ,
  href,
  PLATFORM,
  SERVICES,
  TESTIMONIAL_WORDS,
  whatItIs,
} from "./shared";

/** OptimAIte's questions in Quebec French about what the receptionist is and does for a clinic: its ways, its results, its cards. */
export const PRODUCT_INTENTS_FR = {
  "person-or-machine": {
    // "C'est-tu une vraie personne qui répond au téléphone ou un robot?"
    when: [
      /\b(vraie? personne|humain|etre humain)\b.{0,60}\bou\b.{0,15}\b(robot|ia|machine|ordinateur|intelligence artificielle)\b|\b(robot|ia|machine)\b.{0,15}\bou\b.{0,30}\b(vraie? personne|humain)\b/,
    ],
    text: whatItIs,
    links: [SERVICES, DEMO],
  },
  "clinic-knowledge": {
    // "Ça va sonner comme un robot ou comme ma clinique?": the FAQ's "Peut-elle parler comme ma clinique?".
    when: [
      // "C quoi OptimAIte? un robot qui répond au tel?" asks what it is; a patient in a panic is an urgent call.
      /^(?!.*\b(c|c.est|cest) quoi\b)/,
      /^(?!.*\b(urgen\w*|panique\w*|complications?|detresse|crise|911)\b)/,
      // "Je veux parler à un vrai humain, c'est juste des robots chez vous?": the visitor wants a person (contact).
      /^(?!.*\b(je|j.)\s?(veux|voudrais|aimerais) parler\b)/,
      new RegExp(
        `${CLINIC_OWN_WAYS.source}|\\b(demandent|demande|posent|veulent savoir)\\b.{0,30}\\b(prix|tarifs?)\\b.{0,80}\\b(repond\\w*|dire|sai\\w*|savoir)\\b|\\bse present\\w* (comme|avec|au nom|sous)\\b|\\bdecroch\\w*|\\bnom de (notre|ma|mon) (centre|clinique|cabinet|bureau)|\\brobot|\\b(sonn|parl)\\w* comme (un|une|ma|mon|notre|nous|nos)\\b`,
      ),
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ_FR, "Can it sound like my practice?"),
    links: [FAQ],
  },
  testimonials: {
    // "Avez-vous des témoignages?", "des vrais résultats de cliniques qui l'utilisent?"; not "à votre avis", nor "combien
    // de cliniques l'utilisent" (their number).
    when: [/^(?!.*\bcombien\b)/, new RegExp(`${TESTIMONIAL_WORDS.source}|${AUTHOR_SAYS.source}`)],
    text: () => testimonials(OPTIMAITE_LANDING_FR, (quote) => `«\u00a0${quote}\u00a0»`, "\u00a0: "),
    links: [{ label: "OptimAIte", href: href("/optimaite") }, DEMO],
  },
  "our-figures": {
    // "Vous êtes combien de cliniques à l'utiliser, et vous répondez à quel pourcentage des appels?", "vos chiffres?"
    when: [
      /^(?!.*\b(nos|mes|notre|ma|mon) (appels|rendez-vous|rdv|resultats|chiffres|stats|statistiques)\b)/,
      // The site's own visit statistics are the privacy page's; the calculator's assumptions are its own.
      /^(?!.*\b(frequentation|visites?|visiteurs?|navigat\w*|manques?|perdus?|recuper\w*|rattrap\w*|raccroch\w*|boite vocale)\b)/,
      /\b(vos|tes) (chiffres|stats|statistiques|resultats|performances?)\b|\bresultats chiffres\b|\bpourcentage\b|\bsur 100 appels\b|\btaux de reponse\b|\b\d+ ?%.{0,60}\b(veut dire|signifie)\b|\bcombien (de |d.)(cliniques|appels|rendez-vous)\b.{0,40}\b(vous|optimaite|utilis\w*|trait\w*)\b|\bvous (traitez|gerez|prenez) (quel|combien)|\b(quel|votre) volume d.appels\b.{0,30}\b(traitez|gerez|prenez)\b/,
    ],
    text: () => `${countersSentence(OPTIMAITE_LANDING_FR, "fr")} ${specialtiesSentence(OPTIMAITE_LANDING_FR, "fr")}`,
    links: [{ label: "OptimAIte", href: href("/optimaite") }, DEMO],
  },
  reports: {
    // "Est-ce que j'ai des rapports sur les appels?", "je vais-tu pouvoir voir combien d'argent l'IA nous a rapporté?";
    // not "combien d'appels vous traitez" (the home page's counters).
    when: [
      /^(?!.*\bvous (traitez|prenez|gerez|repondez|recevez)\b)/,
      // The site's own visit statistics are the privacy page's.
      /^(?!.*\b(frequentation|visites?|visiteurs?|identifiant de visite|navigat\w*|banniere|consent\w*|temoins?|cookies?)\b)/,
      /\b(?<!par )rapports?\b(?! (a|au|aux|avec)\b)|statisti|\bstats?\b|tableau de bord|dashboard|\breporting\b|\bindicateurs\b|\bkpis?\b|(voir|suivre|savoir|mesurer)\b.{0,30}\bcombien\b.{0,60}\b(rapporte|ramene|genere|book\w*|pris)\b/,
    ],
    text: () =>
      `${featureCard(OPTIMAITE_LANDING_FR, "Analytics", " : ")} ${beyondBasicsCard(OPTIMAITE_SERVICES_FR, "Practice analytics", " : ")}`,
    links: [SERVICES, DEMO],
  },
  "replace-staff": {
    // "J'ai déjà une réceptionniste qui travaille fort, ça va-tu la remplacer?"
    when: [
      /\bremplac\w*\b.{0,40}\b(receptionnistes?|secretaires?|adjointes?|personnel|equipe|employee?s?|staff|filles? (a|de) l.accueil)\b|\b(receptionnistes?|secretaires?|adjointes?|personnel|equipe|employee?s?|staff)\b.{0,60}\bremplac\w*/,
    ],
    text: () =>
      `${whyChooseUsCard(OPTIMAITE_SERVICES_FR, "Lower staffing costs", "\u00a0: ")} ${whyChooseUsCard(OPTIMAITE_SERVICES_FR, "Never miss a call", "\u00a0: ")}`,
    links: [SERVICES, DEMO],
  },
  confirmations: {
    // "Après avoir réservé au téléphone, nos clients reçoivent-ils une confirmation?": the patient's text, not the demo's email.
    when: [
      /^(?!.*\bdemo)/,
      /\b(patients?|patientes?|clients?|clientes?|appelants?|clientele)\b.{0,80}\bconfirm\w*|\bconfirm\w*.{0,60}\b(patients?|patientes?|clients?|clientes?)\b/,
    ],
    text: () => featureCard(OPTIMAITE_LANDING_FR, "SMS confirmations", "\u00a0: "),
    links: [SERVICES],
  },
  waitlist: {
    // "La plage reste vide, personne a le temps d'appeler la liste de gens qui attendent." A named platform's
    // waitlist is its card's.
    when: [
      new RegExp(`^(?!.*${PLATFORM})`),
      /\bliste d.attente\b|\bliste (de|des) (gens|patients?|clients?|personnes) qui attend\w*|\bwait-?list\w*|\bplages? (reste |restent )?(vides?|libres?|liberees?)\b|\b(combl|rempl)\w* (les |la |une |des )?(plages?|trous?|annulations?|places? libres?)\b/,
    ],
    text: () =>
      `${beyondBasicsCard(OPTIMAITE_SERVICES_FR, "Revenue optimization", "\u00a0: ")} ${featureCard(OPTIMAITE_LANDING_FR, "Smart reminders", "\u00a0: ")}`,
    links: [SERVICES, DEMO],
  },
  "no-shows": {
    // "Y a tellement de monde qui se pointe pas à leur rendez-vous": the no-shows, without the word.
    when: [
      /\b(se pointe|se presente|vien|venu)\w* pas\b|\bpas (se pointer|se presenter|venir|venu\w*|presente\w*)\b|\boubli\w* (leur|leurs|son|sa|ses|les|le) (rdv|rendez-vous|rendezvous)\b|\b(rdv|rendez-vous|rendezvous) (manques|rates|oublies)\b|\blapins?\b|\bno.?shows?\b/,
    ],
    text: () =>
      `${featureCard(OPTIMAITE_LANDING_FR, "Smart reminders", "\u00a0: ")} ${testimonialSaying(OPTIMAITE_LANDING_FR, "no-shows", (quote) => `«\u00a0${quote}\u00a0»`, "\u00a0: ")}`,
    links: [SERVICES, DEMO],
  },
  "patient-retention": {
    // "Peut-elle relancer mes clients pas revenus depuis 6 mois?", "leur examen annuel, plusieurs oublient".
    when: [
      /\brelanc\w*|\bfaire revenir\b|\b(pas|plus|jamais) (re)?venus?\b|\breviennent (pas|plus)\b|\brecalls?\b|\bfidelis\w*|\brappels? (de|aux) (6|six|12|douze) mois\b|\b(examen|suivi|visite)s? annuel/,
    ],
    text: () => beyondBasicsCard(OPTIMAITE_SERVICES_FR, "Patient retention", "\u00a0: "),
    links: [SERVICES, DEMO],
  },
  upsell: {
    // "Ça peut-tu proposer un peeling quand quelqu'un appelle pour du botox?", "suggérer un extra, un package?"
    when: [
      /\b(propos|sugger|vend|offr|recommand|pouss|pitch)\w*\b.{0,50}\b(autres? (traitements?|soins?|services?)|(traitements?|soins?|services?) (de plus|en plus|supplementaires?|complementaires?|additionnels?)|extras?|forfaits?|packages?|abonnements?|(affaires|choses|trucs|options|produits) (de plus|en plus|supplementaires?))\b|\b(propos|sugger|offr)\w*\b.{0,50}\b(en meme temps|du meme coup|autre chose)\b|\bventes? (complementaires?|additionnelles?|croisees?)\b|\bupsell\w*/,
    ],
    text: () => upsellCards(OPTIMAITE_LANDING_FR, OPTIMAITE_SERVICES_FR, "\u00a0: "),
    links: [SERVICES, DEMO],
  },
  "what-it-does": {
    when: [
      // "Des plages de démo le soir?" asks about the demo's times, not the receptionist's hours.
      /^(?!.*\bdemos?\b)/,
      /que fait|qu.est.ce que (c.est|ca fait|vous faites|optimaite|elle fait|l.ia fait|votre)|(^\W*|\b(bonjour|allo|salut|bonsoir|optimaite|ca|ça|vous|votre (affaire|produit|service|solution|systeme|truc))\W+)c.est quoi(?! (qu|le|la|les|l.|un|une|des|votre|vos)\b)|\bc quoi optimaite|qui etes.vous|a quoi sert|sert a quoi|comment (ca|ça) (marche|fonctionne)|fonctionnalit|apres les heures|soir|fin de semaine|dimanche|samedi|\bferies?\b|\bnoel\b|saint-jean|temps des fetes|\bconges?\b|en dehors des heures|hors des heures|on ferme|(est|sont|sommes|on est) fermes?\b|fermeture|24 ?\/ ?7|voix|ressembl/,
    ],
    text: whatItIs,
    links: [SERVICES, DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;
