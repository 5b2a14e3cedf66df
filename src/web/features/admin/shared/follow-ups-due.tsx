import type { FollowUp } from "@shared/schemas/admin-leads";
import { PIPELINE_STATUS_LABELS, type PipelineStatus } from "@shared/schemas/pipeline";

const TAB_NAMES: Record<string, string> = {
  contacts: "Contact",
  demos: "Demo",
  calculator: "Calculator",
  audits: "Audit",
  newsletter: "Newsletter",
};

/**
 * The open leads whose follow-up day is today or past: on a lead tab its own (`tab`), on the overview every tab's,
 * each named with its tab.
 */
export function FollowUpsDue({ followUps, today, tab }: { followUps: FollowUp[]; today: string; tab?: string }) {
  const due = tab ? followUps.filter((followUp) => followUp.tab === tab) : followUps;
  if (due.length === 0) return null;
  const id = `${tab ?? "all"}-follow-ups`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-amber-300 bg-amber-50 p-4 lg:col-span-2">
      <h2 id={id} className="font-semibold">
        Follow-ups due ({due.length})
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {due.map((followUp) => (
          <li key={`${followUp.tab}-${followUp.id}`}>
            <strong>{followUp.followUpOn < today ? "Overdue" : "Today"}</strong> {followUp.followUpOn}:{" "}
            {tab ? "" : `${TAB_NAMES[followUp.tab] ?? followUp.tab} · `}
            {followUp.who} ({PIPELINE_STATUS_LABELS[followUp.status as PipelineStatus] ?? followUp.status})
            {followUp.note ? ` — ${followUp.note}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
