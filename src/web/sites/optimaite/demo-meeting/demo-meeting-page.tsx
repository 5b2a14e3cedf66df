import { CalendarX2, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { notify, notifyError } from "~/components/ui/toaster";
import { ApiError, apiRequest } from "~/lib/api-client";
import { bookedToastText, formatMeetingTime } from "../../../../shared/demo-slots/meeting-time";
import { type ManagedMeeting, SLOT_TAKEN_MESSAGE } from "../../../../shared/schemas/demo-slots";
import { SlotPicker } from "../demo-slots/slot-picker";
import { useSlotChoice } from "../demo-slots/use-slot-choice";
import { OptimaiteLayout } from "../layout/optimaite-layout";
import { LeadTextsProvider } from "../leads/texts/lead-texts";
import { LEAD_TEXTS_EN } from "../leads/texts/lead-texts-en";
import { DemoButton } from "../sections/demo-button";
import { failureMessage, useManagedMeeting } from "./use-managed-meeting";

/** The changes the page can make: both are POSTs (a link opened by a mail scanner changes nothing). */
function BookedMeeting({ token, onChanged }: { token: string; onChanged: (m: ManagedMeeting) => void }) {
  const prefix = useId();
  const slots = useSlotChoice(true, LEAD_TEXTS_EN.slotTaken.notice);
  const [busy, setBusy] = useState<"move" | "cancel">();
  const post = async (action: "cancel" | "reschedule", body: unknown) =>
    apiRequest<ManagedMeeting>(`/api/demo-meetings/${encodeURIComponent(token)}/${action}`, { body });

  const move = async () => {
    if (!slots.slot) return;
    setBusy("move");
    try {
      const moved = await post("reschedule", slots.slot);
      slots.reset();
      onChanged(moved);
      notify("Demo moved", bookedToastText(moved.start, moved.timeZone));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === SLOT_TAKEN_MESSAGE) {
        slots.taken();
        notifyError(SLOT_TAKEN_MESSAGE, LEAD_TEXTS_EN.slotTaken.notice);
      } else notifyError("Error", failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };
  const cancel = async () => {
    setBusy("cancel");
    try {
      onChanged(await post("cancel", {}));
      notify("Demo cancelled", "The time is free again; your calendar gets the cancellation by email.");
    } catch (error) {
      notifyError("Error", failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${prefix}-move`} className="space-y-3">
        <h2 id={`${prefix}-move`} className="text-xl font-semibold">
          Move it to another time
        </h2>
        <LeadTextsProvider value={LEAD_TEXTS_EN}>
          <SlotPicker idPrefix={`${prefix}-slots`} noneLabel={null} locale="en" {...slots.picker} />
        </LeadTextsProvider>
        <Button onClick={move} disabled={!slots.slot || busy !== undefined}>
          {busy === "move" && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy === "move" ? "Moving..." : "Move my demo"}
        </Button>
      </section>
      <section aria-labelledby={`${prefix}-cancel`} className="space-y-3 border-t pt-6">
        <h2 id={`${prefix}-cancel`} className="text-xl font-semibold">
          Cancel it
        </h2>
        <p className="text-muted-foreground">The time becomes free for someone else. You can book again later.</p>
        <Button variant="outline" onClick={cancel} disabled={busy !== undefined}>
          {busy === "cancel" && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy === "cancel" ? "Cancelling..." : "Cancel my demo"}
        </Button>
      </section>
    </div>
  );
}

/** /demo/:token: the person's demo behind the private link of their emails, to reschedule or cancel it. */
export function DemoMeetingPage() {
  const token = useParams().token ?? "";
  const { state, set } = useManagedMeeting(token);
  return (
    <OptimaiteLayout languages={false}>
      <div className="mx-auto max-w-2xl px-4 py-10 md:py-14">
        <h1 className="mb-4 text-3xl font-extrabold tracking-tight">Your OptimAIte demo</h1>
        {state.status === "loading" && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Loading your demo…
          </p>
        )}
        {state.status === "failed" && (
          <div className="space-y-6">
            <p className="flex items-center gap-2 text-lg">
              <CalendarX2 className="size-6 text-slate-500" aria-hidden="true" />
              {state.message}
            </p>
            <DemoButton />
          </div>
        )}
        {state.status === "loaded" && (
          <div className="space-y-8">
            <p className="text-lg" aria-live="polite">
              {state.meeting.status === "cancelled" ? "Cancelled: " : ""}
              <strong>{formatMeetingTime(state.meeting.start, state.meeting.timeZone)}</strong>
            </p>
            {state.meeting.changeable ? (
              <BookedMeeting token={token} onChanged={set} />
            ) : (
              <div className="space-y-6">
                <p className="text-muted-foreground">
                  {state.meeting.status === "cancelled"
                    ? "This demo is cancelled. Book another time whenever it suits you."
                    : "This demo has started or taken place: it can no longer be changed."}
                </p>
                <DemoButton>Book another time</DemoButton>
              </div>
            )}
          </div>
        )}
      </div>
    </OptimaiteLayout>
  );
}
