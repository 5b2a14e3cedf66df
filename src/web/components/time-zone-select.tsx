import { useMemo } from "react";
import { browserTimeZone } from "~/lib/browser-time-zone";
import { useLoadedFor } from "~/lib/use-loaded-for";
import { everyZoneNamed, firstTimeZoneOptions, nameEveryZone, timeZoneOptions } from "./time-zone-options";
import { Select } from "./ui/select";

/**
 * The time-zone choice, named in `languageTag` ("Heure de l'Est (Toronto)"), the browser's zone first. It shows at
 * once with the browser's and the chosen zone; the ~420 others join it a moment later, named a slice at a time.
 */
export function TimeZoneSelect({
  id,
  value,
  onChange,
  languageTag,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  languageTag: string;
}) {
  const named = useLoadedFor(languageTag, nameEveryZone) ?? everyZoneNamed(languageTag);
  const options = useMemo(
    () => (named ? timeZoneOptions : firstTimeZoneOptions)(languageTag, value, browserTimeZone()),
    [named, languageTag, value],
  );
  return <Select id={id} options={options} value={value} onChange={(event) => onChange(event.target.value)} />;
}
