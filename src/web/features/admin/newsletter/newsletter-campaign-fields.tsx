import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import { CAMPAIGN_LOCALES, type CampaignLocale } from "@shared/newsletter/campaign";
import { type FormEvent, useId } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import type { CampaignEditor } from "./use-newsletter-campaign-editor";

const LOCALE_OPTIONS = CAMPAIGN_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The text and where it comes from, with the buttons that save, preview and test it. */
export function NewsletterCampaignFields({ editor, onClose }: { editor: CampaignEditor; onClose: () => void }) {
  const { form, errors, busy, set, actions } = editor;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void actions.saveDraft();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Campaign">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-locale`}
          label="Subscribers' language"
          options={LOCALE_OPTIONS}
          value={form.locale}
          error={errors.locale}
          onChange={(event) => set({ locale: event.target.value as CampaignLocale })}
        />
        <Field
          id={`${id}-post`}
          label="From a post (optional: its id)"
          error={errors.postId}
          hint="Prefill copies the post's title and text into this campaign."
        >
          {(aria) => (
            <div className="flex gap-2">
              <Input {...aria} value={form.postId} onChange={(event) => set({ postId: event.target.value })} />
              <Button variant="outline" disabled={busy} onClick={actions.prefill}>
                Prefill
              </Button>
            </div>
          )}
        </Field>
      </div>
      <Field
        id={`${id}-web`}
        label="Web version (optional: the post's address on this site)"
        error={errors.webPath}
        hint="E.g. /de/blog/my-post. Empty: the campaign gets its own page under /newsletter/."
      >
        {(aria) => (
          <Input
            {...aria}
            value={form.webPath}
            placeholder="/blog/…"
            onChange={(event) => set({ webPath: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-subject`} label="Subject" error={errors.subject} required>
        {(aria) => <Input {...aria} value={form.subject} onChange={(event) => set({ subject: event.target.value })} />}
      </Field>
      <Field
        id={`${id}-body`}
        label="Text (Markdown)"
        error={errors.bodyMarkdown}
        required
        hint="## for a heading, **bold**, - for a list, [words](https://…) for a link."
      >
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
          Save draft
        </Button>
        <Button variant="outline" disabled={busy} onClick={actions.showPreview}>
          Preview
        </Button>
        <Button variant="outline" disabled={busy} onClick={actions.testSend}>
          Send a test to me
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
