import { createRoute } from "@hono/zod-openapi";
import { OPTIMAITE_KNOWLEDGE } from "../../shared/content/optimaite/knowledge";
import { SWISSHACK_KNOWLEDGE } from "../../shared/content/swisshack/knowledge";
import { chatRequestSchema, chatResponseSchema } from "../../shared/schemas/chat";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { siteAnswer } from "./answer";
import { askModel } from "./model-client";
import { createRetriever, isFrench } from "./retrieval";

export const CHAT_RATE_LIMIT = { name: "ai-chat", points: 20, durationSeconds: 60 };

const chatRoute = createRoute({
  method: "post",
  path: "/ai-chat",
  tags: ["chat"],
  summary: "Ask the assistant; answers from the sites' own content (or a configured model grounded in it)",
  request: { body: { required: true, content: { "application/json": { schema: chatRequestSchema } } } },
  responses: {
    200: { description: "The reply", content: { "application/json": { schema: chatResponseSchema } } },
    400: { description: "Empty or too long message" },
    429: { description: "Too many requests" },
  },
});

export function registerChatRoutes(api: Api, deps: AppDeps) {
  const retriever = createRetriever([...OPTIMAITE_KNOWLEDGE, ...SWISSHACK_KNOWLEDGE]);
  const { CHAT_API_BASE_URL, CHAT_API_KEY, CHAT_MODEL } = deps.env;
  const model =
    CHAT_API_BASE_URL && CHAT_API_KEY
      ? { baseUrl: CHAT_API_BASE_URL, apiKey: CHAT_API_KEY, model: CHAT_MODEL ?? "gpt-4o-mini" }
      : null;

  api.use("/ai-chat", deps.rateLimiters.middleware(CHAT_RATE_LIMIT));
  api.openapi(chatRoute, async (c) => {
    const { message, site } = c.req.valid("json");
    const answer = siteAnswer(retriever, site ?? (isFrench(message) ? "swisshack" : "optimaite"), message);
    const fromFacts = { response: answer.text, links: answer.links };
    if (!model) return c.json(fromFacts, 200);
    try {
      const response = await askModel(model, message, answer.entries, answer.language);
      return c.json({ response, links: answer.links }, 200);
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "chat model failed, the answer from facts was used",
      );
      return c.json(fromFacts, 200);
    }
  });
}
