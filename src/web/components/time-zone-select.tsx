import { useMemo } from "react";
import { Select } from "~/components/ui/select";

/** Every zone the browser knows, with the current one first listed even when the browser omits it ("UTC"). */
function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

export function TimeZoneSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return <Select id={id} options={options} value={value} onChange={(event) => onChange(event.target.value)} />;
}
