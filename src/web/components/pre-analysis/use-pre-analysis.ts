import type { SwissHackLocale } from "@shared/i18n/locales";
import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import { useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api-client";

export interface LoadedPreAnalysis {
  /** The document's language (the admin's endpoint does not send it: the document says it too). */
  locale?: SwissHackLocale;
  document: PreAnalysisDocument;
  createdAt: string;
  expiresAt: string;
  /** Present while the Premium audit can be ordered online (issue 57): the order completes this audit request. */
  premiumOrder?: { auditRequestId: string };
}

/** Why a private link shows no document; the page says each in its own language. */
export type PreAnalysisFailure = "network" | "malformed" | "unknown" | "expired" | "tooMany" | "server";

export type PreAnalysisState =
  | { status: "loading" }
  | { status: "loaded"; data: LoadedPreAnalysis }
  /** `message` is the API's own words, for the back office; a person's page shows `failure` in their language. */
  | { status: "failed"; failure: PreAnalysisFailure; message: string };

/** A failure from the answer's status: a link cut or mistyped (400), unknown (404), expired (410)… */
export function failureOf(error: unknown): PreAnalysisFailure {
  if (!(error instanceof ApiError) || error.status === 0) return "network";
  if (error.status === 400) return "malformed";
  if (error.status === 404) return "unknown";
  if (error.status === 410) return "expired";
  if (error.status === 429) return "tooMany";
  return "server";
}

/** Loads the document behind a private link (or any API path answering the same shape). */
export function usePreAnalysis(apiPath: string): PreAnalysisState {
  const [state, setState] = useState<PreAnalysisState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    apiRequest<LoadedPreAnalysis>(apiPath, { signal: controller.signal })
      .then((data) => setState({ status: "loaded", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: "failed",
          failure: failureOf(error),
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => controller.abort();
  }, [apiPath]);
  return state;
}
