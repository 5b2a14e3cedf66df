import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { useAdminLanguage } from "../shared/admin-language";
import { BusyButton } from "../shared/busy-button";
import { ZurichDateTimeFields } from "../shared/zurich-date-time-fields";
import { CAMPAIGN_EDITOR_WORDS, CAMPAIGNS_WORDS } from "./newsletter-words";
import type { CampaignEditor } from "./use-newsletter-campaign-editor";

/**
 * Who gets the issue and when: its audience, its schedule (cancellable), a Tuesday and a time to schedule it for,
 * or now, once confirmed.
 */
export function NewsletterCampaignSend({ editor, audience }: { editor: CampaignEditor; audience: number }) {
  const { campaign, form, when, setWhen, errors, busy, actions } = editor;
  const id = useId();
  const language = useAdminLanguage();
  const t = CAMPAIGN_EDITOR_WORDS[language];
  const languageName = LANGUAGE_NAMES[form.locale];
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const sendNowButton = useRef<HTMLButtonElement>(null);
  // A cancelled schedule takes its button away: the focus goes to the one that schedules again.
  const cancelSchedule = async () => {
    if (await actions.cancelSchedule()) scheduleButton.current?.focus();
  };
  return (
    <>
      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 font-semibold">{t.send}</legend>
        <p className="text-sm text-muted-foreground">{t.audience(audience, languageName)}</p>
        {campaign?.status === "scheduled" && campaign.scheduledFor && (
          <p className="text-sm" role="status">
            {t.scheduledFor(
              new Date(campaign.scheduledFor).toLocaleString(CAMPAIGNS_WORDS[language].locale, {
                timeZone: "Europe/Zurich",
              }),
            )}{" "}
            <BusyButton size="sm" variant="outline" busy={busy} onClick={cancelSchedule}>
              {t.cancelSchedule}
            </BusyButton>
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <ZurichDateTimeFields
            id={id}
            dateLabel={t.tuesday}
            date={when.day}
            time={when.time}
            dateError={errors.day}
            timeError={errors.time}
            onDateChange={(day) => setWhen({ ...when, day })}
            onTimeChange={(time) => setWhen({ ...when, time })}
          />
          <BusyButton ref={scheduleButton} variant="outline" busy={busy} onClick={actions.schedule}>
            {t.schedule}
          </BusyButton>
          <BusyButton ref={sendNowButton} variant="destructive" busy={busy} onClick={actions.askToSend}>
            {t.sendNow}
          </BusyButton>
        </div>
      </fieldset>
      <Dialog open={editor.confirming} onOpenChange={editor.setConfirming}>
        <DialogContent
          closeLabel={t.close}
          // Closed by "Not now", Escape or its close button: back to "Send now…" (the editor closes once it is sent).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            sendNowButton.current?.focus();
          }}
        >
          <DialogHeader title={t.confirmTitle} description={t.confirm(form.subject, audience, languageName)} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t.notNow}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={actions.sendNow}>
              {t.sendTo(audience)}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
