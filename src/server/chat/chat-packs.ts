import type { KnowledgeEntry } from "@shared/content/knowledge";
import { type Locale, type SITE_LOCALES, siteLocaleOr } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import type { ChatPack } from "./chat-pack";
import { OPTIMAITE_EN, SWISSHACK_FR } from "./packs/defaults";
import { OPTIMAITE_FR } from "./packs/optimaite-fr";
import { SWISSHACK_DE } from "./packs/swisshack-de";
import { SWISSHACK_IT } from "./packs/swisshack-it";
import { type Analyzer, createRetriever, type Retriever } from "./retrieval";

/** Every language of every site has its assistant: a language added to SITE_LOCALES without one fails the type check. */
export const CHAT_PACKS: { [S in SiteId]: Record<(typeof SITE_LOCALES)[S][number], ChatPack> } = {
  swisshack: { fr: SWISSHACK_FR, de: SWISSHACK_DE, it: SWISSHACK_IT },
  optimaite: { en: OPTIMAITE_EN, fr: OPTIMAITE_FR },
};

/** The assistant of a site in a language; a language the site does not have gets the site's default. */
export function chatPack(site: SiteId, locale?: unknown): ChatPack {
  return (CHAT_PACKS[site] as Partial<Record<Locale, ChatPack>>)[siteLocaleOr(site, locale)] as ChatPack;
}

export interface ChatRetrievers {
  for(site: SiteId, locale?: unknown): Retriever;
}

/**
 * One index per way of reading a language: French and English share today's index (their analyzer), German, Italian
 * and OptimAIte's French each get their own, with their own stop words, stemming and (German) compound parts.
 */
export function createChatRetrievers(): ChatRetrievers {
  const byAnalyzer = new Map<Analyzer, { entries: KnowledgeEntry[]; minScore: number }>();
  const packs = [...Object.values(CHAT_PACKS.optimaite), ...Object.values(CHAT_PACKS.swisshack)];
  for (const pack of packs) {
    const index = byAnalyzer.get(pack.analyzer) ?? { entries: [], minScore: pack.minScore ?? 3 };
    byAnalyzer.set(pack.analyzer, { entries: [...index.entries, ...pack.knowledge], minScore: index.minScore });
  }
  const retrievers = new Map(
    [...byAnalyzer].map(([analyzer, { entries, minScore }]) => [
      analyzer,
      createRetriever(entries, minScore, analyzer),
    ]),
  );
  return { for: (site, locale) => retrievers.get(chatPack(site, locale).analyzer) as Retriever };
}
