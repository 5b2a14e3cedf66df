import type { LeadSummary } from "@shared/schemas/admin-leads";
import { useId, useMemo, useState } from "react";
import { SelectField } from "~/components/select-field";
import { text } from "../shared/admin-format";
import { useAdminLanguage } from "../shared/admin-language";
import { withHeadings } from "../shared/columns";
import { FollowUpsDue } from "../shared/follow-ups-due";
import { RecordsTab } from "../shared/records-tab";
import { STATUS_WORDS } from "../shared/shared-words";
import { type Column, detailColumns, type Row, SOURCE_COLUMNS, tableColumns } from "./lead-columns";
import { leadRecords } from "./leads-api";
import { LEAD_COLUMN_WORDS, PIPELINE_WORDS } from "./leads-words";
import { PipelineEditor, statusOptions } from "./pipeline-editor";

const whoOf = (row: Row) => text(row.email ?? row.sessionId ?? row.id);

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
  const language = useAdminLanguage();
  const t = PIPELINE_WORDS[language];
  const headings = LEAD_COLUMN_WORDS[language];
  const [status, setStatus] = useState("");
  const source = useMemo(() => leadRecords(tab), [tab]);
  const pipelineColumns: Column[] = [
    ...SOURCE_COLUMNS,
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
      {summary && <FollowUpsDue followUps={summary.followUps} today={summary.today} tab={tab} />}
      <SelectField
        id={`${id}-status`}
        label={t.status}
        value={status}
        options={statusOptions(STATUS_WORDS[language].pipeline)}
        placeholder={t.everyStatus}
        onChange={(event) => setStatus(event.target.value)}
        className="sm:w-48"
      />
      <RecordsTab
        source={source}
        label={label}
        params={status ? { status } : {}}
        columns={withHeadings(tableColumns(tab, pipelineColumns), headings)}
        details={withHeadings(detailColumns(tab, pipelineColumns), headings)}
      />
    </div>
  );
}
