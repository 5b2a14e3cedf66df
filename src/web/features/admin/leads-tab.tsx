import { useId, useState } from "react";
import { SelectField } from "~/components/select-field";
import type { Column, Row } from "./admin-columns";
import { text } from "./admin-format";
import type { LeadSummary } from "./lead-summary";
import { PipelineEditor, STATUS_OPTIONS } from "./pipeline-editor";
import { RecordsTab } from "./records-tab";

const statusLabel = (status: string) => STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
const whoOf = (row: Row) => text(row.email ?? row.sessionId ?? row.id);

function FollowUpsDue({ summary, tab }: { summary: LeadSummary | null; tab: string }) {
  const due = summary?.followUps.filter((followUp) => followUp.tab === tab) ?? [];
  if (!summary || due.length === 0) return null;
  return (
    <section aria-labelledby={`${tab}-follow-ups`} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id={`${tab}-follow-ups`} className="font-semibold">
        Follow-ups due ({due.length})
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {due.map((followUp) => (
          <li key={followUp.id}>
            <strong>{followUp.followUpOn < summary.today ? "Overdue" : "Today"}</strong> {followUp.followUpOn}:{" "}
            {followUp.who} ({statusLabel(followUp.status)}){followUp.note ? ` — ${followUp.note}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A lead tab: follow-ups due first, a status filter, and the source and pipeline of every lead. */
export function LeadsTab({
  tab,
  label,
  summary,
  onChanged,
}: {
  tab: string;
  label: string;
  summary: LeadSummary | null;
  onChanged: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState("");
  const pipelineColumns: Column[] = [
    { label: "Source", render: (row) => text(row.firstSource ?? "Unknown") },
    { label: "Last touch", render: (row) => text(row.lastSource ?? "") },
    {
      label: "Pipeline",
      render: (row) => (
        <PipelineEditor
          key={`${String(row.id)}-${String(row.pipelineStatus)}`}
          tab={tab}
          row={row}
          who={whoOf(row)}
          onSaved={onChanged}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <FollowUpsDue summary={summary} tab={tab} />
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={status}
        options={STATUS_OPTIONS}
        placeholder="Every status"
        onChange={(event) => setStatus(event.target.value)}
        className="sm:w-48"
      />
      <RecordsTab tab={tab} label={label} params={status ? { status } : {}} extraColumns={pipelineColumns} />
    </div>
  );
}
