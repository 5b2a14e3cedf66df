import type { AdminLanguage, AdminLanguageChoice } from "@shared/schemas/admin-language";
import { apiRequest } from "~/lib/api-client";

// The signed-in account's own back-office settings (src/server/admin/admin-language-routes.ts).

// `keepalive`: a choice made just before a reload or a navigation is still saved (the request outlives the page).
export const saveAdminLanguage = (language: AdminLanguage) =>
  apiRequest<AdminLanguageChoice>("/api/admin/me/language", {
    method: "PUT",
    body: { language },
    keepalive: true,
  });
