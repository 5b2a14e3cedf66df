import type { OnTheWire } from "@shared/schemas/admin";
import type { AuditReportEditor } from "@shared/schemas/audit-report-document";
import { Download, FileText, Send } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { notify, notifyError } from "~/components/ui/toaster";
import { formatDate } from "../shared/admin-format";
import { useAdminLanguage } from "../shared/admin-language";
import { errorText } from "../shared/error-text";
import { REPORT_EDITOR_WORDS } from "./report-words";
import { reportPreviewUrl, sendReport, sentReportPdfUrl } from "./reports-api";

type Editor = OnTheWire<AuditReportEditor>;

/**
 * Preview and send. Both save the draft first; a send names itself with an id made when the button is pressed, so
 * a second press while the first is on its way, or a retry, sends once. A report already sent is sent again only
 * once the expert has confirmed it in the dialog.
 */
export function ReportSend({
  editor,
  flush,
  onSent,
}: {
  editor: Editor;
  flush: () => Promise<boolean>;
  onSent: () => Promise<void>;
}) {
  const language = useAdminLanguage();
  const t = REPORT_EDITOR_WORDS[language];
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendId = useRef<string | null>(null);
  const latest = editor.sent[0];

  const send = async (sendAgain: boolean) => {
    setConfirming(false);
    if (!(await flush())) return;
    setSending(true);
    sendId.current ??= crypto.randomUUID();
    try {
      await sendReport(editor.request.id, { sendId: sendId.current, sendAgain });
      sendId.current = null;
      notify(t.sentTitle, t.sentDetail(editor.request.email));
      await onSent();
    } catch (error) {
      notifyError(t.sendFailed, errorText(error, language));
    } finally {
      setSending(false);
    }
  };

  const preview = async () => {
    if (await flush()) window.open(reportPreviewUrl(editor.request.id), "_blank", "noopener");
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void preview()}>
          <FileText aria-hidden="true" />
          {t.preview}
        </Button>
        <Button type="button" disabled={sending} onClick={() => (latest ? setConfirming(true) : void send(false))}>
          <Send aria-hidden="true" />
          {sending ? t.sending : t.send}
        </Button>
      </div>
      {editor.sent.length > 0 && (
        <section aria-labelledby="sent-reports" className="space-y-2">
          <h2 id="sent-reports" className="text-lg font-semibold">
            {t.sentList}
          </h2>
          <ul className="space-y-1 text-sm">
            {editor.sent.map((sent) => (
              <li key={sent.id} className="flex flex-wrap items-center gap-3">
                <span>{t.sentLine(formatDate(sent.sentAt, language), sent.sentBy)}</span>
                <a
                  className="inline-flex items-center gap-1 font-medium underline"
                  href={sentReportPdfUrl(sent.id)}
                  download
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t.download}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t.close}>
          <DialogHeader
            title={t.confirmTitle}
            description={latest ? t.confirmText(formatDate(latest.sentAt, language), latest.sentBy) : undefined}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button type="button" onClick={() => void send(true)}>
              {t.sendAgain}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
