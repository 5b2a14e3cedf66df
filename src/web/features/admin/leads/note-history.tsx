import { useState } from "react";
import { formatDate } from "../shared/admin-format";
import { useAdminLanguage } from "../shared/admin-language";
import { FRAME_WORDS } from "../shared/shared-words";
import { type LeadNote, loadLeadNotes } from "./leads-api";
import { PIPELINE_WORDS } from "./leads-words";

/** Every note about a lead, newest first, loaded when the owner opens it. */
export function NoteHistory({ tab, id, latest }: { tab: string; id: string; latest: string | null }) {
  const language = useAdminLanguage();
  const t = PIPELINE_WORDS[language];
  const [notes, setNotes] = useState<LeadNote[] | null>(null);
  const [failed, setFailed] = useState(false);
  if (!latest) return null;
  const load = () => {
    loadLeadNotes(tab, id)
      .then(setNotes)
      .catch(() => setFailed(true));
  };
  return (
    <details
      className="col-span-2 text-xs"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open && !notes) load();
      }}
    >
      <summary className="cursor-pointer truncate" title={latest}>
        {t.lastNote} {latest}
      </summary>
      {failed && <p role="alert">{t.notesFailed}</p>}
      {notes && (
        <ol className="mt-1 max-h-40 space-y-1 overflow-y-auto whitespace-normal">
          {notes.map((note) => (
            <li key={`${note.at}-${note.text}`}>
              <span className="text-muted-foreground">
                {formatDate(note.at, language)}, {note.authorEmail}
                {FRAME_WORDS[language].colon}
              </span>{" "}
              {note.text}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
