import { formatUsdIn, formatWholeNumber } from "@shared/i18n/format";
import { calculateRoi, ROI_DEFAULTS, type RoiInputs, roiEstimate, sanitizeRoiInputs } from "@shared/roi";
import { PartyPopper } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { useOptimaiteText, usePageLanguage } from "~/i18n/catalogue-context";
import { useLeadDialogs } from "../leads/lead-dialogs-context";
import { AnimatedFigure } from "./animated-figure";
import { useCalculatorSession } from "./use-calculator-session";

type RawInputs = Record<keyof RoiInputs, string>;

const FIELDS: { key: keyof RoiInputs; percent: boolean }[] = [
  { key: "callsPerDay", percent: false },
  { key: "missedCallRate", percent: true },
  { key: "lostLeadRate", percent: true },
  { key: "revenuePerClient", percent: false },
  { key: "receptionistCost", percent: false },
];

const initialRaw = Object.fromEntries(Object.entries(ROI_DEFAULTS).map(([k, v]) => [k, String(v)])) as RawInputs;

function ResultCard({
  label,
  value,
  format,
  highlight,
}: {
  label: string;
  value: number;
  format: (n: number) => string;
  highlight?: boolean;
}) {
  return (
    <div
      className={highlight ? "rounded-xl bg-primary p-5 text-white" : "rounded-xl bg-white p-5 ring-1 ring-slate-200"}
    >
      <p className={highlight ? "text-sm text-blue-100" : "text-sm text-muted-foreground"}>{label}</p>
      <p className="mt-1 text-2xl font-extrabold tabular-nums">
        <AnimatedFigure value={value} format={format} />
      </p>
    </div>
  );
}

export function RoiCalculator() {
  const prefix = useId();
  const [raw, setRaw] = useState<RawInputs>(initialRaw);
  const inputs = useMemo(() => sanitizeRoiInputs(raw), [raw]);
  const results = useMemo(() => calculateRoi(inputs), [inputs]);
  // The dollars shown are the ones a demo booking carries: one rounding for the page and the dialog.
  const estimate = useMemo(() => roiEstimate(results), [results]);
  const { inputChanged, calculated, link } = useCalculatorSession();
  const { openDemo } = useLeadDialogs();
  const { CALCULATOR } = useOptimaiteText().landing;
  const { locale } = usePageLanguage();
  const formats = useMemo(
    () => ({ whole: (n: number) => formatWholeNumber(n, locale), usd: (n: number) => formatUsdIn(n, locale) }),
    [locale],
  );

  const firstResults = useRef(results);
  useEffect(() => {
    if (results !== firstResults.current) calculated(inputs, results);
  }, [inputs, results, calculated]);

  const onChange = (key: keyof RoiInputs) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setRaw((current) => ({ ...current, [key]: event.target.value }));
    inputChanged();
  };
  // Non-numeric or negative entries show as 0 once the field is left.
  const onBlur = (key: keyof RoiInputs) => () => setRaw((current) => ({ ...current, [key]: String(inputs[key]) }));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-5">
      <form
        className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
        onSubmit={(e) => e.preventDefault()}
      >
        {FIELDS.map(({ key, percent }) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`${prefix}-${key}`}>{CALCULATOR.inputs[key]}</Label>
            <Input
              id={`${prefix}-${key}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={percent ? 100 : undefined}
              step={1}
              value={raw[key]}
              onChange={onChange(key)}
              onBlur={onBlur(key)}
            />
          </div>
        ))}
        <p className="text-xs text-muted-foreground">{CALCULATOR.note}</p>
      </form>

      <div className="lg:col-span-3" aria-live="polite">
        {inputs.missedCallRate === 0 ? (
          <div className="rounded-2xl bg-green-50 p-8 text-center ring-1 ring-green-200">
            <PartyPopper className="mx-auto mb-3 size-10 text-green-700" aria-hidden="true" />
            <h3 className="text-2xl font-bold">{CALCULATOR.congratulations.title}</h3>
            <p className="mt-2 text-muted-foreground">{CALCULATOR.congratulations.text}</p>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <ResultCard label={CALCULATOR.results.lostClients} value={results.lostClients} format={formats.whole} />
            <ResultCard label={CALCULATOR.results.lostRevenue} value={results.lostRevenue} format={formats.usd} />
            <ResultCard
              label={CALCULATOR.results.recoveredRevenue}
              value={estimate.recoveredRevenue}
              format={formats.usd}
            />
            {inputs.receptionistCost > 0 && (
              <ResultCard label={CALCULATOR.results.laborSavings} value={estimate.laborSavings} format={formats.usd} />
            )}
            <ResultCard
              label={CALCULATOR.results.monthlyROI}
              value={estimate.monthlyROI}
              format={formats.usd}
              highlight
            />
            <ResultCard
              label={CALCULATOR.results.annualROI}
              value={estimate.annualROI}
              format={formats.usd}
              highlight
            />
          </div>
        )}
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => openDemo({ estimatedROI: estimate, calculator: link() })}
        >
          {CALCULATOR.cta}
        </Button>
      </div>
    </div>
  );
}
