import { useAdminWords } from "../shared/admin-language";
import { OVERVIEW_WORDS } from "./cockpit-words";

/** A small accessible bar chart: the bars are drawn, the numbers are in a list for screen readers. */
export function BarChart({
  title,
  data,
  horizontal = false,
}: {
  title: string;
  data: { label: string; value: number }[];
  horizontal?: boolean;
}) {
  const t = useAdminWords(OVERVIEW_WORDS);
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <figure className="rounded-xl border p-4">
      <figcaption className="mb-3 font-semibold">{title}</figcaption>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noData}</p>
      ) : horizontal ? (
        <ul className="space-y-2">
          {data.map((d) => (
            <li key={d.label} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{d.label}</span>
                <span className="tabular-nums">{d.value}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-muted" aria-hidden="true">
                <div className="h-2 rounded bg-primary" style={{ width: `${(d.value / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${data.length * 10} 100`}
            className="h-40 w-full"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {data.map((d, i) => (
              <rect
                key={d.label}
                x={i * 10 + 1}
                width={8}
                y={100 - (d.value / max) * 100}
                height={(d.value / max) * 100}
                className="fill-primary"
              />
            ))}
          </svg>
          <ul className="sr-only">
            {data.map((d) => (
              <li key={d.label}>
                {d.label}: {d.value}
              </li>
            ))}
          </ul>
          <p className="mt-1 flex justify-between text-xs text-muted-foreground">
            <span>{data[0]?.label}</span>
            <span>{data.at(-1)?.label}</span>
          </p>
        </>
      )}
    </figure>
  );
}
