import { FileWarning, Loader2 } from "lucide-react";
import { useParams } from "react-router";
import { PreAnalysisDocumentView } from "~/components/pre-analysis/document-view";
import { usePreAnalysis } from "~/components/pre-analysis/use-pre-analysis";
import { AuditButton } from "../audit/audit-button";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { PreAnalysisActions } from "./pre-analysis-actions";

const dateFormat = new Intl.DateTimeFormat("fr-CH", { day: "numeric", month: "long", year: "numeric" });

/** /pre-analyse/:token: the instant pre-analysis behind its private link, printable, with its PDF. */
export function PreAnalysisPage() {
  const token = useParams().token ?? "";
  const state = usePreAnalysis(`/api/pre-analyses/${encodeURIComponent(token)}`);
  return (
    <SwissHackLayout>
      <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
        {state.status === "loading" && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Chargement de votre pré-analyse…
          </p>
        )}
        {state.status === "failed" && (
          <div className="mx-auto max-w-xl py-10 text-center">
            <FileWarning className="mx-auto mb-4 size-14 text-slate-500" aria-hidden="true" />
            <h1 className="text-3xl font-bold">Pré-analyse indisponible</h1>
            <p className="mt-4 text-lg text-muted-foreground">{state.message}</p>
            <AuditButton className="mt-8">Refaire l'audit gratuit</AuditButton>
          </div>
        )}
        {state.status === "loaded" && (
          <>
            <header className="mb-8 space-y-4 border-b pb-8">
              <p className="font-semibold text-primary">Pré-analyse instantanée</p>
              <h1 className="text-balance text-3xl font-extrabold tracking-tight md:text-4xl">
                {state.data.document.title}
              </h1>
              <p className="text-lg text-muted-foreground">{state.data.document.subtitle}</p>
              <PreAnalysisActions pdfUrl={`/api/pre-analyses/${encodeURIComponent(token)}/pdf`} />
              <p className="text-sm text-muted-foreground print:hidden">
                Lien privé, valable jusqu'au {dateFormat.format(new Date(state.data.expiresAt))}.
              </p>
            </header>
            <PreAnalysisDocumentView document={state.data.document} />
          </>
        )}
      </div>
    </SwissHackLayout>
  );
}
