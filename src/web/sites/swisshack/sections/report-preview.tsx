import { FileText, TrendingUp } from "lucide-react";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { keepClear } from "~/lib/keep-clear";

/** An illustration of the report beside the hero (wide screens only): what the person will receive. */
export function ReportPreview() {
  const text = useSwissHackText();
  const { REPORT_PREVIEW } = text.landing;
  return (
    <figure
      {...keepClear}
      className="hidden rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 lg:block"
      aria-label={REPORT_PREVIEW.label}
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-red-50 text-primary">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-bold">{REPORT_PREVIEW.title}</p>
          <p className="text-sm text-muted-foreground">{REPORT_PREVIEW.subtitle}</p>
        </div>
      </div>
      <ul className="divide-y">
        {REPORT_PREVIEW.lines.map((line) => (
          <li key={line.label} className="flex items-center justify-between gap-4 py-3 text-sm">
            <span>{line.label}</span>
            <span className="font-semibold text-green-700">{line.amount}</span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
        <TrendingUp className="size-4" aria-hidden="true" />
        {REPORT_PREVIEW.total}
      </figcaption>
    </figure>
  );
}
