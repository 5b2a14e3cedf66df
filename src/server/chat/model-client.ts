import type { KnowledgeEntry } from "@shared/content/knowledge";
import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";

/** How the model is told which language to answer in; OptimAIte's French pages are Quebec's. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: "French",
  en: "English",
  de: "German as written in Switzerland (ss, never ß), formal Sie",
  it: "Italian, formal lei",
};
const languageName = (language: Locale, site?: SiteId) =>
  site === "optimaite" && language === "fr" ? "French as written in Quebec, formal vous" : LANGUAGE_NAMES[language];

export interface ModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

/**
 * Asks an OpenAI-compatible chat model, grounded in the retrieved entries. Throws on any failure or timeout: the
 * caller falls back to the retrieval answer.
 */
export async function askModel(
  config: ModelConfig,
  question: string,
  entries: KnowledgeEntry[],
  language: Locale,
  site?: SiteId,
): Promise<string> {
  const context = entries.map((entry) => `- ${entry.title}: ${entry.text} (${entry.url})`).join("\n");
  const res = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
    signal: AbortSignal.timeout(config.timeoutMs ?? 8000),
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      max_tokens: 400,
      messages: [
        {
          role: "system",
          content:
            "You are the assistant of OptimAIte (an AI receptionist for medical and aesthetic practices) and SwissHack " +
            "(a free financial audit in Switzerland). Answer only from the facts below; if they do not cover the question, " +
            `say so and suggest booking a demo or contacting the team. Answer in ${languageName(language, site)}, briefly.\n\nFacts:\n${context || "(none)"}`,
        },
        { role: "user", content: question },
      ],
    }),
  });
  if (!res.ok) throw new Error(`chat model answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const text = body.choices?.[0]?.message?.content?.trim();
  if (!text) throw new Error("chat model gave no answer");
  return text;
}
