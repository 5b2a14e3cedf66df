import { ArrowLeft, Download } from "lucide-react";
import { Link, useParams } from "react-router";
import { PreAnalysisDocumentView } from "~/components/pre-analysis/document-view";
import { usePreAnalysis } from "~/components/pre-analysis/use-pre-analysis";
import { Button } from "~/components/ui/button";
import { useAdminLanguage } from "../shared/admin-language";
import { AdminShell } from "../shared/admin-shell";
import { issueText } from "../shared/error-text";
import { FORMAT_WORDS, FRAME_WORDS } from "../shared/shared-words";
import { preAnalysisPdfUrl, preAnalysisUrl } from "./leads-api";
import { PRE_ANALYSIS_PAGE_WORDS } from "./leads-words";

function AdminPreAnalysis({ id }: { id: string }) {
  const language = useAdminLanguage();
  const t = PRE_ANALYSIS_PAGE_WORDS[language];
  const dateTime = new Intl.DateTimeFormat(FORMAT_WORDS[language].locale, { dateStyle: "medium", timeStyle: "short" });
  const state = usePreAnalysis(preAnalysisUrl(id));
  if (state.status === "loading") return <p role="status">{FRAME_WORDS[language].loading}</p>;
  if (state.status === "failed") return <p role="alert">{issueText(state.message, language)}</p>;
  const { document, createdAt, expiresAt } = state.data;
  const expired = new Date(expiresAt).getTime() <= Date.now();
  const until = dateTime.format(new Date(expiresAt));
  // The document is in the person's language (their own page's), the words around it in the account's.
  return (
    <>
      <header className="mb-8 space-y-3 border-b pb-6">
        <h1 className="text-3xl font-bold">{document.title}</h1>
        <p className="text-muted-foreground">{document.subtitle}</p>
        <p className="text-sm text-muted-foreground">
          {t.computed(dateTime.format(new Date(createdAt)))} {expired ? t.expired(until) : t.validUntil(until)}
        </p>
        <Button asChild>
          <a href={preAnalysisPdfUrl(id)} download>
            <Download aria-hidden="true" />
            {t.downloadPdf}
          </a>
        </Button>
      </header>
      <PreAnalysisDocumentView document={document} />
    </>
  );
}

function BackToDashboard() {
  const language = useAdminLanguage();
  return (
    <Link to="/admin" className="mb-6 inline-flex items-center gap-2 text-sm font-medium hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {FRAME_WORDS[language].backToDashboard}
    </Link>
  );
}

function Loading() {
  return <p role="status">{FRAME_WORDS[useAdminLanguage()].loading}</p>;
}

/** /admin/pre-analyses/:id: an audit request's pre-analysis as the person saw it, for admins only. */
export function PreAnalysisAdminPage() {
  const id = useParams().id ?? "";
  return (
    <AdminShell>
      {(admin) => (
        <>
          <BackToDashboard />
          {admin ? <AdminPreAnalysis id={id} /> : <Loading />}
        </>
      )}
    </AdminShell>
  );
}
