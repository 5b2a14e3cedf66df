import type { DocumentSummary } from "@shared/pre-analysis/document-summary";
import { CalendarClock } from "lucide-react";
import { keepClear } from "~/lib/keep-clear";
import type { PreAnalysisLabels } from "./labels";

/** The pre-analysis in one card: what the person can gain a year, and what to do, the nearest deadline first. */
export function SummaryCard({ summary, labels }: { summary: DocumentSummary; labels: PreAnalysisLabels }) {
  if (!summary.potential && summary.actions.length === 0) return null;
  return (
    <section
      aria-labelledby="pa-summary"
      {...keepClear}
      className="rounded-2xl border-2 border-green-300 bg-green-50 p-5"
    >
      <h2 id="pa-summary" className="text-lg font-semibold text-green-950">
        {labels.summary}
      </h2>
      {summary.potential && (
        <p className="mt-2">
          <span className="block text-sm text-green-900">{labels.potential}</span>
          <span className="block text-balance text-xl font-extrabold leading-snug text-green-950 sm:text-2xl md:text-3xl">
            {summary.potential}
          </span>
        </p>
      )}
      {summary.actions.length > 0 && (
        <ol className="mt-4 space-y-2">
          {summary.actions.map((action) => (
            <li key={action.text} className="flex gap-3 rounded-lg bg-white p-3 ring-1 ring-green-200">
              <CalendarClock className="mt-0.5 size-5 shrink-0 text-green-800" aria-hidden="true" />
              <span>
                <span className="font-semibold">{action.text}</span>
                {action.deadline && (
                  <span className="block text-sm text-slate-700">{labels.deadline(action.deadline)}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
