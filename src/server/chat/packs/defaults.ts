import type { ChatPack } from "../chat-pack";
import { OPTIMAITE_INTENTS } from "../intents/optimaite-intents";
import { SWISSHACK_INTENTS } from "../intents/swisshack-intents";

// A closed question ("Is it…?", "Est-ce…?") may be answered "Yes."; an open one ("What…?") may not.
const CLOSED_QUESTION =
  /^\s*(is|are|can|do|does|did|will|would|should|est-ce|puis-je|peut-on|peux-je|ai-je|suis-je|dois-je|faut-il|y a-t-il|l.audit est-il)\b/i;
const YES_PREFIX = /^(oui|yes|non|no)\s*[.,!:]\s*/i;

/** Questions about the world rather than the sites (weather, sports, news): the assistant does not know. */
const OFF_TOPIC =
  /\b(meteo|weather|quel temps fait|temps fait[- ]il|football|soccer|match|score|recettes?|recipes?|horoscope|news|actualite|bourse|stocks?|shares to buy|restaurants?|poemes?|poems?|poesie|poetry|chansons?|songs?|blagues?|jokes?|coupe du monde|world cup|super bowl|film|movie)\b|\bactions?\b.{0,30}\bachet|\bachet\w*.{0,20}\bactions?\b/;

/** The sites' default languages, French and English, searched in one index as before the other languages came. */
const SHARED = {
  closedQuestion: CLOSED_QUESTION,
  yesPrefix: YES_PREFIX,
  offTopic: OFF_TOPIC,
};

/** The other brand's subject, asked on the wrong site: not this assistant's to answer. */
const OPTIMAITE_SUBJECTS = /\b(receptionnistes?|receptionists?|optimaite)\b/;
const SWISSHACK_SUBJECTS =
  /\b(lamal|pillar 3a|3rd pillar|third pillar|3a pillar|cross.border workers?|frontaliers?|swiss tax\w*|swisshack)\b/;
const either = (a: RegExp, b: RegExp) => new RegExp(`${a.source}|${b.source}`);

/**
 * Not a receptionist's subject on OptimAIte's English pages: the visitor's own or family's health and doses, a patient
 * who took the site for their clinic's ("cancel my cleaning with Dr. Smith"), a tax return.
 */
const NOT_OPTIMAITES =
  /\bi (have|got) (a )?(fever|flu|cold|headache|back pain|pain)\b|\bmy (tooth|teeth|back|head|skin|knee|stomach) (hurts?|aches?)\b|\bmy (son|daughter|kid|child|baby|wife|husband|mom|dad)\b.{0,30}\b(has|have|got)\b.{0,10}\b(fever|flu|cold|cough)\b|\bhow (much|many)\b.{0,30}\b(tylenol|advil|motrin|aspirin|ibuprofen|acetaminophen|pills?|tablets?|mg)\b|\bmy (cleaning|checkup|check-up|consultation|treatment|exam|filling|botox) (appointment )?(with|at|for|tomorrow|today)\b|\bmy\b.{0,40}\b(with|see) (dr|doctor)\.? [a-z]{3,}|\btax (return|returns|filing)\b|\bfile my taxes\b/;

export const SWISSHACK_FR: ChatPack = {
  ...SHARED,
  offTopic: either(OFF_TOPIC, OPTIMAITE_SUBJECTS),
  language: "fr",
  versions: (names) =>
    `Oui : SwissHack existe en ${names.slice(0, -1).join(", ")} et ${names.at(-1)}, avec les mêmes pages, l'audit gratuit et le Premium dans chaque langue. Choisissez la langue ci-dessous ou dans le menu du site.`,
  languages: (names) =>
    `SwissHack existe seulement en ${names.slice(0, -1).join(", ")} et ${names.at(-1)}. Posez votre question dans l'une de ces langues.`,
  intents: SWISSHACK_INTENTS,
  more: "En savoir plus\u00a0: ",
  fallback: {
    text: "Je ne sais pas répondre précisément à cette question. Voici l'audit gratuit : un expert étudie votre situation et vous répond sous 48 h. Vous pouvez aussi consulter nos questions fréquentes.",
    links: [
      { label: "Demander l'audit gratuit", href: "/#audit" },
      { label: "Questions fréquentes", href: "/#faq" },
    ],
  },
  outOfScope: {
    text: "Désolé, je ne peux pas vous aider sur ce sujet. Je réponds aux questions sur SwissHack : l'audit gratuit et l'audit Premium, le 3e pilier, la franchise LAMal, les frontaliers (impôts, télétravail, assurance maladie) et la protection de vos données.",
    links: [{ label: "Questions fréquentes", href: "/#faq" }],
  },
};

export const OPTIMAITE_EN: ChatPack = {
  ...SHARED,
  offTopic: either(either(OFF_TOPIC, SWISSHACK_SUBJECTS), NOT_OPTIMAITES),
  askedOfUs:
    /\b(do|does|can|will) (you|it|optimaite|the ai|she)\b|\b(your) (company|team|office|offices|app|application|software|product|service)\b/,
  language: "en",
  versions: (names) =>
    `OptimAIte's site exists in ${names.join(" and ")}: choose the language below or in the site's menu.`,
  languages: (names) =>
    `OptimAIte is only available in ${names.join(" and ")}. Please ask your question in one of these languages.`,
  aboutVisitorPrivacy: {
    when: /\bbrowser|\bcookies?\b|\bpixels?\b|\btrackers?\b|\btracking\b|\bads\b|advertis|\bgpc\b|global privacy|ip address|\bip\b|geolocat|which (city|region)|where i.m (from|located)|google (ads|analytics)|privacy policy/,
    pages: ["/privacy", "/legal-notice"],
  },
  intents: OPTIMAITE_INTENTS,
  answersEachQuestion: true,
  more: "Learn more: ",
  spokenLanguages: {
    about: /\b(receptionists?|ai|bot|robot|she|agent|patients?|calls?|callers?|phone)\b/,
    answer: (names) => ({
      text: `Our pages don't say which languages the receptionist speaks on the phone (the site itself is in ${names.join(" and ")}). Ask us: send us a message or book a free demo, and we'll reply within 24 hours.`,
      links: [
        { label: "Contact us", href: "/optimaite?contact=open" },
        { label: "Book a free demo", href: "/optimaite?demo=open" },
      ],
    }),
  },
  fallback: {
    text: "I don't know the answer to that one. Our team does: book a free demo or send us a message, and we'll reply within 24 hours.",
    links: [
      { label: "Book a free demo", href: "/optimaite?demo=open" },
      { label: "Contact us", href: "/optimaite?contact=open" },
    ],
  },
  outOfScope: {
    text: "Sorry, I can't help with that. I answer questions about OptimAIte: what the AI receptionist does, its integrations, setup, pricing and the ROI calculator, privacy and compliance, and booking or moving a demo.",
    links: [{ label: "Read the FAQ", href: "/faq" }],
  },
};
