import type { SwissHackLocale } from "@shared/i18n/locales";
import { PRE_ANALYSIS_LINK_MESSAGES } from "@shared/pre-analysis/private-link";
import { ApiError } from "~/lib/api-client";
import { type SubmitErrors, submitError } from "./audit-errors";

// Apart from audit-errors.ts: the newsletter form on the landing page needs `submitError` only, not the private
// link's messages in every language (they load with the second step).

/** The second step's failure: its own 404 (the request is gone, e.g. purged) says so; the rest as any form. */
export function refineError(errors: SubmitErrors, locale: SwissHackLocale, error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return PRE_ANALYSIS_LINK_MESSAGES[locale].auditNotFound;
  return submitError(errors, error);
}
