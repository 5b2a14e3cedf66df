import type { FunnelReport } from "@shared/schemas/admin-cockpit";
import { useEffect, useId, useState } from "react";
import { SelectField } from "~/components/select-field";
import { Input } from "~/components/ui/input";
import { notifyError } from "~/components/ui/toaster";
import { type AdminLanguage, useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { AdminTable, type TableHeader } from "../shared/admin-table";
import { useErrorText } from "../shared/error-text";
import { FRAME_WORDS } from "../shared/shared-words";
import { BarChart } from "./bar-chart";
import { loadFunnel } from "./cockpit-api";
import { FUNNEL_WORDS } from "./cockpit-words";

type FunnelWords = (typeof FUNNEL_WORDS)["en"];

const SITES = [
  { value: "swisshack", label: "SwissHack" },
  { value: "optimaite", label: "OptimAIte" },
] as const;
const PERIODS = ["7", "30", "90", "custom"] as const;

/** A row's name, then its numbers (aligned to the right). */
const numberHeaders = (name: string, numbers: string[]): TableHeader[] => [
  { key: name, content: name },
  ...numbers.map((label) => ({ key: label, content: label, className: "pl-3 text-right" })),
];

/** A rate with one decimal, as the account's language writes it ("12,5 %" in Swiss French, "12.5 %" in English). */
const percent = (value: number | null, language: AdminLanguage) =>
  value === null ? "–" : `${(value * 100).toFixed(1).replace(".", language === "fr" ? "," : ".")}\u00a0%`;
/** Each step against the one before it (the last two OptimAIte steps both follow the calculator). */
const stepRate = (steps: FunnelReport["funnel"], index: number) => {
  const before = steps[index === 3 && steps[3]?.step === "Contact sent" ? 1 : index - 1]?.count ?? 0;
  return index === 0 ? null : before > 0 ? (steps[index]?.count ?? 0) / before : null;
};

/** The site and period chosen, as the funnel's query (`site` and `days`, or `from` and `to` once both are given). */
function useFunnelQuery() {
  const [site, setSite] = useState("swisshack");
  const [period, setPeriod] = useState("30");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const query = new URLSearchParams(
    period === "custom" ? (from && to ? { site, from, to } : { site }) : { site, days: period },
  ).toString();
  return { site, setSite, period, setPeriod, from, setFrom, to, setTo, query };
}

type FunnelQuery = ReturnType<typeof useFunnelQuery>;

/** The site, the period and, for a custom period, its first and last day. */
function FunnelFilters({ id, choice, t }: { id: string; choice: FunnelQuery; t: FunnelWords }) {
  const { site, setSite, period, setPeriod, from, setFrom, to, setTo } = choice;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        id={`${id}-site`}
        label={t.site}
        value={site}
        options={SITES}
        onChange={(e) => setSite(e.target.value)}
        className="sm:w-48"
      />
      <SelectField
        id={`${id}-period`}
        label={t.period}
        value={period}
        options={PERIODS.map((value) => ({ value, label: t.periods[value] }))}
        onChange={(e) => setPeriod(e.target.value)}
        className="sm:w-48"
      />
      {period === "custom" && (
        <>
          <Input
            type="date"
            aria-label={t.from}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className="sm:w-44"
          />
          <Input type="date" aria-label={t.to} value={to} onChange={(e) => setTo(e.target.value)} className="sm:w-44" />
        </>
      )}
    </div>
  );
}

/** The funnel's chart and its table: each step's count and its rate from the step before. */
function FunnelSteps({ data, t }: { data: FunnelReport; t: FunnelWords }) {
  const language = useAdminLanguage();
  return (
    <div className="space-y-3">
      <BarChart
        title={t.chart(data.period.from, data.period.to)}
        horizontal
        data={data.funnel.map((s) => ({ label: t.steps[s.step] ?? s.step, value: s.count }))}
      />
      <AdminTable
        headers={numberHeaders(t.step, [t.count, t.fromPrevious])}
        headerScope="col"
        caption={t.stepsCaption}
        captionClassName="sr-only"
      >
        {data.funnel.map((s, index) => (
          <tr key={s.step}>
            <th scope="row" className="font-normal">
              {t.steps[s.step] ?? s.step}
            </th>
            <td className="pl-3 text-right tabular-nums">{s.count}</td>
            <td className="pl-3 text-right tabular-nums">{percent(stepRate(data.funnel, index), language)}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** Where the period's visits came from: visits, leads and conversion per source. */
function FunnelSources({ sources, t }: { sources: FunnelReport["sources"]; t: FunnelWords }) {
  const language = useAdminLanguage();
  return (
    <AdminTable
      className="w-full self-start text-left text-sm"
      headers={numberHeaders(t.source, [t.visits, t.leads, t.conversion])}
      headerScope="col"
      caption={t.sourcesCaption}
      captionClassName="mb-2 text-left font-semibold"
    >
      {sources.length === 0 && (
        <tr>
          <td colSpan={4} className="py-4 text-muted-foreground">
            {t.noVisits}
          </td>
        </tr>
      )}
      {sources.map((s) => (
        <tr key={s.source}>
          <th scope="row" className="font-normal">
            {s.source}
          </th>
          <td className="pl-3 text-right tabular-nums">{s.visits}</td>
          <td className="pl-3 text-right tabular-nums">{s.leads}</td>
          <td className="pl-3 text-right tabular-nums">{percent(s.conversion, language)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The Overview's funnel of one site over a period, with its sources; every chart has its table. */
export function FunnelPanel() {
  const id = useId();
  const choice = useFunnelQuery();
  const t = useAdminWords(FUNNEL_WORDS);
  const loading = useAdminWords(FRAME_WORDS).loading;
  const says = useErrorText();
  const [data, setData] = useState<FunnelReport | null>(null);
  const { query } = choice;

  useEffect(() => {
    loadFunnel(query)
      .then(setData)
      .catch((error: unknown) => notifyError(t.loadFailed, says(error)));
  }, [query, t.loadFailed, says]);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border p-4 lg:col-span-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t.title}
      </h2>
      <FunnelFilters id={id} choice={choice} t={t} />
      {!data ? (
        <p role="status">{loading}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <FunnelSteps data={data} t={t} />
          <FunnelSources sources={data.sources} t={t} />
        </div>
      )}
    </section>
  );
}
