import { useMemo } from "react";
import { browserTimeZone } from "~/lib/browser-time-zone";
import { timeZoneOptions } from "./time-zone-options";
import { Select } from "./ui/select";

/** The time-zone choice, named in `languageTag` ("Heure de l'Est (Toronto)"), the browser's zone first. */
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
  const options = useMemo(() => timeZoneOptions(languageTag, value, browserTimeZone()), [languageTag, value]);
  return <Select id={id} options={options} value={value} onChange={(event) => onChange(event.target.value)} />;
}
