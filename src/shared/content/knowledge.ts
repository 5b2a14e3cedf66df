/**
 * A passage of the sites' own content the chat assistant may answer from, built from the same content modules the
 * pages render (src/server/chat/knowledge/, decision 0047).
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
