import type { DocumentBlock, PreAnalysisDocument, SourceRef } from "@shared/pre-analysis/document";
import { AlertTriangle, Info, PhoneCall, Sparkles } from "lucide-react";
import { cn } from "~/lib/cn";
import { DocumentTable } from "./document-table";
import { documentLabels, type PreAnalysisLabels } from "./labels";
import { SummaryCard } from "./summary-card";

type SourceIndex = Map<string, SourceRef>;

/** "Source : OFAS, FAQ 3e pilier (2026)" for the figures of one block. */
function SourceLine({ ids, sources, labels }: { ids: string[]; sources: SourceIndex; labels: PreAnalysisLabels }) {
  if (ids.length === 0) return null;
  const text = ids
    .map((id) => sources.get(id))
    .filter((source): source is SourceRef => Boolean(source))
    .map((source) => (source.id === "answers" ? source.label : `${source.label} (${source.year})`))
    .join(" · ");
  return <p className="mt-1 text-xs text-muted-foreground">{labels.sourceLine(text)}</p>;
}

const CALLOUT_STYLES = {
  info: { box: "border-sky-200 bg-sky-50", icon: Info, iconClass: "text-sky-700" },
  warning: { box: "border-amber-300 bg-amber-50", icon: AlertTriangle, iconClass: "text-amber-700" },
  action: { box: "border-green-300 bg-green-50", icon: Sparkles, iconClass: "text-green-700" },
} as const;

function Block({ block, sources, labels }: { block: DocumentBlock; sources: SourceIndex; labels: PreAnalysisLabels }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="leading-relaxed">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1 pl-5">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "figures":
      return (
        <dl className="grid gap-3 sm:grid-cols-2">
          {block.items.map((item) => (
            <div key={item.label} className="rounded-xl border bg-white p-4 break-inside-avoid">
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className="mt-1 text-xl font-bold">{item.value}</dd>
              <dd>
                <SourceLine ids={item.sourceIds} sources={sources} labels={labels} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        <div className="break-inside-avoid">
          <DocumentTable table={block} labels={labels} />
          <SourceLine ids={block.sourceIds} sources={sources} labels={labels} />
        </div>
      );
    case "callout": {
      const style = CALLOUT_STYLES[block.tone];
      const Icon = style.icon;
      return (
        <div className={cn("flex gap-3 rounded-xl border p-4 break-inside-avoid", style.box)}>
          <Icon className={cn("mt-0.5 size-5 shrink-0", style.iconClass)} aria-hidden="true" />
          <div>
            <p className="font-semibold">{block.title}</p>
            <p className="mt-1 leading-relaxed">{block.text}</p>
          </div>
        </div>
      );
    }
  }
}

/** The pre-analysis as a web page: the same document the PDF prints, section by section. */
export function PreAnalysisDocumentView({ document }: { document: PreAnalysisDocument }) {
  const sources: SourceIndex = new Map(document.sources.map((source) => [source.id, source]));
  const labels = documentLabels(document);
  return (
    <article lang={labels.lang} className="space-y-10">
      <SummaryCard summary={document.summary} labels={labels} />
      <section aria-labelledby="pa-answers" className="rounded-xl bg-muted/60 p-5">
        <h2 id="pa-answers" className="text-lg font-semibold">
          {labels.answers}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {document.answersSummary.map((answer) => (
            <div key={answer.label} className="flex justify-between gap-4 border-b border-slate-200 py-1">
              <dt className="text-muted-foreground">{answer.label}</dt>
              <dd className="text-right font-medium">{answer.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={`pa-${section.id}`} className="space-y-4">
          <h2 id={`pa-${section.id}`} className="text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            // Blocks have no identity of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list
            <Block key={index} block={block} sources={sources} labels={labels} />
          ))}
        </section>
      ))}

      <section aria-label={labels.disclaimer} className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5">
        <p className="flex gap-3 font-medium">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          {document.disclaimer}
        </p>
      </section>
      <section aria-label={labels.callback} className="rounded-xl bg-primary/5 p-5">
        <p className="flex gap-3">
          <PhoneCall className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {document.callbackOffer}
        </p>
      </section>

      <section aria-labelledby="pa-sources">
        <h2 id="pa-sources" className="text-lg font-semibold">
          {labels.sources}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
          {document.sources.map((source) => (
            <li key={source.id}>
              <span className="font-medium text-foreground">{source.label}</span>
              {source.id === "answers" ? "" : ` (${source.year})`}
              {labels.referenceSeparator}
              {source.reference}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
