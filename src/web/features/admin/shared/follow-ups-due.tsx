import type { FollowUp } from "@shared/schemas/admin-leads";
import type { PipelineStatus } from "@shared/schemas/pipeline";
import { useAdminWords } from "./admin-language";
import { FOLLOW_UP_WORDS, FRAME_WORDS, STATUS_WORDS } from "./shared-words";

/**
 * The open leads whose follow-up day is today or past: on a lead tab its own (`tab`), on the overview every tab's,
 * each named with its tab.
 */
export function FollowUpsDue({ followUps, today, tab }: { followUps: FollowUp[]; today: string; tab?: string }) {
  const t = useAdminWords(FOLLOW_UP_WORDS);
  const statuses = useAdminWords(STATUS_WORDS).pipeline;
  const colon = useAdminWords(FRAME_WORDS).colon;
  const due = tab ? followUps.filter((followUp) => followUp.tab === tab) : followUps;
  if (due.length === 0) return null;
  const id = `${tab ?? "all"}-follow-ups`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-amber-300 bg-amber-50 p-4 lg:col-span-2">
      <h2 id={id} className="font-semibold">
        {t.title(due.length)}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {due.map((followUp) => (
          <li key={`${followUp.tab}-${followUp.id}`}>
            <strong>{followUp.followUpOn < today ? t.overdue : t.today}</strong> {followUp.followUpOn}
            {colon} {tab ? "" : `${t.tabs[followUp.tab] ?? followUp.tab} · `}
            {followUp.who} ({statuses[followUp.status as PipelineStatus] ?? followUp.status})
            {followUp.note ? ` — ${followUp.note}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
