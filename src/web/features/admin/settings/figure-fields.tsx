import type { FigureKey, FigureSetting } from "@shared/schemas/site-settings";
import type { ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { SETTINGS_WORDS } from "./settings-words";

const today = () => new Date().toISOString().slice(0, 10);

/** The mode's default values, when the owner switches to it. */
function settingOf(mode: FigureSetting["mode"], current: FigureSetting): FigureSetting {
  if (mode === current.mode) return current;
  if (mode === "figure") return { mode, value: 0, checkedOn: today() };
  if (mode === "computed") return { mode, threshold: 1000, roundTo: 100 };
  return { mode };
}

/** One figure: the specification's text, the owner's number (with the day it was checked), or computed. */
export function FigureFields({
  name,
  setting,
  computable,
  confirmedSubscribers,
  error,
  onChange,
}: {
  name: FigureKey;
  setting: FigureSetting;
  computable: boolean;
  confirmedSubscribers: number;
  error?: string;
  onChange: (setting: FigureSetting) => void;
}) {
  const t = useAdminWords(SETTINGS_WORDS);
  const modes = (["spec", "figure", "computed"] as const).filter((mode) => computable || mode !== "computed");
  const field = (id: string, label: string, input: (id: string) => ReactNode) => (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`${name}-${id}`}>{label}</label>
      {input(`${name}-${id}`)}
    </div>
  );
  const number = (id: string, label: string, value: number, set: (value: number) => void) =>
    field(id, label, (inputId) => (
      <Input
        id={inputId}
        type="number"
        min={0}
        value={String(value)}
        onChange={(e) => set(Number(e.target.value) || 0)}
      />
    ));
  return (
    <fieldset className="grid gap-3 rounded-md border p-4" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="px-1 font-semibold">{t.figureNames[name]}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {modes.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`figure-${name}`}
              checked={setting.mode === mode}
              onChange={() => onChange(settingOf(mode, setting))}
            />
            {t.modes[mode]}
          </label>
        ))}
      </div>
      {setting.mode === "figure" && (
        <div className="grid gap-3 sm:grid-cols-2">
          {number("value", t.value, setting.value, (value) => onChange({ ...setting, value }))}
          {field("checked-on", t.checkedOn, (inputId) => (
            <Input
              id={inputId}
              type="date"
              value={setting.checkedOn}
              onChange={(e) => onChange({ ...setting, checkedOn: e.target.value })}
            />
          ))}
        </div>
      )}
      {setting.mode === "computed" && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {number("threshold", t.threshold, setting.threshold, (threshold) => onChange({ ...setting, threshold }))}
            {number("round-to", t.roundTo, setting.roundTo, (roundTo) =>
              onChange({ ...setting, roundTo: Math.max(1, roundTo) }),
            )}
          </div>
          <p className="text-sm text-muted-foreground">{t.confirmedNow(confirmedSubscribers)}</p>
        </>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
