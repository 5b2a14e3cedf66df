import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import {
  type Campaign,
  type CampaignDraft,
  type CampaignPreview,
  campaignDraftSchema,
  campaignScheduleSchema,
} from "@shared/newsletter/campaign";
import { nextTuesdayMorning } from "@shared/newsletter/tuesday";
import type { AdminPost } from "@shared/schemas/blog-post";
import { useState } from "react";
import { notify, notifyError } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api-client";
import {
  cancelCampaignSchedule,
  getPostForIssue,
  previewCampaign,
  saveCampaign,
  scheduleCampaign,
  sendCampaignNow,
  sendTestCampaign,
} from "./newsletter-api";
import {
  type CampaignErrors,
  type CampaignForm,
  campaignErrorsOf,
  campaignFormOf,
  campaignFormOfPost,
  draftOf,
} from "./newsletter-campaign-form";

export type CampaignEditor = ReturnType<typeof useNewsletterCampaignEditor>;

/** The issue's text as typed, its errors, and the draft to send when this side accepts it (else its errors show). */
function useCampaignForm(initial: Campaign | null, post: AdminPost | undefined) {
  const [form, setForm] = useState<CampaignForm>(() => (post ? campaignFormOfPost(post) : campaignFormOf(initial)));
  const [errors, setErrors] = useState<CampaignErrors>({});
  const set = (change: Partial<CampaignForm>) => setForm((current) => ({ ...current, ...change }));

  const validDraft = (): CampaignDraft | null => {
    const parsed = campaignDraftSchema.safeParse(draftOf(form));
    if (parsed.success) return draftOf(form);
    setErrors(campaignErrorsOf(parsed.error.issues));
    return null;
  };
  return { form, setForm, set, errors, setErrors, validDraft };
}

/** Runs one action at a time (`busy` meanwhile); a refusal shows as a notice, and on the fields it names. */
function useActionRunner(setErrors: (errors: CampaignErrors) => void) {
  const [busy, setBusy] = useState(false);
  const run = (what: string, work: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(campaignErrorsOf(error.issues));
      notifyError(what, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The post to prefill from; a post that does not exist says what to do instead. */
const postToPrefill = (postId: string) =>
  getPostForIssue(postId).catch((error) => {
    throw error instanceof ApiError && error.status === 404
      ? new Error("No post with this id: write the text here, and give the post's web address by hand.")
      : error;
  });

/**
 * One issue's editor state and what can be done with it: save, preview, prefill from a post, send a test, schedule
 * or cancel the schedule, send now. Each action checks the text on this side first (nothing is sent when it fails;
 * what was typed stays), and saves it before acting on the campaign.
 */
export function useNewsletterCampaignEditor({
  initial,
  post,
  onChanged,
  onClose,
}: {
  initial: Campaign | null;
  post?: AdminPost;
  onChanged: () => void;
  onClose: () => void;
}) {
  const [campaign, setCampaign] = useState(initial);
  const { form, setForm, set, errors, setErrors, validDraft } = useCampaignForm(initial, post);
  const [when, setWhen] = useState(() => nextTuesdayMorning(new Date()));
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useActionRunner(setErrors);

  /** Saves the text (creating the campaign the first time); answers it, or null when the text is refused. */
  const save = async (): Promise<Campaign | null> => {
    const draft = validDraft();
    if (!draft) return null;
    setErrors({});
    const saved = await saveCampaign(campaign?.id ?? null, draft);
    setCampaign(saved);
    onChanged();
    return saved;
  };

  const saveDraft = run("Could not save the draft", async () => {
    if (await save()) notify("Draft saved");
  });

  const showPreview = run("Could not preview", async () => {
    const draft = validDraft();
    if (!draft) return;
    setErrors({});
    setPreview(await previewCampaign(draft, campaign?.id));
  });

  const prefill = run("Could not prefill from the post", async () => {
    const postId = form.postId.trim();
    if (!postId) {
      setErrors({ postId: "Give the post's id first" });
      return;
    }
    const found = await postToPrefill(postId);
    setForm(campaignFormOfPost({ ...found, id: postId }));
    notify("Prefilled from the post", "Check the text: the campaign keeps its own copy.");
  });

  const testSend = run("Could not send the test", async () => {
    const saved = await save();
    if (!saved) return;
    const { to } = await sendTestCampaign(saved.id);
    notify("Test sent", `A [TEST] copy is on its way to ${to}.`);
  });

  const schedule = run("Could not schedule", async () => {
    const parsed = campaignScheduleSchema.safeParse(when);
    if (!parsed.success) {
      setErrors(campaignErrorsOf(parsed.error.issues));
      return;
    }
    const saved = await save();
    if (!saved) return;
    await scheduleCampaign(saved.id, when);
    notify("Campaign scheduled", `It goes out on ${when.day} at ${when.time} (Zurich time).`);
    onClose();
  });

  const cancelSchedule = run("Could not cancel", async () => {
    if (!campaign) return;
    setCampaign(await cancelCampaignSchedule(campaign.id));
    notify("Schedule cancelled", "The campaign will not go out unless you schedule or send it again.");
    onChanged();
  });

  const sendNow = run("Could not send", async () => {
    setConfirming(false);
    const saved = await save();
    if (!saved) return;
    await sendCampaignNow(saved.id);
    notify("Sending", `“${saved.subject}” is on its way to the ${LANGUAGE_NAMES[saved.locale]} subscribers.`);
    onClose();
  });

  /** Asks for a confirmation, once the text would be accepted. */
  const askToSend = () => {
    if (validDraft()) setConfirming(true);
  };

  return {
    campaign,
    form,
    set,
    when,
    setWhen,
    errors,
    preview,
    busy,
    confirming,
    setConfirming,
    actions: { saveDraft, showPreview, prefill, testSend, schedule, cancelSchedule, sendNow, askToSend },
  };
}
