/**
 * A piece of the sites' own content the chat assistant may answer from. Each site exports its entries from
 * `src/shared/content/<site>/knowledge.ts`, built from the same content modules its pages render.
 */
export interface KnowledgeEntry {
  /** Stable id, e.g. "optimaite-faq-1". */
  id: string;
  site: "swisshack" | "optimaite";
  title: string;
  /** Plain text, one or a few sentences. */
  text: string;
  /** The page (and anchor) it comes from, e.g. "/faq" or "/#process". */
  url: string;
}
