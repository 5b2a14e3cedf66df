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
import { useRef, useState } from "react";
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

import { type AdminLanguage, useAdminLanguage } from "../shared/admin-language";
import { errorText, issueText } from "../shared/error-text";
import { CAMPAIGN_EDITOR_WORDS, CAMPAIGNS_WORDS } from "./newsletter-words";

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

/**
 * Runs one action at a time (`busy` meanwhile; a press meanwhile is ignored); a refusal shows as a notice, and on the
 * fields it names. Answers whether the action went through.
 */
function useActionRunner(setErrors: (errors: CampaignErrors) => void, language: AdminLanguage) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = (what: string, work: () => Promise<void>) => async (): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(campaignErrorsOf(error.issues));
      notifyError(what, errorText(error, language));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The post to prefill from; a post that does not exist says what to do instead. */
const postToPrefill = (postId: string, noPost: string) =>
  getPostForIssue(postId).catch((error) => {
    throw error instanceof ApiError && error.status === 404 ? new Error(noPost) : error;
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
  const language = useAdminLanguage();
  const t = CAMPAIGN_EDITOR_WORDS[language];
  const [campaign, setCampaign] = useState(initial);
  const { form, setForm, set, errors, setErrors, validDraft } = useCampaignForm(initial, post);
  const [when, setWhen] = useState(() => nextTuesdayMorning(new Date()));
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useActionRunner(setErrors, language);

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

  const saveDraft = run(t.saveFailed, async () => {
    if (await save()) notify(t.draftSaved);
  });

  const showPreview = run(t.previewFailed, async () => {
    const draft = validDraft();
    if (!draft) return;
    setErrors({});
    setPreview(await previewCampaign(draft, campaign?.id));
  });

  const prefill = run(t.prefillFailed, async () => {
    const postId = form.postId.trim();
    if (!postId) {
      setErrors({ postId: t.postIdFirst });
      return;
    }
    const found = await postToPrefill(postId, t.noPost);
    setForm(campaignFormOfPost({ ...found, id: postId }));
    notify(CAMPAIGNS_WORDS[language].prefilled, CAMPAIGNS_WORDS[language].prefilledDetail);
  });

  const testSend = run(t.testFailed, async () => {
    const saved = await save();
    if (!saved) return;
    const { to } = await sendTestCampaign(saved.id);
    notify(t.testSent, t.testSentTo(to));
  });

  const schedule = run(t.scheduleFailed, async () => {
    const parsed = campaignScheduleSchema.safeParse(when);
    if (!parsed.success) {
      setErrors(campaignErrorsOf(parsed.error.issues));
      return;
    }
    const saved = await save();
    if (!saved) return;
    await scheduleCampaign(saved.id, when);
    notify(t.scheduled, t.scheduledAt(when.day, when.time));
    onClose();
  });

  const cancelSchedule = run(t.cancelFailed, async () => {
    if (!campaign) return;
    setCampaign(await cancelCampaignSchedule(campaign.id));
    notify(t.cancelled, t.cancelledDetail);
    onChanged();
  });

  const sendNow = run(t.sendFailed, async () => {
    setConfirming(false);
    const saved = await save();
    if (!saved) return;
    await sendCampaignNow(saved.id);
    notify(t.sending, t.sendingTo(saved.subject, LANGUAGE_NAMES[saved.locale]));
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
    // The shared schemas' and the server's messages, in the account's language.
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, message && issueText(message, language)]),
    ) as CampaignErrors,
    preview,
    busy,
    confirming,
    setConfirming,
    actions: { saveDraft, showPreview, prefill, testSend, schedule, cancelSchedule, sendNow, askToSend },
  };
}
