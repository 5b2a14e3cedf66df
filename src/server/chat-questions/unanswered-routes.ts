import { unansweredQuestionsResponseSchema } from "@shared/schemas/chat-questions";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { unansweredQuestionGroups } from "./unanswered-store";

const listRoute = adminRoute({
  method: "get",
  path: "/admin/chat/unanswered",
  summary: 'The questions the assistant answered with "I don\'t know" in the last 90 days, grouped, most asked first',
  responses: { 200: jsonResponse(unansweredQuestionsResponseSchema, "The groups and how many questions are kept") },
});

/** Registered after requireAdmin covers /admin/*. */
export function registerUnansweredQuestionRoutes(api: Api, deps: AppDeps) {
  api.openapi(listRoute, async (c) => c.json(await unansweredQuestionGroups(deps.database.db), 200));
}
