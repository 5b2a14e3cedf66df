import type { KnowledgeEntry } from "@shared/content/knowledge";
import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import type { ChatPack } from "./chat-pack";
import { CHAT_PACKS, chatPack } from "./chat-packs";
import { type ChatAnswer, type ChatLink, matchIntent } from "./intents/intent";
import { normalize, type Retriever } from "./retrieval";

/** Each site's assistant in its default language (French for SwissHack, English for OptimAIte). */
export const SITE_CHAT: Record<SiteId, ChatPack> = {
  swisshack: CHAT_PACKS.swisshack.fr,
  optimaite: CHAT_PACKS.optimaite.en,
};

export interface SiteAnswer extends ChatAnswer {
  language: Locale;
  /** What a configured model may ground its answer in. */
  entries: KnowledgeEntry[];
  /** A question about the world, not the site: answered as such, never passed on to a model. */
  outOfScope?: true;
}

function snippet(pack: ChatPack, entry: KnowledgeEntry, question: string): string {
  return pack.closedQuestion.test(question) ? entry.text : entry.text.replace(pack.yesPrefix, "");
}

/**
 * The answer first, from facts: a known kind of question gets its figures (`intents/`); otherwise the best
 * passage of the site's own content, with a link to it; below the retrieval score, "I don't know" with where to go.
 * A question about the world (weather, sports, recipes) gets "I can't help with that" and what the assistant can do.
 * `locale` is the page's language (the site's default when absent or not one of the site's); `retriever` must hold
 * that language's content (`createChatRetrievers().for(site, locale)`).
 */
export function siteAnswer(
  retriever: Retriever,
  site: SiteId,
  question: string,
  today = new Date(),
  locale?: Locale,
): SiteAnswer {
  const chat = chatPack(site, locale);
  if (chat.offTopic.test(normalize(question))) {
    return { language: chat.language, entries: [], outOfScope: true, ...chat.outOfScope };
  }
  const entries = retriever.search(question, site);
  const intent = matchIntent(chat.intents, question);
  if (intent) return { language: chat.language, entries, ...intent.answer(today) };
  const [best] = entries;
  if (!best) return { language: chat.language, entries, ...chat.fallback };
  const link: ChatLink = { label: `${chat.more}${best.title}`, href: best.url };
  return { language: chat.language, entries, text: snippet(chat, best, question), links: [link] };
}
