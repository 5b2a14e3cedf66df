import { formatMeetingTime } from "@shared/demo-slots/meeting-time";
import { type ManagedMeeting, SLOT_TAKEN_MESSAGE } from "@shared/schemas/demo-slots";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { notify, notifyError } from "~/components/ui/toaster";
import { fillMessage } from "~/i18n/translation";
import { ApiError, apiRequest } from "~/lib/api-client";
import { SlotPicker } from "../demo-slots/slot-picker";
import { useSlotChoice } from "../demo-slots/use-slot-choice";
import { LeadTextsProvider } from "../leads/texts/lead-texts";
import type { MeetingLanguage } from "./meeting-language";
import { failureMessage } from "./use-managed-meeting";

/** The changes the page can make: both are POSTs (a link opened by a mail scanner changes nothing). */
export function BookedMeeting({
  token,
  language,
  onChanged,
}: {
  token: string;
  language: MeetingLanguage;
  onChanged: (m: ManagedMeeting) => void;
}) {
  const { texts, leadTexts, locale } = language;
  const prefix = useId();
  const slots = useSlotChoice(true, leadTexts.slotTaken.notice);
  const [busy, setBusy] = useState<"move" | "cancel">();
  // "kept": back from the question with "Keep my demo", whose button is gone: the focus returns to "Cancel my demo".
  const [confirmation, setConfirmation] = useState<"asking" | "kept">();
  const post = async (action: "cancel" | "reschedule", body: unknown) =>
    apiRequest<ManagedMeeting>(`/api/demo-meetings/${encodeURIComponent(token)}/${action}`, { body });

  const moveHeading = useRef<HTMLHeadingElement>(null);
  const move = async () => {
    if (!slots.slot) return;
    setBusy("move");
    try {
      const moved = await post("reschedule", slots.slot);
      slots.reset();
      onChanged(moved);
      const time = formatMeetingTime(moved.start, moved.timeZone, locale);
      notify(texts.move.done, fillMessage(leadTexts.booked, { time }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === SLOT_TAKEN_MESSAGE) {
        slots.taken();
        notifyError(leadTexts.slotTaken.title, leadTexts.slotTaken.notice);
      } else notifyError(leadTexts.errorTitle, failureMessage(error, texts));
      // The button is disabled while no time is chosen: the focus waits on the section, not on <body>.
      moveHeading.current?.focus();
    } finally {
      setBusy(undefined);
    }
  };
  const cancel = async () => {
    setConfirmation(undefined);
    setBusy("cancel");
    try {
      onChanged(await post("cancel", {}));
      notify(texts.cancel.done, texts.cancel.doneText);
    } catch (error) {
      notifyError(leadTexts.errorTitle, failureMessage(error, texts));
      setConfirmation("kept");
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${prefix}-move`} className="space-y-3">
        <h2 id={`${prefix}-move`} ref={moveHeading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {texts.move.heading}
        </h2>
        <LeadTextsProvider value={leadTexts}>
          <SlotPicker idPrefix={`${prefix}-slots`} noneLabel={null} locale={locale} {...slots.picker} />
        </LeadTextsProvider>
        <Button onClick={move} disabled={!slots.slot || busy !== undefined}>
          {busy === "move" && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy === "move" ? texts.move.busy : texts.move.button}
        </Button>
      </section>
      <section aria-labelledby={`${prefix}-cancel`} className="space-y-3 border-t pt-6">
        <h2 id={`${prefix}-cancel`} className="text-xl font-semibold">
          {texts.cancel.heading}
        </h2>
        <p className="text-muted-foreground">{texts.cancel.explanation}</p>
        {confirmation === "asking" ? (
          <CancelConfirmation texts={texts.cancel.confirm} onConfirm={cancel} onKeep={() => setConfirmation("kept")} />
        ) : (
          <CancelButton
            onClick={() => setConfirmation("asking")}
            disabled={busy !== undefined}
            focusOnMount={confirmation === "kept"}
          >
            {busy === "cancel" && <Loader2 className="animate-spin" aria-hidden="true" />}
            {busy === "cancel" ? texts.cancel.busy : texts.cancel.button}
          </CancelButton>
        )}
      </section>
    </div>
  );
}

function CancelButton({
  focusOnMount,
  ...props
}: Pick<ButtonProps, "onClick" | "disabled" | "children"> & { focusOnMount: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  return <Button ref={button} variant="outline" {...props} />;
}

/** The question asked before cancelling, which takes the focus so that a keyboard or screen reader meets it first. */
function CancelConfirmation({
  texts,
  onConfirm,
  onKeep,
}: {
  texts: { question: string; yes: string; keep: string };
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const id = useId();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-destructive/40 p-4">
      <p id={id} ref={question} tabIndex={-1} className="font-semibold focus:outline-none">
        {texts.question}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" onClick={onConfirm}>
          {texts.yes}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          {texts.keep}
        </Button>
      </div>
    </section>
  );
}
