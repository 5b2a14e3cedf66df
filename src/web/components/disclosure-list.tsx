import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface DisclosureEntry {
  id: string;
  summary: ReactNode;
  content: ReactNode;
}

/**
 * Questions and answers as native <details>: no JavaScript, answers in the HTML for crawlers, keyboard and screen
 * reader support built in. With `exclusive`, the browser keeps a single item open (details sharing a name).
 */
export function DisclosureList({
  entries,
  exclusive,
  className,
}: {
  entries: DisclosureEntry[];
  /** Name shared by the items: opening one closes the others. */
  exclusive?: string;
  className?: string;
}) {
  return (
    <div className={clsx("divide-y", className)}>
      {entries.map((entry) => (
        <details key={entry.id} id={entry.id} name={exclusive} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {entry.summary}
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="pb-4 text-muted-foreground">{entry.content}</div>
        </details>
      ))}
    </div>
  );
}
