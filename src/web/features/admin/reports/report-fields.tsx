import type { OnTheWire } from "@shared/schemas/admin";
import type { AuditReportDocument, AuditReportEditor } from "@shared/schemas/audit-report-document";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { REPORT_EDITOR_WORDS } from "./report-words";

type Update = (update: (draft: AuditReportDocument) => AuditReportDocument) => void;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** A labelled one-line or multi-line field, its error under it and announced with it. */
function TextField({
  label,
  value,
  onChange,
  error,
  multiline,
  help,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  help?: string;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(" ") || undefined;
  const common = { id, value, "aria-invalid": error ? true : undefined, "aria-describedby": described };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <Textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The pre-analysis's sections the report keeps, in the engine's order. */
function PreAnalysisChoice({
  draft,
  available,
  update,
}: {
  draft: AuditReportDocument;
  available: OnTheWire<AuditReportEditor>["availableSections"];
  update: Update;
}) {
  const t = useAdminWords(REPORT_EDITOR_WORDS);
  if (available.length === 0) return <p className="text-sm text-muted-foreground">{t.noPreAnalysis}</p>;
  const toggle = (id: (typeof available)[number]["id"], on: boolean) =>
    update((current) => ({
      ...current,
      preAnalysisSections: available
        .map((section) => section.id)
        .filter((sectionId) => (sectionId === id ? on : current.preAnalysisSections.includes(sectionId))),
    }));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t.preAnalysis}</legend>
      {available.map((section) => (
        <label key={section.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.preAnalysisSections.includes(section.id)}
            onChange={(event) => toggle(section.id, event.target.checked)}
          />
          {section.heading}
        </label>
      ))}
    </fieldset>
  );
}

const replaceAt = <T,>(items: T[], index: number, item: T) => items.map((current, i) => (i === index ? item : current));
const removeAt = <T,>(items: T[], index: number) => items.filter((_, i) => i !== index);

/** The report's fields: title, introduction, kept pre-analysis sections, the expert's sections, recommendations. */
export function ReportFields({
  draft,
  available,
  update,
  issues,
}: {
  draft: AuditReportDocument;
  available: OnTheWire<AuditReportEditor>["availableSections"];
  update: Update;
  issues: Record<string, string>;
}) {
  const t = useAdminWords(REPORT_EDITOR_WORDS);
  return (
    <div className="space-y-6">
      <TextField
        label={t.reportTitle}
        value={draft.title}
        error={issues.title}
        onChange={(title) => update((current) => ({ ...current, title }))}
      />
      <TextField
        label={t.introduction}
        value={draft.introduction}
        error={issues.introduction}
        help={t.writingHelp}
        multiline
        onChange={(introduction) => update((current) => ({ ...current, introduction }))}
      />
      <PreAnalysisChoice draft={draft} available={available} update={update} />
      <section className="space-y-4" aria-label={t.sections}>
        <h2 className="text-lg font-semibold">{t.sections}</h2>
        {draft.sections.map((section, index) => {
          const n = index + 1;
          const set = (change: Partial<typeof section>) =>
            update((current) => ({
              ...current,
              sections: replaceAt(current.sections, index, { ...section, ...change }),
            }));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own; their place is their identity
            <div key={index} className="space-y-3 rounded-lg border p-4">
              <TextField
                label={t.sectionHeading(n)}
                value={section.heading}
                error={issues[`sections.${index}.heading`]}
                onChange={(heading) => set({ heading })}
              />
              <TextField
                label={t.sectionBody(n)}
                value={section.body}
                error={issues[`sections.${index}.body`]}
                help={t.writingHelp}
                multiline
                onChange={(body) => set({ body })}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => update((current) => ({ ...current, sections: removeAt(current.sections, index) }))}
              >
                <Trash2 aria-hidden="true" />
                {t.removeSection(n)}
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            update((current) => ({ ...current, sections: [...current.sections, { heading: "", body: "" }] }))
          }
        >
          <Plus aria-hidden="true" />
          {t.addSection}
        </Button>
      </section>
      <section className="space-y-3" aria-label={t.recommendations}>
        <h2 className="text-lg font-semibold">{t.recommendations}</h2>
        {draft.recommendations.map((recommendation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: recommendations are plain lines; their place is their identity
          <div key={index} className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                label={t.recommendation(index + 1)}
                value={recommendation}
                error={issues[`recommendations.${index}`]}
                onChange={(text) =>
                  update((current) => ({
                    ...current,
                    recommendations: replaceAt(current.recommendations, index, text),
                  }))
                }
              />
            </div>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t.removeRecommendation(index + 1)}
              onClick={() =>
                update((current) => ({ ...current, recommendations: removeAt(current.recommendations, index) }))
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          onClick={() => update((current) => ({ ...current, recommendations: [...current.recommendations, ""] }))}
        >
          <Plus aria-hidden="true" />
          {t.addRecommendation}
        </Button>
      </section>
    </div>
  );
}
