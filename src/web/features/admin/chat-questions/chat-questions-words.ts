import type { AdminWords } from "../shared/admin-language";

// The Questions tab: what visitors asked the assistant and it could not answer (issue 56).

export const CHAT_QUESTIONS_WORDS: AdminWords<{
  tab: string;
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  empty: string;
  total: (count: number) => string;
  tableName: string;
  columns: Record<"question" | "site" | "languages" | "count" | "last", string>;
  sites: Record<"swisshack" | "optimaite", string>;
}> = {
  fr: {
    tab: "Questions",
    title: "Questions restées sans réponse",
    intro:
      "Ce que les visiteurs ont demandé à l'assistant et qu'il n'a pas su trouver dans les pages, regroupé par question, les plus fréquentes d'abord\u00a0: de quoi compléter la FAQ ou écrire un article. Gardées 90\u00a0jours, sans adresse IP\u00a0; e-mails et numéros de téléphone masqués.",
    loading: "Chargement…",
    loadFailed: "Les questions n'ont pas pu être chargées. Réessayez dans un instant.",
    empty: "Aucune question sans réponse ces 90 derniers jours.",
    total: (count) => `${count}\u00a0question${count > 1 ? "s" : ""} sans réponse en 90\u00a0jours`,
    tableName: "Questions sans réponse, regroupées",
    columns: { question: "Question", site: "Site", languages: "Langues", count: "Fois", last: "Dernière fois" },
    sites: { swisshack: "SwissHack", optimaite: "OptimAIte" },
  },
  en: {
    tab: "Questions",
    title: "Questions left unanswered",
    intro:
      "What visitors asked the assistant and it could not find in the pages, grouped by question, the most asked first: what the FAQ or a blog post could answer. Kept 90 days, with no IP address; emails and phone numbers masked.",
    loading: "Loading…",
    loadFailed: "The questions could not be loaded. Try again in a moment.",
    empty: "No unanswered question in the last 90 days.",
    total: (count) => `${count} unanswered question${count === 1 ? "" : "s"} in 90 days`,
    tableName: "Unanswered questions, grouped",
    columns: { question: "Question", site: "Site", languages: "Languages", count: "Times", last: "Last asked" },
    sites: { swisshack: "SwissHack", optimaite: "OptimAIte" },
  },
};
