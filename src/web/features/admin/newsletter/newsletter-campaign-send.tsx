import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { ZurichDateTimeFields } from "../shared/zurich-date-time-fields";
import type { CampaignEditor } from "./use-newsletter-campaign-editor";

/**
 * Who gets the issue and when: its audience, its schedule (cancellable), a Tuesday and a time to schedule it for,
 * or now, once confirmed.
 */
export function NewsletterCampaignSend({ editor, audience }: { editor: CampaignEditor; audience: number }) {
  const { campaign, form, when, setWhen, errors, busy, actions } = editor;
  const id = useId();
  return (
    <>
      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 font-semibold">Send</legend>
        <p className="text-sm text-muted-foreground">
          {audience} confirmed {LANGUAGE_NAMES[form.locale]} subscribers. Anyone who had a newsletter in the last 7 days
          is skipped: at most one email a week.
        </p>
        {campaign?.status === "scheduled" && campaign.scheduledFor && (
          <p className="text-sm" role="status">
            Scheduled for {new Date(campaign.scheduledFor).toLocaleString("en-GB", { timeZone: "Europe/Zurich" })}{" "}
            (Zurich).{" "}
            <Button size="sm" variant="outline" disabled={busy} onClick={actions.cancelSchedule}>
              Cancel the schedule
            </Button>
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <ZurichDateTimeFields
            id={id}
            dateLabel="Tuesday"
            date={when.day}
            time={when.time}
            dateError={errors.day}
            timeError={errors.time}
            onDateChange={(day) => setWhen({ ...when, day })}
            onTimeChange={(time) => setWhen({ ...when, time })}
          />
          <Button variant="outline" disabled={busy} onClick={actions.schedule}>
            Schedule
          </Button>
          <Button variant="destructive" disabled={busy} onClick={actions.askToSend}>
            Send now…
          </Button>
        </div>
      </fieldset>
      <Dialog open={editor.confirming} onOpenChange={editor.setConfirming}>
        <DialogContent>
          <DialogHeader
            title="Send this campaign now?"
            description={`“${form.subject}” goes to the ${audience} confirmed ${LANGUAGE_NAMES[form.locale]} subscribers, except those who had a newsletter in the last 7 days. It cannot be undone.`}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Not now</Button>
            </DialogClose>
            <Button variant="destructive" onClick={actions.sendNow}>
              Send to {audience} subscribers
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
