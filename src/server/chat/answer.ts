import type { KnowledgeEntry } from "../../shared/content/knowledge";
import { isFrench, type Retriever } from "./retrieval";

export const FALLBACK = {
  en: "I'm not sure about that one. Our team can help: book a free demo or use the contact form, and we'll answer within 24 hours.",
  fr: "Je n'ai pas la réponse à cette question. Demandez l'audit gratuit ou écrivez-nous : un expert vous répond sous 48 h.",
};

export interface RetrievedAnswer {
  language: "en" | "fr";
  entries: KnowledgeEntry[];
  text: string;
}

/** Answers from the sites' content: French questions from SwissHack first, the rest from OptimAIte first. */
export function retrievalAnswer(retriever: Retriever, question: string): RetrievedAnswer {
  const language = isFrench(question) ? "fr" : "en";
  const preferred = language === "fr" ? "swisshack" : "optimaite";
  const entries = retriever.search(question, preferred);
  const found = entries.length > 0 ? entries : retriever.search(question);
  const [best, second] = found;
  if (!best) return { language, entries: [], text: FALLBACK[language] };
  const more = language === "fr" ? "En savoir plus" : "Learn more";
  const extra = second && second.site === best.site ? `\n\n${second.title}: ${second.text}` : "";
  return { language, entries: found, text: `${best.text}${extra}\n\n${more}: ${best.url}` };
}
