import { ArrowLeft, Download } from "lucide-react";
import { Link, useParams } from "react-router";
import { PreAnalysisDocumentView } from "~/components/pre-analysis/document-view";
import { usePreAnalysis } from "~/components/pre-analysis/use-pre-analysis";
import { Button } from "~/components/ui/button";
import { useAdminGuard } from "~/components/use-admin-guard";
import { AdminFrame } from "../shared/admin-frame";
import { preAnalysisPdfUrl, preAnalysisUrl } from "./leads-api";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function AdminPreAnalysis({ id }: { id: string }) {
  const state = usePreAnalysis(preAnalysisUrl(id));
  if (state.status === "loading") return <p role="status">Loading…</p>;
  if (state.status === "failed") return <p role="alert">{state.message}</p>;
  const { document, createdAt, expiresAt } = state.data;
  const expired = new Date(expiresAt).getTime() <= Date.now();
  return (
    <>
      <header className="mb-8 space-y-3 border-b pb-6">
        <h1 className="text-3xl font-bold">{document.title}</h1>
        <p className="text-muted-foreground">{document.subtitle}</p>
        <p className="text-sm text-muted-foreground">
          Computed {dateTime.format(new Date(createdAt))}; private link {expired ? "expired" : "valid until"}{" "}
          {dateTime.format(new Date(expiresAt))}.
        </p>
        <Button asChild>
          <a href={preAnalysisPdfUrl(id)} download>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </header>
      <PreAnalysisDocumentView document={document} />
    </>
  );
}

/** /admin/pre-analyses/:id: an audit request's pre-analysis as the person saw it, for admins only. */
export function PreAnalysisAdminPage() {
  const admin = useAdminGuard();
  const id = useParams().id ?? "";
  return (
    <AdminFrame>
      <Link to="/admin" className="mb-6 inline-flex items-center gap-2 text-sm font-medium hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      {admin ? <AdminPreAnalysis id={id} /> : <p role="status">Loading…</p>}
    </AdminFrame>
  );
}
