import type { Overview } from "@shared/schemas/admin-cockpit";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type AdminWords, useAdminWords } from "../shared/admin-language";
import { adminRowPath } from "../shared/use-admin-tab";

const WORDS: AdminWords<{
  title: string;
  overdue: string;
  dueToday: string;
  rule: string;
}> = {
  fr: {
    title: "Rapports sous 48\u00a0h",
    overdue: "en retard",
    dueToday: "à rendre aujourd'hui",
    rule: "48 heures d'horloge après la demande, week-ends compris (heure de Zurich).",
  },
  en: {
    title: "48-hour reports",
    overdue: "overdue",
    dueToday: "due today",
    rule: "48 clock hours after the request, weekends included (Zurich time).",
  },
};

/** The overview's count of audit reports overdue and due today (decision 0041); each opens the Audits tab. */
export function AuditReportsDue({ counts }: { counts: Overview["auditReports"] }) {
  const t = useAdminWords(WORDS);
  const to = adminRowPath("audits");
  const figure = (count: number, label: string, alarm: string) => (
    <Link
      to={to}
      className={cn(
        "flex flex-col rounded-lg border px-4 py-3 hover:bg-muted focus-visible:outline focus-visible:outline-2",
        count > 0 ? alarm : "text-muted-foreground",
      )}
    >
      <span className="text-3xl font-bold tabular-nums">{count}</span>
      <span className="text-sm font-medium">{label}</span>
    </Link>
  );
  return (
    <section aria-labelledby="audit-reports-due" className="rounded-xl border p-4">
      <h2 id="audit-reports-due" className="font-semibold">
        {t.title}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {figure(counts.overdue, t.overdue, "border-red-300 bg-red-50 text-red-800")}
        {figure(counts.dueToday, t.dueToday, "border-amber-300 bg-amber-50 text-amber-950")}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">{t.rule}</p>
    </section>
  );
}
