import { genericZoneName } from "@shared/demo-slots/meeting-time";
import { FRENCH_CITY_NAMES } from "./time-zone-cities-fr";
import type { SelectOption } from "./ui/select";

const isFrench = (languageTag: string) => languageTag.toLowerCase().startsWith("fr");

/**
 * "America/Argentina/Buenos_Aires" → "Buenos Aires", "Europe/London" → "Londres" in French; a zone without a city
 * ("UTC") has none.
 */
function cityOf(zone: string, languageTag: string): string {
  if (isFrench(languageTag) && FRENCH_CITY_NAMES[zone]) return FRENCH_CITY_NAMES[zone];
  return zone.includes("/") ? (zone.split("/").at(-1) ?? "").replaceAll("_", " ") : "";
}

/** CLDR's French name of a zone known only by its country or city: "heure : Royaume-Uni". */
const FRENCH_REGION_FORMAT = /^heure : /;

/**
 * "Heure de l'Est", "Eastern Time": the zone's generic name in a language (Intl's `longGeneric`), capitalised as a
 * list item, with the straight apostrophe of the site's texts. A French "heure : Royaume-Uni" is listed as its
 * country, "Royaume-Uni (Londres)", as a person looks for it.
 */
function zoneName(zone: string, languageTag: string, at: Date): string {
  const generic = genericZoneName(zone, languageTag, at);
  const name = isFrench(languageTag) ? generic.replace(FRENCH_REGION_FORMAT, "") : generic;
  return name.charAt(0).toLocaleUpperCase(languageTag) + name.slice(1);
}

const label = (zone: string, languageTag: string, at: Date) => {
  const city = cityOf(zone, languageTag);
  return city ? `${zoneName(zone, languageTag, at)} (${city})` : zoneName(zone, languageTag, at);
};

const sorted = new Map<string, SelectOption[]>();
const naming = new Map<string, Promise<true>>();

const knownZones = () => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);
const named = (zones: readonly string[], languageTag: string, at: Date): SelectOption[] =>
  zones.map((zone) => ({ value: zone, label: label(zone, languageTag, at) }));

/** Keeps a language's zones sorted by name, for every later `timeZoneOptions`. */
function keepSorted(options: SelectOption[], languageTag: string): SelectOption[] {
  const collator = new Intl.Collator(languageTag);
  const inOrder = options.sort((a, b) => collator.compare(a.label, b.label));
  sorted.set(languageTag, inOrder);
  return inOrder;
}

/** Every zone the runtime knows, named in a language and sorted by name, computed once per language. */
const namedZones = (languageTag: string): SelectOption[] =>
  sorted.get(languageTag) ?? keepSorted(named(knownZones(), languageTag, new Date()), languageTag);

/** Zones named per task: naming all ~420 at once is a 180 ms task on a phone (a formatter per zone). */
const ZONES_PER_TASK = 40;

/** Whether every zone already has its name in this language. */
export const everyZoneNamed = (languageTag: string) => sorted.has(languageTag);

/**
 * Names every zone in a language a slice per task, so that a dialog with a time-zone choice opens at once and the
 * page keeps answering meanwhile; resolves once `timeZoneOptions` can list them all without that work.
 */
export function nameEveryZone(languageTag: string): Promise<true> {
  if (sorted.has(languageTag)) return Promise.resolve(true);
  let pending = naming.get(languageTag);
  if (!pending) {
    pending = new Promise((resolve) => {
      const at = new Date();
      const zones = knownZones();
      const options: SelectOption[] = [];
      const nameFrom = (start: number) => {
        options.push(...named(zones.slice(start, start + ZONES_PER_TASK), languageTag, at));
        if (start + ZONES_PER_TASK < zones.length) {
          setTimeout(() => nameFrom(start + ZONES_PER_TASK), 0);
          return;
        }
        keepSorted(options, languageTag);
        resolve(true);
      };
      setTimeout(() => nameFrom(0), 0);
    });
    naming.set(languageTag, pending);
  }
  return pending;
}

/** The zones a time-zone choice shows before every zone is named: the browser's, and the current one. */
export function firstTimeZoneOptions(languageTag: string, current: string, browserZone: string): SelectOption[] {
  return named([...new Set([browserZone, current])], languageTag, new Date());
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
