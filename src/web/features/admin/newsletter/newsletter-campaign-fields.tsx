import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import { CAMPAIGN_LOCALES, type CampaignLocale } from "@shared/newsletter/campaign";
import { type FormEvent, useId } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { BusyButton } from "../shared/busy-button";
import { CAMPAIGN_EDITOR_WORDS } from "./newsletter-words";
import type { CampaignEditor } from "./use-newsletter-campaign-editor";

const LOCALE_OPTIONS = CAMPAIGN_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The text and where it comes from, with the buttons that save, preview and test it. */
export function NewsletterCampaignFields({ editor, onClose }: { editor: CampaignEditor; onClose: () => void }) {
  const { form, errors, busy, set, actions } = editor;
  const id = useId();
  const t = useAdminWords(CAMPAIGN_EDITOR_WORDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void actions.saveDraft();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t.formName}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-locale`}
          label={t.language}
          options={LOCALE_OPTIONS}
          value={form.locale}
          error={errors.locale}
          onChange={(event) => set({ locale: event.target.value as CampaignLocale })}
        />
        <Field id={`${id}-post`} label={t.fromPost} error={errors.postId} hint={t.fromPostHint}>
          {(aria) => (
            <div className="flex gap-2">
              <Input {...aria} value={form.postId} onChange={(event) => set({ postId: event.target.value })} />
              <BusyButton variant="outline" busy={busy} onClick={actions.prefill}>
                {t.prefill}
              </BusyButton>
            </div>
          )}
        </Field>
      </div>
      <Field id={`${id}-web`} label={t.webPath} error={errors.webPath} hint={t.webPathHint}>
        {(aria) => (
          <Input
            {...aria}
            value={form.webPath}
            placeholder="/blog/…"
            onChange={(event) => set({ webPath: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-subject`} label={t.subject} error={errors.subject} required>
        {(aria) => <Input {...aria} value={form.subject} onChange={(event) => set({ subject: event.target.value })} />}
      </Field>
      <Field id={`${id}-body`} label={t.body} error={errors.bodyMarkdown} required hint={t.bodyHint}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={12}
            value={form.bodyMarkdown}
            onChange={(event) => set({ bodyMarkdown: event.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {t.saveDraft}
        </Button>
        <BusyButton variant="outline" busy={busy} onClick={actions.showPreview}>
          {t.preview}
        </BusyButton>
        <BusyButton variant="outline" busy={busy} onClick={actions.testSend}>
          {t.testToMe}
        </BusyButton>
        <Button variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </form>
  );
}
