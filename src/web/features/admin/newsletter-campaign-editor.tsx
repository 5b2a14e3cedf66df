import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import {
  CAMPAIGN_LOCALES,
  type Campaign,
  type CampaignDraft,
  type CampaignLocale,
  type CampaignPreview,
  campaignDraftSchema,
  campaignScheduleSchema,
  type SubscriberCounts,
} from "@shared/newsletter/campaign";
import { nextTuesdayMorning } from "@shared/newsletter/tuesday";
import { type FormEvent, useId, useState } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { ApiError, apiRequest } from "~/lib/api-client";

const LOCALE_OPTIONS = CAMPAIGN_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

interface Form {
  locale: CampaignLocale;
  subject: string;
  bodyMarkdown: string;
  postId: string;
  webPath: string;
}

type Errors = Partial<Record<keyof Form | "day" | "time", string>>;

const formOf = (campaign: Campaign | null): Form => ({
  locale: campaign?.locale ?? "fr",
  subject: campaign?.subject ?? "",
  bodyMarkdown: campaign?.bodyMarkdown ?? "",
  postId: campaign?.postId ?? "",
  // A newsletter-only issue's own page is set by the server: the field is for a post's page.
  webPath: campaign?.postId ? campaign.webPath : "",
});

const toDraft = (form: Form): CampaignDraft => ({
  ...form,
  postId: form.postId.trim() || null,
  webPath: form.webPath.trim() || null,
});

/** The field errors of a refused draft, from the shared schema or the server's issues. */
function errorsOf(issues: { path: string | PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? issue.path.join(".") : issue.path) as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A post as GET /api/admin/posts/{id} answers it (read defensively: the posts API is built alongside). */
export interface PostAnswer {
  id?: string;
  locale?: string;
  title?: string;
  bodyMarkdown?: string;
  body?: string;
  slug?: string;
  path?: string;
  url?: string;
}

/** The form with a post's language, title, text and page: the campaign keeps its own copy of them. */
function formFromPost(post: PostAnswer, form: Form): Form {
  const locale = CAMPAIGN_LOCALES.find((l) => l === post.locale) ?? form.locale;
  return {
    locale,
    postId: post.id ?? form.postId,
    subject: post.title ?? form.subject,
    bodyMarkdown: post.bodyMarkdown ?? post.body ?? form.bodyMarkdown,
    webPath: post.path ?? post.url ?? (post.slug ? `${locale === "fr" ? "" : `/${locale}`}/blog/${post.slug}` : ""),
  };
}

/** Writes or changes an issue: text, preview, test send, then schedule or send now (with a confirmation). */
export function NewsletterCampaignEditor({
  campaign: initial,
  post,
  subscribers,
  onChanged,
  onClose,
}: {
  campaign: Campaign | null;
  /** A new campaign's text, from this post ("Send as newsletter" in the Posts tab). */
  post?: PostAnswer;
  subscribers: SubscriberCounts[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [campaign, setCampaign] = useState(initial);
  const [form, setForm] = useState<Form>(() => (post ? formFromPost(post, formOf(null)) : formOf(initial)));
  const [when, setWhen] = useState(() => nextTuesdayMorning(new Date()));
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));
  const audience = subscribers.find((row) => row.locale === form.locale)?.subscribed ?? 0;

  /** Validates on this side first (nothing is sent when it fails; what was typed stays). */
  const validDraft = (): CampaignDraft | null => {
    const parsed = campaignDraftSchema.safeParse(toDraft(form));
    if (parsed.success) return toDraft(form);
    setErrors(errorsOf(parsed.error.issues));
    return null;
  };

  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(errorsOf(error.issues));
      notifyError(what, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  /** Saves the text (creating the campaign the first time); answers it, or null when the text is refused. */
  const save = async (): Promise<Campaign | null> => {
    const draft = validDraft();
    if (!draft) return null;
    setErrors({});
    const saved = campaign
      ? await apiRequest<Campaign>(`/api/admin/newsletter/campaigns/${campaign.id}`, { method: "PUT", body: draft })
      : await apiRequest<Campaign>("/api/admin/newsletter/campaigns", { body: draft });
    setCampaign(saved);
    onChanged();
    return saved;
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void run("Could not save the draft", async () => {
      if (await save()) notify("Draft saved");
    });
  };

  const showPreview = () =>
    run("Could not preview", async () => {
      const draft = validDraft();
      if (!draft) return;
      setErrors({});
      setPreview(
        await apiRequest<CampaignPreview>("/api/admin/newsletter/preview", {
          body: { ...draft, ...(campaign ? { campaignId: campaign.id } : {}) },
        }),
      );
    });

  const prefill = () =>
    run("Could not prefill from the post", async () => {
      const postId = form.postId.trim();
      if (!postId) {
        setErrors({ postId: "Give the post's id first" });
        return;
      }
      const post = await apiRequest<PostAnswer>(`/api/admin/posts/${encodeURIComponent(postId)}`).catch((error) => {
        throw error instanceof ApiError && error.status === 404
          ? new Error("No post with this id: write the text here, and give the post's web address by hand.")
          : error;
      });
      setForm((current) => formFromPost({ ...post, id: postId }, current));
      notify("Prefilled from the post", "Check the text: the campaign keeps its own copy.");
    });

  const testSend = () =>
    run("Could not send the test", async () => {
      const saved = await save();
      if (!saved) return;
      const { to } = await apiRequest<{ to: string }>(`/api/admin/newsletter/campaigns/${saved.id}/test`, {
        body: {},
      });
      notify("Test sent", `A [TEST] copy is on its way to ${to}.`);
    });

  const schedule = () =>
    run("Could not schedule", async () => {
      const parsed = campaignScheduleSchema.safeParse(when);
      if (!parsed.success) {
        setErrors(errorsOf(parsed.error.issues));
        return;
      }
      const saved = await save();
      if (!saved) return;
      await apiRequest<Campaign>(`/api/admin/newsletter/campaigns/${saved.id}/schedule`, { body: when });
      notify("Campaign scheduled", `It goes out on ${when.day} at ${when.time} (Zurich time).`);
      onClose();
    });

  const cancelSchedule = () =>
    run("Could not cancel", async () => {
      if (!campaign) return;
      setCampaign(await apiRequest<Campaign>(`/api/admin/newsletter/campaigns/${campaign.id}/cancel`, { body: {} }));
      notify("Schedule cancelled", "The campaign will not go out unless you schedule or send it again.");
      onChanged();
    });

  const sendNow = () =>
    run("Could not send", async () => {
      setConfirming(false);
      const saved = await save();
      if (!saved) return;
      await apiRequest<Campaign>(`/api/admin/newsletter/campaigns/${saved.id}/send`, { body: {} });
      notify("Sending", `“${saved.subject}” is on its way to the ${LANGUAGE_NAMES[saved.locale]} subscribers.`);
      onClose();
    });

  const askToSend = () => {
    if (validDraft()) setConfirming(true);
  };

  return (
    <div className="space-y-4 rounded-lg border bg-muted/30 p-3 sm:p-4">
      <h3 className="font-semibold">{campaign ? `Campaign: ${campaign.subject}` : "New campaign"}</h3>
      <form onSubmit={onSave} noValidate className="space-y-4" aria-label="Campaign">
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
                <Button variant="outline" disabled={busy} onClick={prefill}>
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
          {(aria) => (
            <Input {...aria} value={form.subject} onChange={(event) => set({ subject: event.target.value })} />
          )}
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
          <Button variant="outline" disabled={busy} onClick={showPreview}>
            Preview
          </Button>
          <Button variant="outline" disabled={busy} onClick={testSend}>
            Send a test to me
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>

      {preview && (
        <section aria-label="Preview of the email" className="space-y-2">
          <h4 className="font-semibold">Preview: {preview.subject}</h4>
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.html}
            className="h-[28rem] w-full rounded-md border bg-white"
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
            <pre className="whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm">
              {preview.text}
            </pre>
          </details>
        </section>
      )}

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
            <Button size="sm" variant="outline" disabled={busy} onClick={cancelSchedule}>
              Cancel the schedule
            </Button>
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <Field id={`${id}-day`} label="Tuesday" error={errors.day}>
            {(aria) => (
              <Input
                {...aria}
                type="date"
                value={when.day}
                onChange={(event) => setWhen({ ...when, day: event.target.value })}
              />
            )}
          </Field>
          <Field id={`${id}-time`} label="Time (Zurich)" error={errors.time}>
            {(aria) => (
              <Input
                {...aria}
                type="time"
                value={when.time}
                onChange={(event) => setWhen({ ...when, time: event.target.value })}
              />
            )}
          </Field>
          <Button variant="outline" disabled={busy} onClick={schedule}>
            Schedule
          </Button>
          <Button variant="destructive" disabled={busy} onClick={askToSend}>
            Send now…
          </Button>
        </div>
      </fieldset>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader
            title="Send this campaign now?"
            description={`“${form.subject}” goes to the ${audience} confirmed ${LANGUAGE_NAMES[form.locale]} subscribers, except those who had a newsletter in the last 7 days. It cannot be undone.`}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Not now</Button>
            </DialogClose>
            <Button variant="destructive" onClick={sendNow}>
              Send to {audience} subscribers
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
