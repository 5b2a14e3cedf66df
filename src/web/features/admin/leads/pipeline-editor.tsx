import { PIPELINE_STATUSES, type PipelineState, type PipelineStatus } from "@shared/schemas/pipeline";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { notify, notifyError } from "~/components/ui/toaster";
import { useAdminWords } from "../shared/admin-language";
import type { Row } from "../shared/columns";
import { useErrorText } from "../shared/error-text";
import { STATUS_WORDS } from "../shared/shared-words";
import { saveLeadPipeline } from "./leads-api";
import { PIPELINE_WORDS } from "./leads-words";
import { NoteHistory } from "./note-history";

/** The pipeline's statuses as a select's options, in the account's language. */
export const statusOptions = (labels: Record<PipelineStatus, string>) =>
  PIPELINE_STATUSES.map((status) => ({ value: status, label: labels[status] }));

/** The owner's status, follow-up day and a new note for one lead, saved together; earlier notes stay in the history. */
export function PipelineEditor({
  tab,
  row,
  who,
  onSaved,
}: {
  tab: string;
  row: Row;
  who: string;
  onSaved: () => void;
}) {
  const id = useId();
  const t = useAdminWords(PIPELINE_WORDS);
  const statuses = useAdminWords(STATUS_WORDS).pipeline;
  const says = useErrorText();
  const [state, setState] = useState<PipelineState>({
    status: (row.pipelineStatus as PipelineState["status"]) ?? "new",
    note: "",
    followUpOn: (row.followUpOn as string | null) ?? "",
  });
  const [latestNote, setLatestNote] = useState((row.ownerNote as string | null) ?? null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveLeadPipeline(tab, String(row.id), {
        status: state.status,
        note: state.note || null,
        followUpOn: state.followUpOn || null,
      });
      setState({ ...saved, note: "", followUpOn: saved.followUpOn ?? "" });
      setLatestNote(saved.note);
      notify(t.saved, `${who} · ${statuses[saved.status]}`);
      onSaved();
    } catch (error) {
      notifyError(t.notSaved, says(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid w-[19rem] grid-cols-[8rem_minmax(0,1fr)] gap-2"
      aria-label={t.pipelineOf(who)}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Select
        id={`${id}-status`}
        aria-label={t.statusOf(who)}
        options={statusOptions(statuses)}
        value={state.status}
        onChange={(event) => setState({ ...state, status: event.target.value as PipelineState["status"] })}
      />
      <Input
        type="date"
        aria-label={t.followUpFor(who)}
        value={state.followUpOn ?? ""}
        onChange={(event) => setState({ ...state, followUpOn: event.target.value })}
      />
      <div className="col-span-2 flex gap-2">
        <Input
          aria-label={t.noteAbout(who)}
          value={state.note ?? ""}
          maxLength={4000}
          onChange={(event) => setState({ ...state, note: event.target.value })}
          placeholder={t.addNote}
        />
        <Button type="submit" variant="outline" size="sm" disabled={saving}>
          {t.save}
        </Button>
      </div>
      <NoteHistory key={latestNote} tab={tab} id={String(row.id)} latest={latestNote} />
    </form>
  );
}
