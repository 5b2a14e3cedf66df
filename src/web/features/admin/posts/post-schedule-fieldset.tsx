import type { PostStatus } from "@shared/schemas/blog-post";
import { useId } from "react";
import { useAdminWords } from "../shared/admin-language";
import { BusyButton } from "../shared/busy-button";
import { ZurichDateTimeFields } from "../shared/zurich-date-time-fields";
import type { FieldErrors, PostFormState } from "./post-form-state";
import { POST_FIELD_WORDS } from "./posts-words";

/** When the post goes live: a day and a time in Zurich, and the button that schedules it. */
export function PostScheduleFieldset({
  form,
  errors,
  status,
  scheduling,
  busy,
  change,
  onSchedule,
}: {
  form: PostFormState;
  errors: FieldErrors;
  /** The stored post's, none before it is saved. */
  status?: PostStatus;
  scheduling: boolean;
  /** Another action runs: the button keeps the focus but waits. */
  busy: boolean;
  change: (next: Partial<PostFormState>) => void;
  onSchedule: () => void;
}) {
  const id = useId();
  const t = useAdminWords(POST_FIELD_WORDS);
  return (
    <fieldset className="space-y-3 rounded-md border border-input p-4">
      <legend className="px-1 text-sm font-semibold">{t.publication}</legend>
      <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end">
        <ZurichDateTimeFields
          id={id}
          dateLabel={t.date}
          date={form.scheduleDate}
          time={form.scheduleTime}
          dateError={errors.schedule}
          onDateChange={(scheduleDate) => change({ scheduleDate })}
          onTimeChange={(scheduleTime) => change({ scheduleTime })}
        />
        <BusyButton variant="outline" onClick={onSchedule} busy={busy} className="sm:justify-self-start">
          {scheduling ? t.scheduling : status === "scheduled" ? t.reschedule : t.schedule}
        </BusyButton>
      </div>
    </fieldset>
  );
}
