import { Field } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { useAdminWords } from "./admin-language";
import { FRAME_WORDS } from "./shared-words";

/**
 * A day and a time on Zurich's clock, each a labelled field with its error; a fragment, so the two sit in the
 * caller's row beside its buttons.
 */
export function ZurichDateTimeFields({
  id,
  dateLabel,
  date,
  time,
  dateError,
  timeError,
  onDateChange,
  onTimeChange,
}: {
  id: string;
  dateLabel: string;
  date: string;
  time: string;
  dateError?: string;
  timeError?: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}) {
  const timeLabel = useAdminWords(FRAME_WORDS).zurichTime;
  return (
    <>
      <Field id={`${id}-date`} label={dateLabel} error={dateError}>
        {(aria) => <Input {...aria} type="date" value={date} onChange={(event) => onDateChange(event.target.value)} />}
      </Field>
      <Field id={`${id}-time`} label={timeLabel} error={timeError}>
        {(aria) => <Input {...aria} type="time" value={time} onChange={(event) => onTimeChange(event.target.value)} />}
      </Field>
    </>
  );
}
