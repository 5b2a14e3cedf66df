import { useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { PreAnalysisDocument } from "../../../shared/pre-analysis/document";

export interface LoadedPreAnalysis {
  document: PreAnalysisDocument;
  createdAt: string;
  expiresAt: string;
}

export type PreAnalysisState =
  | { status: "loading" }
  | { status: "loaded"; data: LoadedPreAnalysis }
  | { status: "failed"; message: string };

const NETWORK_MESSAGE = "Connexion impossible. Vérifiez votre connexion internet puis rechargez la page.";

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
        const message = error instanceof ApiError && error.status !== 0 ? error.message : NETWORK_MESSAGE;
        setState({ status: "failed", message });
      });
    return () => controller.abort();
  }, [apiPath]);
  return state;
}
