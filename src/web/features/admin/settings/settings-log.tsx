import { figureSettingSchema, type SettingsChange } from "@shared/schemas/site-settings";
import { useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { SETTINGS_WORDS } from "./settings-words";

type Words = (typeof SETTINGS_WORDS)["fr"];

/** A logged value as the owner reads it: a detail's text, or a figure's choice in words (never its JSON). */
function shown(value: unknown, t: Words, numberFormat: Intl.NumberFormat, dateFormat: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === "") return t.empty;
  if (typeof value === "string") return value;
  const figure = figureSettingSchema.safeParse(value);
  if (!figure.success) return JSON.stringify(value);
  const setting = figure.data;
  if (setting.mode === "spec") return t.modes.spec;
  if (setting.mode === "figure")
    return `${numberFormat.format(setting.value)} (${t.checkedOn.toLowerCase()} ${dateFormat.format(new Date(setting.checkedOn))})`;
  return `${t.modes.computed}: ${t.threshold.toLowerCase()} ${numberFormat.format(setting.threshold)}, ${t.roundTo.toLowerCase()} ${numberFormat.format(setting.roundTo)}`;
}

/** Every change to the settings, newest first: when, which site, what, before and after, and who. */
export function SettingsLog({ changes }: { changes: SettingsChange[] }) {
  const t = useAdminWords(SETTINGS_WORDS);
  const language = useAdminLanguage();
  const when = new Intl.DateTimeFormat(language === "fr" ? "fr-CH" : "en-GB", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  });
  const numberFormat = new Intl.NumberFormat(language === "fr" ? "fr-CH" : "en-GB");
  const dateFormat = new Intl.DateTimeFormat(language === "fr" ? "fr-CH" : "en-GB", { timeZone: "UTC" });
  const value = (logged: unknown) => shown(logged, t, numberFormat, dateFormat);
  const settingName = (key: string) =>
    (t.fields as Record<string, string>)[key] ??
    (t.figureNames as Record<string, string>)[key.replace(/^figure\./, "")] ??
    key;
  return (
    <section className="mt-10">
      <h3 className="text-lg font-semibold">{t.log}</h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t.logEmpty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b">
                {(["when", "brand", "setting", "before", "after", "who"] as const).map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-semibold">
                    {t.logColumns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id} className="border-b align-top">
                  <td className="whitespace-nowrap px-2 py-2">{when.format(new Date(change.changedAt))}</td>
                  <td className="px-2 py-2">{t.brands[change.brand]}</td>
                  <td className="px-2 py-2">{settingName(change.key)}</td>
                  <td className="px-2 py-2 text-muted-foreground [overflow-wrap:anywhere]">
                    {value(change.previousValue)}
                  </td>
                  <td className="px-2 py-2 [overflow-wrap:anywhere]">{value(change.value)}</td>
                  <td className="break-all px-2 py-2">{change.changedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
