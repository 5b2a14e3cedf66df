/** A section of a legal page; its paragraphs may hold operator placeholders such as `{email}`. */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}
