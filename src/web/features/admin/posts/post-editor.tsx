import { type FormEvent, useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { useAdminLanguage } from "../shared/admin-language";
import { BusyButton } from "../shared/busy-button";
import { PostFields } from "./post-fields";
import type { PostAction } from "./post-form-checks";
import { PostPageLinks } from "./post-page-links";
import { PostScheduleFieldset } from "./post-schedule-fieldset";
import { statusLabel } from "./post-status";
import { PostTranslations } from "./post-translations";
import { POST_EDITOR_WORDS, POST_LOCALE_WORDS } from "./posts-words";
import { type EditorTarget, usePostEditor } from "./use-post-editor";

/**
 * One post's editor: its fields, the Markdown with its live preview, the cover image, and what to do with it
 * (save, publish now, schedule in Zurich time, back to draft, translate). A refused save keeps everything typed.
 */
export function PostEditor({
  target,
  onSaved,
  onOpen,
  onClose,
}: {
  target: EditorTarget;
  onSaved: () => void;
  onOpen: (target: EditorTarget) => void;
  onClose: () => void;
}) {
  const id = useId();
  const language = useAdminLanguage();
  const t = POST_EDITOR_WORDS[language];
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  const draftButton = useRef<HTMLButtonElement>(null);
  // The button a done action replaced hands the focus to its successor: "Publish now" to "Back to draft", and back.
  const done = useRef<PostAction | null>(null);
  const { post, form, errors, busy, change, run } = usePostEditor({
    target,
    form: formRef,
    onSaved,
    onClose,
    onDone: (action) => {
      done.current = action;
    },
  });
  const loaded = form !== null;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the post the action answered is shown
  useEffect(() => {
    const action = done.current;
    done.current = null;
    if (action === "publish") draftButton.current?.focus();
    if (action === "draft") publishButton.current?.focus();
  }, [post]);

  if (!form) {
    return (
      <p role={errors.form ? "alert" : "status"} className={errors.form ? "text-destructive" : undefined}>
        {errors.form ?? t.loading}
      </p>
    );
  }
  const title =
    target.kind === "translate"
      ? t.translationOf(POST_LOCALE_WORDS[language][target.locale], target.source.title)
      : post
        ? t.edit(post.title)
        : t.newPost;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run("save");
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h2>
        <Button variant="outline" onClick={onClose}>
          {t.back}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm">
          <span className="font-semibold">{t.status}</span> {post ? statusLabel(post, language) : t.notSaved}
        </p>
        <PostPageLinks post={post} busy={busy !== null} save={() => run("save")} />
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${id}-title`}>
        <PostFields
          form={form}
          errors={errors}
          languageFixed={post !== null || target.kind === "translate"}
          change={change}
        />
        <PostScheduleFieldset
          form={form}
          errors={errors}
          status={post?.status}
          scheduling={busy === "schedule"}
          busy={busy !== null}
          change={change}
          onSchedule={() => run("schedule")}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy !== null}>
            {busy === "save" ? t.saving : !post || post.status === "draft" ? t.saveDraft : t.save}
          </Button>
          {post?.status !== "published" && (
            <BusyButton ref={publishButton} variant="secondary" onClick={() => run("publish")} busy={busy !== null}>
              {busy === "publish" ? t.publishing : t.publishNow}
            </BusyButton>
          )}
          {post && post.status !== "draft" && (
            <BusyButton ref={draftButton} variant="outline" onClick={() => run("draft")} busy={busy !== null}>
              {t.backToDraft}
            </BusyButton>
          )}
          {post && (
            <BusyButton
              variant="destructive"
              busy={busy !== null}
              onClick={() => window.confirm(t.confirmDelete(post.title)) && run("delete")}
            >
              {t.delete}
            </BusyButton>
          )}
        </div>
      </form>
      {post && <PostTranslations post={post} onOpen={onOpen} />}
    </section>
  );
}
