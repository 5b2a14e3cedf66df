import type { SelectOption } from "./ui/select";

/** "America/Argentina/Buenos_Aires" → "Buenos Aires"; a zone without a city ("UTC") has none. */
const cityOf = (zone: string) => (zone.includes("/") ? (zone.split("/").at(-1) ?? "").replaceAll("_", " ") : "");

/**
 * "Heure de l'Est", "Eastern Time": the zone's generic name in a language (Intl's `longGeneric`), capitalised as a
 * list item, with the straight apostrophe of the site's texts.
 */
function zoneName(zone: string, languageTag: string, at: Date): string {
  const name =
    new Intl.DateTimeFormat(languageTag, { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? zone;
  const straight = name.replaceAll("’", "'");
  return straight.charAt(0).toLocaleUpperCase(languageTag) + straight.slice(1);
}

const label = (zone: string, languageTag: string, at: Date) => {
  const city = cityOf(zone);
  return city ? `${zoneName(zone, languageTag, at)} (${city})` : zoneName(zone, languageTag, at);
};

const sorted = new Map<string, SelectOption[]>();

/** Every zone the runtime knows, named in a language and sorted by name, computed once per language. */
function namedZones(languageTag: string): SelectOption[] {
  let options = sorted.get(languageTag);
  if (!options) {
    const at = new Date();
    const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    const collator = new Intl.Collator(languageTag);
    options = zones
      .map((zone) => ({ value: zone, label: label(zone, languageTag, at) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    sorted.set(languageTag, options);
  }
  return options;
}

/**
 * The time-zone choice: "Eastern Time (Toronto)" in the page's language, the browser's zone first, then every other
 * zone by name; the values stay IANA zones. The current zone is listed even when the runtime omits it ("UTC").
 */
export function timeZoneOptions(languageTag: string, current: string, browserZone: string): SelectOption[] {
  const all = namedZones(languageTag);
  const first = [browserZone, ...(current === browserZone ? [] : [current])];
  const firstOptions = first.map(
    (zone) =>
      all.find((option) => option.value === zone) ?? { value: zone, label: label(zone, languageTag, new Date()) },
  );
  return [...firstOptions, ...all.filter((option) => !first.includes(option.value))];
}
