import { formatSlotTime } from "@shared/demo-slots/meeting-time";
import { LANGUAGE_TAGS, type OptimaiteLocale } from "@shared/i18n/locales";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { TimeZoneSelect } from "~/components/time-zone-select";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { fillMessage } from "~/i18n/translation";
import { useLeadTexts } from "../leads/texts/lead-texts";
import type { SlotsState } from "./use-demo-slots";

/** The person's choice: a slot's start, "none" (we call back), or nothing yet (the same as none). */
export type SlotChoice = string | "none" | null;

const DAYS_AT_A_TIME = 3;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * "Thursday, November 26" ("jeudi 26 novembre" in fr-CA) of a calendar day "2026-11-26" (noon UTC of that day, read
 * in UTC).
 */
export function dayLabel(date: string, languageTag: string): string {
  let format = dayFormats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
    dayFormats.set(languageTag, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

const pill =
  "inline-flex min-h-10 cursor-pointer items-center rounded-md border px-3 text-sm font-medium transition-colors peer-not-checked:hover:bg-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2";

/**
 * The open slots as one radio group, grouped by day in the person's time zone: arrow keys move between times,
 * Tab leaves the group; "None of these suits me" keeps the call-back flow. Native radios work with any input.
 */
export function SlotPicker({
  idPrefix,
  state,
  timeZone,
  onTimeZoneChange,
  value,
  onChange,
  notice,
  noneLabel,
  locale,
}: {
  idPrefix: string;
  state: SlotsState;
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  value: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  /** Said above the list, e.g. that the chosen time was just taken. */
  notice?: string;
  /** Null hides the "none" choice; without it, the dialog's words say it. */
  noneLabel?: string | null;
  /** The language the days and times are written in. */
  locale: OptimaiteLocale;
}) {
  const languageTag = LANGUAGE_TAGS.optimaite[locale] ?? "en-US";
  const words = useLeadTexts().slots;
  const none = noneLabel === undefined ? words.none : noneLabel;
  const [shownDays, setShownDays] = useState(DAYS_AT_A_TIME);
  // "Show more days" adds days above itself and would be pushed out of sight with the focus: the focus goes to the
  // first new day's first time instead, scrolled into view.
  const [dayToFocus, setDayToFocus] = useState<number>();
  useEffect(() => {
    if (dayToFocus === undefined) return;
    document.getElementById(`${idPrefix}-day-${dayToFocus}`)?.querySelector("input")?.focus();
    setDayToFocus(undefined);
  }, [dayToFocus, idPrefix]);
  const name = `${idPrefix}-slot`;
  const days = state.status === "loaded" ? state.slots.days : [];
  return (
    <fieldset className="space-y-3 rounded-lg border p-3" aria-describedby={notice ? `${idPrefix}-notice` : undefined}>
      <legend className="px-1 text-sm font-semibold">{words.legend}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-zone`}>{words.timeZone}</Label>
        <TimeZoneSelect
          id={`${idPrefix}-zone`}
          value={timeZone}
          onChange={onTimeZoneChange}
          languageTag={languageTag}
        />
      </div>
      {state.status === "loaded" && (
        <p className="text-sm text-muted-foreground">
          {fillMessage(words.length, { minutes: state.slots.slotMinutes })}
        </p>
      )}
      {notice && (
        <p id={`${idPrefix}-notice`} role="alert" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {state.status === "loading" && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {words.loading}
        </p>
      )}
      {state.status === "failed" && <p className="text-sm text-muted-foreground">{words.failed}</p>}
      {state.status === "loaded" && days.length === 0 && <p className="text-sm text-muted-foreground">{words.empty}</p>}
      {days.slice(0, shownDays).map((day, index) => (
        <fieldset key={day.date} id={`${idPrefix}-day-${index}`} className="space-y-1.5">
          <legend className="text-sm font-medium">{dayLabel(day.date, languageTag)}</legend>
          <div className="flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label key={slot.start} className="relative">
                <input
                  type="radio"
                  name={name}
                  value={slot.start}
                  checked={value === slot.start}
                  onChange={() => onChange(slot.start)}
                  className="peer sr-only"
                />
                <span className={pill}>{formatSlotTime(slot.start, timeZone, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {days.length > shownDays && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setDayToFocus(shownDays);
            setShownDays(shownDays + DAYS_AT_A_TIME);
          }}
        >
          {words.more}
        </Button>
      )}
      {/* Only once the times are in: shown while they load, it would jump below them as they arrive, under a tap. */}
      {none && state.status !== "loading" && (
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value="none"
            checked={value === "none"}
            onChange={() => onChange("none")}
            className="size-4 accent-primary"
          />
          {none}
        </label>
      )}
    </fieldset>
  );
}
