import {
  type AdminPost,
  newPostSchema,
  POST_LIMITS,
  POST_LOCALE_NAMES,
  POST_LOCALES,
  type PostLocale,
  postFieldsSchema,
  publishableSchema,
  scheduleSchema,
} from "@shared/schemas/blog-post";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api-client";
import { focusFirstInvalid } from "~/lib/focus-first-invalid";
import { CoverImageField } from "./cover-image-field";
import { MarkdownBodyField } from "./markdown-body-field";
import {
  emptyForm,
  errorsOf,
  type FieldErrors,
  fieldsOf,
  formOf,
  type PostFormState,
  withChange,
} from "./post-form-state";
import { statusLabel } from "./post-status";
import * as api from "./posts-api";

export type EditorTarget =
  | { kind: "new"; locale: PostLocale; author: string }
  | { kind: "edit"; id: string }
  | { kind: "translate"; source: AdminPost; locale: PostLocale };

type Action = "save" | "publish" | "schedule" | "draft" | "delete";

const LOCALE_OPTIONS = POST_LOCALES.map((locale) => ({ value: locale, label: POST_LOCALE_NAMES[locale] }));

/** Where the post is read once published. */
const postPath = (locale: PostLocale, slug: string) => `${locale === "fr" ? "" : `/${locale}`}/blog/${slug || "…"}`;

/** The editor's form errors from a refused request: the field the server names, else the whole form. */
function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { form: (error as Error).message };
  if (error.issues.length > 0) return errorsOf(error.issues);
  if (error.status === 409) {
    if (/slug/.test(error.message)) return { slug: error.message };
    return /image/.test(error.message) ? { coverImageId: error.message } : { locale: error.message };
  }
  return { form: error.message };
}

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
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [post, setPost] = useState<AdminPost | null>(null);
  const [form, setForm] = useState<PostFormState | null>(() => {
    if (target.kind === "new") return emptyForm(target.locale, target.author);
    if (target.kind === "translate") return formOf(target.source, target.locale);
    return null;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Action | null>(null);
  const [translateTo, setTranslateTo] = useState<PostLocale | "">("");

  useEffect(() => {
    if (target.kind !== "edit") return;
    api
      .getPost(target.id)
      .then((loaded) => {
        setPost(loaded);
        setForm(formOf(loaded));
      })
      .catch((error: Error) => setErrors({ form: error.message }));
  }, [target]);
  const loaded = form !== null;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (!form) {
    return (
      <p role={errors.form ? "alert" : "status"} className={errors.form ? "text-destructive" : undefined}>
        {errors.form ?? "Loading the post…"}
      </p>
    );
  }
  const change = (next: Partial<PostFormState>) => {
    setForm(withChange(form, next));
    // A field being corrected loses its error (a title suggesting the slug corrects the slug too).
    const touched = new Set<string>(Object.keys(next));
    if (touched.has("title") && !form.slugEdited) touched.add("slug");
    if (touched.has("scheduleDate") || touched.has("scheduleTime")) touched.add("schedule");
    if (touched.has("coverImageId")) touched.add("coverImageAlt");
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !touched.has(field))));
  };
  const locale = post?.locale ?? form.locale;
  const title =
    target.kind === "translate"
      ? `${POST_LOCALE_NAMES[target.locale]} translation of “${target.source.title}”`
      : post
        ? `Edit “${post.title}”`
        : "New post";

  /** The form's own checks: the shared schemas, and what publishing or scheduling also needs. */
  const check = (action: Action): FieldErrors => {
    const fields = fieldsOf(form);
    const parsed = post ? postFieldsSchema.safeParse(fields) : newPostSchema.safeParse({ ...fields, locale });
    const issues = [...(parsed.success ? [] : parsed.error.issues)];
    const goingLive =
      action === "publish" || action === "schedule" || (action === "save" && post && post.status !== "draft");
    if (goingLive) {
      const publishable = publishableSchema.safeParse(fields);
      if (!publishable.success) issues.push(...publishable.error.issues);
    }
    if (action === "schedule") {
      const scheduled = scheduleSchema.safeParse({ publishAt: `${form.scheduleDate}T${form.scheduleTime}` });
      if (!scheduled.success) issues.push(...scheduled.error.issues);
    }
    return errorsOf(issues);
  };

  const run = async (action: Action) => {
    if (busy) return;
    const found = action === "draft" || action === "delete" ? {} : check(action);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(action);
    let saved = post;
    try {
      if (action === "delete" && post) {
        await api.deletePost(post.id);
        notify("Post deleted", post.title);
        onSaved();
        onClose();
        return;
      }
      if (action === "draft" && post) {
        saved = await api.unpublishPost(post.id);
      } else {
        const fields = postFieldsSchema.parse(fieldsOf(form));
        if (post) saved = await api.updatePost(post.id, fields);
        else if (target.kind === "translate") saved = await api.translatePost(target.source.id, { ...fields, locale });
        else saved = await api.createPost({ ...fields, locale });
        // Saved before publishing: a refused publication leaves a saved post, never a second copy.
        setPost(saved);
        if (action === "publish") saved = await api.publishPost(saved.id);
        if (action === "schedule")
          saved = await api.schedulePost(saved.id, `${form.scheduleDate}T${form.scheduleTime}`);
      }
      setPost(saved);
      notify(action === "save" ? "Post saved" : statusLabel(saved), saved.title);
      onSaved();
    } catch (error) {
      setErrors(serverErrors(error));
      focusFirstInvalid(formRef.current);
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run("save");
  };
  const missingLanguages = post
    ? POST_LOCALES.filter((other) => other !== post.locale && !post.translations.some((t) => t.locale === other))
    : [];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h2>
        <Button variant="outline" onClick={onClose}>
          Back to the posts
        </Button>
      </div>
      <p role="status" className="text-sm">
        <span className="font-semibold">Status:</span> {post ? statusLabel(post) : "Not saved yet"}
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${id}-title`}>
        <div className="sm:w-64">
          {post || target.kind === "translate" ? (
            <p className="text-sm">
              <span className="font-medium">Language:</span> {POST_LOCALE_NAMES[locale]}
              {errors.locale && (
                <span role="alert" className="mt-1 block text-destructive">
                  {errors.locale}
                </span>
              )}
            </p>
          ) : (
            <SelectField
              id={`${id}-locale`}
              label="Language"
              options={LOCALE_OPTIONS}
              value={form.locale}
              error={errors.locale}
              onChange={(event) => change({ locale: event.target.value as PostLocale })}
            />
          )}
        </div>
        <Field id={`${id}-post-title`} label="Title" required error={errors.title}>
          {(aria) => <Input {...aria} value={form.title} onChange={(event) => change({ title: event.target.value })} />}
        </Field>
        <Field
          id={`${id}-slug`}
          label="Slug"
          required
          error={errors.slug}
          hint={`Suggested from the title. The post's address: ${postPath(locale, form.slug)}`}
        >
          {(aria) => (
            <Input
              {...aria}
              value={form.slug}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => change({ slug: event.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-excerpt`}
          label="Excerpt"
          error={errors.excerpt}
          hint={`The blog list's and search engines' summary: ${form.excerpt.length} / ${POST_LIMITS.excerpt} characters. Needed to publish.`}
        >
          {(aria) => (
            <Textarea
              {...aria}
              value={form.excerpt}
              rows={3}
              onChange={(event) => change({ excerpt: event.target.value })}
            />
          )}
        </Field>
        <MarkdownBodyField
          value={form.bodyMarkdown}
          error={errors.bodyMarkdown}
          onChange={(bodyMarkdown) => change({ bodyMarkdown })}
        />
        <CoverImageField
          imageId={form.coverImageId}
          alt={form.coverImageAlt}
          altError={errors.coverImageAlt ?? errors.coverImageId}
          onChange={change}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-tags`} label="Tags" error={errors.tags} hint="Separated by commas, e.g. 3rd pillar, taxes">
            {(aria) => <Input {...aria} value={form.tags} onChange={(event) => change({ tags: event.target.value })} />}
          </Field>
          <Field id={`${id}-author`} label="Author" required error={errors.author}>
            {(aria) => (
              <Input
                {...aria}
                value={form.author}
                autoComplete="name"
                onChange={(event) => change({ author: event.target.value })}
              />
            )}
          </Field>
        </div>
        <fieldset className="space-y-3 rounded-md border border-input p-4">
          <legend className="px-1 text-sm font-semibold">Publication</legend>
          <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end">
            <Field id={`${id}-date`} label="Date (Zurich)" error={errors.schedule}>
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  value={form.scheduleDate}
                  onChange={(event) => change({ scheduleDate: event.target.value })}
                />
              )}
            </Field>
            <Field id={`${id}-time`} label="Time (Zurich)">
              {(aria) => (
                <Input
                  {...aria}
                  type="time"
                  value={form.scheduleTime}
                  onChange={(event) => change({ scheduleTime: event.target.value })}
                />
              )}
            </Field>
            <Button
              variant="outline"
              onClick={() => run("schedule")}
              disabled={busy !== null}
              className="sm:justify-self-start"
            >
              {busy === "schedule" ? "Scheduling…" : post?.status === "scheduled" ? "Reschedule" : "Schedule"}
            </Button>
          </div>
        </fieldset>
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy !== null}>
            {busy === "save" ? "Saving…" : !post || post.status === "draft" ? "Save draft" : "Save"}
          </Button>
          {post?.status !== "published" && (
            <Button variant="secondary" onClick={() => run("publish")} disabled={busy !== null}>
              {busy === "publish" ? "Publishing…" : "Publish now"}
            </Button>
          )}
          {post && post.status !== "draft" && (
            <Button variant="outline" onClick={() => run("draft")} disabled={busy !== null}>
              Back to draft
            </Button>
          )}
          {post && (
            <Button
              variant="destructive"
              disabled={busy !== null}
              onClick={() => window.confirm(`Delete “${post.title}”? This cannot be undone.`) && run("delete")}
            >
              Delete
            </Button>
          )}
        </div>
      </form>
      {post && (
        <section aria-labelledby={`${id}-translations`} className="space-y-3 border-t pt-4">
          <h3 id={`${id}-translations`} className="text-lg font-semibold">
            Translations
          </h3>
          {post.translations.length > 0 && (
            <ul className="space-y-1 text-sm">
              {post.translations.map((translation) => (
                <li key={translation.id}>
                  <Button variant="link" className="px-0" onClick={() => onOpen({ kind: "edit", id: translation.id })}>
                    {POST_LOCALE_NAMES[translation.locale]} ({translation.status})
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {missingLanguages.length > 0 && (
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                id={`${id}-translate`}
                label="Translate into"
                options={missingLanguages.map((other) => ({ value: other, label: POST_LOCALE_NAMES[other] }))}
                placeholder="Choose a language"
                value={translateTo}
                onChange={(event) => setTranslateTo(event.target.value as PostLocale | "")}
              />
              <Button
                variant="outline"
                disabled={!translateTo}
                onClick={() => translateTo && onOpen({ kind: "translate", source: post, locale: translateTo })}
              >
                Translate
              </Button>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
