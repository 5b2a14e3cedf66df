import type { KnowledgeEntry } from "../../shared/content/knowledge";
import type { SiteId } from "../../shared/routes";
import { type ChatAnswer, type ChatLink, type Intent, matchIntent } from "./intents/intent";
import { OPTIMAITE_INTENTS } from "./intents/optimaite-intents";
import { SWISSHACK_INTENTS } from "./intents/swisshack-intents";
import { normalize, type Retriever } from "./retrieval";

/** Each site's assistant speaks its site's language and knows its site's facts first. */
export const SITE_CHAT: Record<
  SiteId,
  { language: "fr" | "en"; intents: readonly Intent[]; fallback: ChatAnswer; more: string }
> = {
  swisshack: {
    language: "fr",
    intents: SWISSHACK_INTENTS,
    more: "En savoir plus\u00a0: ",
    fallback: {
      text: "Je ne sais pas répondre précisément à cette question. Voici l'audit gratuit : un expert étudie votre situation et vous répond sous 48 h. Vous pouvez aussi consulter nos questions fréquentes.",
      links: [
        { label: "Demander l'audit gratuit", href: "/#audit" },
        { label: "Questions fréquentes", href: "/#faq" },
      ],
    },
  },
  optimaite: {
    language: "en",
    intents: OPTIMAITE_INTENTS,
    more: "Learn more: ",
    fallback: {
      text: "I don't know the answer to that one. Our team does: book a free demo or send us a message, and we'll reply within 24 hours.",
      links: [
        { label: "Book a free demo", href: "/optimaite?demo=open" },
        { label: "Contact us", href: "/optimaite?contact=open" },
      ],
    },
  },
};

export interface SiteAnswer extends ChatAnswer {
  language: "fr" | "en";
  /** What a configured model may ground its answer in. */
  entries: KnowledgeEntry[];
}

// A closed question ("Is it…?", "Est-ce…?") may be answered "Yes."; an open one ("What…?") may not.
const CLOSED_QUESTION =
  /^\s*(is|are|can|do|does|did|will|would|should|est-ce|puis-je|peut-on|peux-je|ai-je|suis-je|dois-je|faut-il|y a-t-il|l.audit est-il)\b/i;
const YES_PREFIX = /^(oui|yes|non|no)\s*[.,!:]\s*/i;

function snippet(entry: KnowledgeEntry, question: string): string {
  return CLOSED_QUESTION.test(question) ? entry.text : entry.text.replace(YES_PREFIX, "");
}

/** Questions about the world rather than the sites (weather, sports, news): the assistant does not know. */
const OFF_TOPIC =
  /\b(meteo|weather|quel temps fait|temps fait[- ]il|football|soccer|match|score|recette|recipe|horoscope|news|actualite)\b/;

/**
 * The answer first, from facts: a known kind of question gets its figures (`intents/`); otherwise the best
 * passage of the site's own content, with a link to it; below the retrieval score, "I don't know" with where to go.
 */
export function siteAnswer(retriever: Retriever, site: SiteId, question: string, today = new Date()): SiteAnswer {
  const chat = SITE_CHAT[site];
  if (OFF_TOPIC.test(normalize(question))) return { language: chat.language, entries: [], ...chat.fallback };
  const entries = retriever.search(question, site);
  const intent = matchIntent(chat.intents, question);
  if (intent) return { language: chat.language, entries, ...intent.answer(today) };
  const [best] = entries;
  if (!best) return { language: chat.language, entries, ...chat.fallback };
  const link: ChatLink = { label: `${chat.more}${best.title}`, href: best.url };
  return { language: chat.language, entries, text: snippet(best, question), links: [link] };
}
