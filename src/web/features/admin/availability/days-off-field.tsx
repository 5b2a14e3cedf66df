import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { DAYS_OFF_WORDS } from "./availability-words";

/**
 * The days off, added and removed one by one. The pressed control is disabled or gone afterwards, so the focus goes
 * on: after Add, to the new day's row; after Remove, to the next day's row, else back to the date to add.
 */
export function DaysOffField({ daysOff, onChange }: { daysOff: string[]; onChange: (daysOff: string[]) => void }) {
  const id = useId();
  const t = useAdminWords(DAYS_OFF_WORDS);
  const [dayOff, setDayOff] = useState("");
  const [focusTarget, setFocusTarget] = useState<string | "new-day">();
  const list = useRef<HTMLUListElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusTarget === undefined) return;
    const row = list.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusTarget}"]`);
    (row ?? dateInput.current)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const add = () => {
    onChange([...daysOff, dayOff].sort());
    setFocusTarget(dayOff);
    setDayOff("");
  };
  const remove = (day: string) => {
    const next = daysOff[daysOff.indexOf(day) + 1];
    onChange(daysOff.filter((d) => d !== day));
    setFocusTarget(next ?? "new-day");
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold">{t.title}</legend>
      <ul ref={list} className="flex flex-wrap gap-2">
        {daysOff.map((day) => (
          <li key={day} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
            {day}
            <Button variant="ghost" size="sm" data-day={day} aria-label={t.remove(day)} onClick={() => remove(day)}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-day-off`}>{t.addDay}</Label>
          <Input
            ref={dateInput}
            id={`${id}-day-off`}
            type="date"
            value={dayOff}
            onChange={(event) => setDayOff(event.target.value)}
          />
        </div>
        <Button variant="outline" disabled={!dayOff || daysOff.includes(dayOff)} onClick={add}>
          {t.add}
        </Button>
      </div>
    </fieldset>
  );
}
