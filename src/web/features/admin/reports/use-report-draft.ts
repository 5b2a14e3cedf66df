import type { OnTheWire } from "@shared/schemas/admin";
import {
  type AuditReportDocument,
  type AuditReportEditor,
  auditReportDocumentSchema,
} from "@shared/schemas/audit-report-document";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AdminLanguage, useAdminLanguage } from "../shared/admin-language";
import { errorText, issueText } from "../shared/error-text";
import { loadReportEditor, saveReportDraft } from "./reports-api";

/** How long the editor waits after the last keystroke before it saves. */
const SAVE_AFTER_MS = 800;

export type SaveState =
  | { status: "saved"; at: string | null }
  | { status: "unsaved" | "saving" }
  | { status: "invalid"; issues: Record<string, string> }
  | { status: "failed"; message: string };

type Loaded = OnTheWire<AuditReportEditor>;

/** "sections.0.heading" → its message: the first issue of each field. */
function issuesOf(draft: AuditReportDocument, language: AdminLanguage): Record<string, string> | null {
  const parsed = auditReportDocumentSchema.safeParse(draft);
  if (parsed.success) return null;
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) issues[issue.path.join(".")] ??= issueText(issue.message, language);
  return issues;
}

/**
 * The report's draft, saved as the expert types (a short pause after the last change), at once when asked (before
 * a preview or a send), and with a request that outlives the page when the tab is hidden or closed: a closed tab
 * loses nothing. A draft the shared schema refuses is not sent; its fields' messages are shown instead.
 */
export function useReportDraft(id: string) {
  const language = useAdminLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraftState] = useState<AuditReportDocument | null>(null);
  const [save, setSave] = useState<SaveState>({ status: "saved", at: null });
  const pending = useRef<AuditReportDocument | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      const editor = await loadReportEditor(id);
      setLoaded(editor);
      setDraftState((current) => current ?? editor.draft);
      setSave((current) => (current.status === "saved" ? { status: "saved", at: editor.draftSavedAt } : current));
    } catch (error) {
      setLoadError(errorText(error, language));
    }
  }, [id, language]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return true;
    const issues = issuesOf(next, language);
    if (issues) {
      setSave({ status: "invalid", issues });
      return false;
    }
    pending.current = null;
    setSave({ status: "saving" });
    try {
      const { savedAt } = await saveReportDraft(id, next);
      setSave(pending.current ? { status: "unsaved" } : { status: "saved", at: savedAt });
      return true;
    } catch (error) {
      pending.current ??= next;
      setSave({ status: "failed", message: errorText(error, language) });
      return false;
    }
  }, [id, language]);

  const setDraft = useCallback(
    (update: (draft: AuditReportDocument) => AuditReportDocument) => {
      setDraftState((current) => {
        if (!current) return current;
        const next = update(current);
        pending.current = next;
        return next;
      });
      setSave({ status: "unsaved" });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
    [flush],
  );

  useEffect(() => {
    const saveBeforeLeaving = () => {
      const next = pending.current;
      if (!next || issuesOf(next, "en")) return;
      pending.current = null;
      void saveReportDraft(id, next, { keepalive: true }).catch(() => {
        pending.current ??= next;
      });
    };
    const onHidden = () => document.visibilityState === "hidden" && saveBeforeLeaving();
    window.addEventListener("pagehide", saveBeforeLeaving);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", saveBeforeLeaving);
      document.removeEventListener("visibilitychange", onHidden);
      clearTimeout(timer.current);
    };
  }, [id]);

  return { loaded, loadError, draft, setDraft, save, flush, reload };
}
