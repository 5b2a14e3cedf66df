import type { SettingsChange } from "@shared/schemas/site-settings";
import { useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { SETTINGS_WORDS } from "./settings-words";

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ""
    ? empty
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** Every change to the settings, newest first: when, which site, what, before and after, and who. */
export function SettingsLog({ changes }: { changes: SettingsChange[] }) {
  const t = useAdminWords(SETTINGS_WORDS);
  const language = useAdminLanguage();
  const when = new Intl.DateTimeFormat(language === "fr" ? "fr-CH" : "en-GB", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  });
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
                  <td className="break-all px-2 py-2 text-muted-foreground">{shown(change.previousValue, t.empty)}</td>
                  <td className="break-all px-2 py-2">{shown(change.value, t.empty)}</td>
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
