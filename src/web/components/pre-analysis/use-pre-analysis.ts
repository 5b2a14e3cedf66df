import { useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { SwissHackLocale } from "../../../shared/i18n/locales";
import type { PreAnalysisDocument } from "../../../shared/pre-analysis/document";

export interface LoadedPreAnalysis {
  /** The document's language (the admin's endpoint does not send it: the document says it too). */
  locale?: SwissHackLocale;
  document: PreAnalysisDocument;
  createdAt: string;
  expiresAt: string;
}

export type PreAnalysisState =
  | { status: "loading" }
  | { status: "loaded"; data: LoadedPreAnalysis }
  | { status: "failed"; message: string };

const NETWORK_MESSAGE = "Connexion impossible. Vérifiez votre connexion internet puis rechargez la page.";
/** A link cut or mistyped (the server refuses its shape): said in French, never the validator's words. */
const MALFORMED_MESSAGE =
  "Ce lien de pré-analyse n'est pas complet. Copiez-le en entier depuis l'e-mail reçu, ou refaites l'audit gratuit.";

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return NETWORK_MESSAGE;
  if (error.status === 400) return MALFORMED_MESSAGE;
  return error.serverMessage ?? error.message;
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
        setState({ status: "failed", message: failureMessage(error) });
      });
    return () => controller.abort();
  }, [apiPath]);
  return state;
}
