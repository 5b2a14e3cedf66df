import { type Availability, availabilitySchema, SLOT_LENGTHS, WEEKDAYS } from "@shared/demo-slots/availability";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SelectField } from "~/components/select-field";
import { TimeZoneSelect } from "~/components/time-zone-select";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { showErrorsAndFocus } from "~/lib/focus-first-invalid";
import { useAdminWords } from "../shared/admin-language";
import { useErrorText, useIssueText } from "../shared/error-text";
import { loadAvailability, saveAvailability } from "./availability-api";
import { AVAILABILITY_WORDS } from "./availability-words";
import { DaysOffField } from "./days-off-field";
import { MeetingPlaceField } from "./meeting-place-field";

type Weekday = `${(typeof WEEKDAYS)[number]}`;

/** One day's row: open or closed, and its hours (the first range; more ranges are kept as they are). */
function DayHours({
  day,
  availability,
  onChange,
}: {
  day: Weekday;
  availability: Availability;
  onChange: (next: Availability) => void;
}) {
  const id = useId();
  const t = useAdminWords(AVAILABILITY_WORDS);
  const ranges = availability.weeklyHours[day] ?? [];
  const first = ranges[0];
  const name = t.weekdays[Number(day) - 1] ?? day;
  const setRanges = (next: typeof ranges) =>
    onChange({ ...availability, weeklyHours: { ...availability.weeklyHours, [day]: next } });
  // On a phone the hours go under the day's name, from and until side by side; from sm on, all on one row. The times
  // are wide enough for "05:00 PM" in the phone's larger text.
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2">
      <label className="flex items-center gap-2 text-sm font-medium sm:w-32 sm:shrink-0">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={Boolean(first)}
          onChange={(event) => setRanges(event.target.checked ? [{ start: "09:00", end: "17:00" }] : [])}
        />
        {name}
      </label>
      {first && (
        <div className="flex max-w-sm items-center gap-2 pl-6 sm:pl-0">
          <Input
            type="time"
            aria-label={t.from(name)}
            id={`${id}-from`}
            className="min-w-0 flex-1 sm:w-36 sm:flex-none"
            value={first.start}
            onChange={(event) => setRanges([{ ...first, start: event.target.value }, ...ranges.slice(1)])}
          />
          <span aria-hidden="true">–</span>
          <Input
            type="time"
            aria-label={t.until(name)}
            className="min-w-0 flex-1 sm:w-36 sm:flex-none"
            value={first.end}
            onChange={(event) => setRanges([{ ...first, end: event.target.value }, ...ranges.slice(1)])}
          />
        </div>
      )}
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
      />
    </div>
  );
}

/** The owner's availability for demos: weekly hours in a time zone, slot length, buffer, notice, horizon, days off. */
export function AvailabilityTab() {
  const id = useId();
  const t = useAdminWords(AVAILABILITY_WORDS);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [placeError, setPlaceError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const says = useErrorText();
  const sayIssue = useIssueText();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    loadAvailability()
      .then(setAvailability)
      .catch((error: unknown) => notifyError(t.loadFailed, says(error)));
  }, [t.loadFailed, says]);
  if (!availability) return <p role="status">{t.loading}</p>;
  const set = (change: Partial<Availability>) => setAvailability({ ...availability, ...change });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = availabilitySchema.safeParse(availability);
    if (!parsed.success) {
      const placeIssue = parsed.error.issues.find((issue) => issue.path[0] === "place");
      showErrorsAndFocus(form.current, () => setPlaceError(placeIssue && sayIssue(placeIssue.message)));
      const first = parsed.error.issues[0];
      notifyError(t.notSaved, first ? sayIssue(first.message) : t.invalid);
      return;
    }
    setPlaceError(undefined);
    setSaving(true);
    try {
      setAvailability(await saveAvailability(parsed.data));
      notify(t.saved, t.savedDetail);
    } catch (error) {
      notifyError(t.notSaved, says(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} onSubmit={save} className="max-w-2xl space-y-6" aria-label={t.formName} noValidate>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-zone`}>{t.timeZone}</Label>
        <TimeZoneSelect
          id={`${id}-zone`}
          value={availability.timeZone}
          onChange={(timeZone) => set({ timeZone })}
          languageTag={t.languageTag}
        />
      </div>
      <fieldset className="space-y-3 sm:space-y-2">
        <legend className="mb-2 font-semibold">{t.weeklyHours}</legend>
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={`${day}`} availability={availability} onChange={setAvailability} />
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-length`}
          label={t.length}
          hint={t.lengthHint}
          options={SLOT_LENGTHS.map((minutes) => ({ value: String(minutes), label: t.minutes(minutes) }))}
          value={String(availability.slotMinutes)}
          onChange={(event) => set({ slotMinutes: Number(event.target.value) as Availability["slotMinutes"] })}
        />
        <NumberField
          id={`${id}-buffer`}
          label={t.buffer}
          value={availability.bufferMinutes}
          max={120}
          onChange={(bufferMinutes) => set({ bufferMinutes })}
        />
        <NumberField
          id={`${id}-notice`}
          label={t.notice}
          value={availability.minNoticeHours}
          max={336}
          onChange={(minNoticeHours) => set({ minNoticeHours })}
        />
        <NumberField
          id={`${id}-horizon`}
          label={t.horizon}
          value={availability.horizonDays}
          max={90}
          onChange={(horizonDays) => set({ horizonDays })}
        />
      </div>
      <MeetingPlaceField
        place={availability.place}
        error={placeError}
        onChange={(place) => {
          setPlaceError(undefined);
          setAvailability({ ...availability, place });
        }}
      />
      <DaysOffField daysOff={availability.daysOff} onChange={(daysOff) => set({ daysOff })} />
      <Button type="submit" disabled={saving}>
        {saving ? t.saving : t.save}
      </Button>
    </form>
  );
}
