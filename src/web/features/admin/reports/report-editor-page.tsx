import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatDate } from "../shared/admin-format";
import { useAdminLanguage } from "../shared/admin-language";
import { AdminShell } from "../shared/admin-shell";
import { FORMAT_WORDS, FRAME_WORDS } from "../shared/shared-words";
import { ReportFields } from "./report-fields";
import { ReportSend } from "./report-send";
import { REPORT_EDITOR_WORDS } from "./report-words";
import { type SaveState, useReportDraft } from "./use-report-draft";

function SaveStatus({ save }: { save: SaveState }) {
  const language = useAdminLanguage();
  const t = REPORT_EDITOR_WORDS[language];
  // The same clock as every date of the back office (the browser's, which is the team's).
  const time = (iso: string) => new Date(iso).toLocaleTimeString(FORMAT_WORDS[language].locale, { timeStyle: "short" });
  const text = {
    saved: save.status === "saved" && save.at ? t.saved(time(save.at)) : "",
    unsaved: t.unsaved,
    saving: t.saving,
    invalid: t.fixFirst,
    failed: save.status === "failed" ? t.notSaved(save.message) : "",
  }[save.status];
  const alert = save.status === "invalid" || save.status === "failed";
  return (
    <p
      role={alert ? "alert" : "status"}
      className={alert ? "text-sm font-medium text-red-700" : "text-sm text-muted-foreground"}
    >
      {text}
    </p>
  );
}

function ReportEditor({ id }: { id: string }) {
  const language = useAdminLanguage();
  const t = REPORT_EDITOR_WORDS[language];
  const { loaded, loadError, draft, setDraft, save, flush, reload } = useReportDraft(id);
  if (loadError) return <p role="alert">{loadError}</p>;
  if (!loaded || !draft) return <p role="status">{FRAME_WORDS[language].loading}</p>;
  const { request } = loaded;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-2 border-b pb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t.pageTitle}</p>
        <h1 className="text-3xl font-bold">{t.heading(`${request.firstName} ${request.lastName}`)}</h1>
        <p className="text-muted-foreground">
          {t.requested(formatDate(request.createdAt, language), t.languages[request.locale])} · {request.email}
        </p>
      </header>
      <ReportFields
        draft={draft}
        available={loaded.availableSections}
        update={setDraft}
        issues={save.status === "invalid" ? save.issues : {}}
      />
      <div className="sticky bottom-0 space-y-3 border-t bg-background py-4">
        <SaveStatus save={save} />
        <ReportSend editor={loaded} flush={flush} onSent={reload} />
      </div>
    </div>
  );
}

function BackAndLoading({ loading }: { loading: boolean }) {
  const words = FRAME_WORDS[useAdminLanguage()];
  return (
    <>
      <Link to="/admin" className="mb-6 inline-flex items-center gap-2 text-sm font-medium hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {words.backToDashboard}
      </Link>
      {loading && <p role="status">{words.loading}</p>}
    </>
  );
}

/** /admin/audits/:id/report: the expert writes the promised 48-hour report, previews its PDF and sends it. */
export function ReportEditorPage() {
  const id = useParams().id ?? "";
  return (
    <AdminShell>
      {(admin) => (
        <>
          <BackAndLoading loading={!admin} />
          {admin && <ReportEditor id={id} />}
        </>
      )}
    </AdminShell>
  );
}
