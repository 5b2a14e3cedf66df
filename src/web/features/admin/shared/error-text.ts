import { ADMIN_ERRORS, type AdminErrorCode, isAdminErrorCode } from "@shared/schemas/admin-errors";
import { useCallback } from "react";
import { ApiError } from "~/lib/api-client";
import { type AdminLanguage, useAdminLanguage } from "./admin-language";
import { API_ERROR_WORDS, FRENCH_ISSUE_PATTERNS, FRENCH_ISSUES } from "./error-words";

const CODE_OF_ENGLISH = new Map(
  Object.entries(ADMIN_ERRORS).map(([code, english]) => [english as string, code as AdminErrorCode]),
);

/**
 * A message the back office shows, in the account's language: a shared schema's check or an API refusal's English
 * text, worded in French for a French admin; any other text as it is (it is the admin's own words already).
 */
export function issueText(message: string, language: AdminLanguage): string {
  const code = CODE_OF_ENGLISH.get(message);
  if (code) return API_ERROR_WORDS[language].codes[code];
  if (language === "en") return message;
  const french = FRENCH_ISSUES[message];
  if (french) return french;
  for (const [pattern, word] of FRENCH_ISSUE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return word(...match.slice(1));
  }
  return message;
}

/**
 * What went wrong with a request, in the account's language: the refusal's code, the first issue of a refused
 * input, an unreachable server or a slowed client; the English message otherwise (an error the admin's own words
 * already name, such as "no such post" thrown with the words of its language, passes as it is).
 */
export function errorText(error: unknown, language: AdminLanguage): string {
  const words = API_ERROR_WORDS[language];
  if (!(error instanceof ApiError)) return error instanceof Error ? issueText(error.message, language) : String(error);
  // English: the server's own sentence, which may be more precise ("A French post already has the slug …").
  if (isAdminErrorCode(error.code)) return language === "en" ? error.message : words.codes[error.code];
  if (error.status === 0) return words.network;
  if (error.status === 429) return words.tooManyRequests;
  const issue = error.issues[0];
  if (issue) return issueText(issue.message, language);
  if (error.serverMessage) return issueText(error.serverMessage, language);
  return language === "en" ? error.message : words.failed(error.status);
}

/** `errorText` in the account's language. */
export function useErrorText(): (error: unknown) => string {
  const language = useAdminLanguage();
  return useCallback((error: unknown) => errorText(error, language), [language]);
}

/** `issueText` in the account's language. */
export function useIssueText(): (message: string) => string {
  const language = useAdminLanguage();
  return useCallback((message: string) => issueText(message, language), [language]);
}
