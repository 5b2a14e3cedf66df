import type { UnansweredQuestionsResponse } from "@shared/schemas/chat-questions";
import { apiRequest } from "~/lib/api-client";

// Every request of the Questions tab (src/server/chat-questions/unanswered-routes.ts).

export const loadUnansweredQuestions = () => apiRequest<UnansweredQuestionsResponse>("/api/admin/chat/unanswered");
