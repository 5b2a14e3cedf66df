import { blogPostPath } from "@shared/blog/blog-reader";
import { POST_LIMITS, POST_LOCALES, type PostLocale } from "@shared/schemas/blog-post";
import { useId } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Input, Textarea } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { CoverImageField } from "./cover-image-field";
import { MarkdownBodyField } from "./markdown-body-field";
import type { FieldErrors, PostFormState } from "./post-form-state";
import { POST_FIELD_WORDS, POST_LOCALE_WORDS } from "./posts-words";

/** The post's language: chosen for a new post, fixed once saved and for a translation. */
function LanguageField({
  form,
  fixed,
  error,
  change,
}: {
  form: PostFormState;
  fixed: boolean;
  error?: string;
  change: (next: Partial<PostFormState>) => void;
}) {
  const id = useId();
  const t = useAdminWords(POST_FIELD_WORDS);
  const names = useAdminWords(POST_LOCALE_WORDS);
  if (!fixed) {
    return (
      <SelectField
        id={id}
        label={t.language}
        options={POST_LOCALES.map((locale) => ({ value: locale, label: names[locale] }))}
        value={form.locale}
        error={error}
        onChange={(event) => change({ locale: event.target.value as PostLocale })}
      />
    );
  }
  return (
    <p className="text-sm">
      <span className="font-medium">{t.languageColon}</span> {names[form.locale]}
      {error && (
        <span role="alert" className="mt-1 block text-destructive">
          {error}
        </span>
      )}
    </p>
  );
}

/** What a post says and shows: its language, title, address, excerpt, text, cover image, tags and author. */
export function PostFields({
  form,
  errors,
  languageFixed,
  change,
}: {
  form: PostFormState;
  errors: FieldErrors;
  languageFixed: boolean;
  change: (next: Partial<PostFormState>) => void;
}) {
  const id = useId();
  const t = useAdminWords(POST_FIELD_WORDS);
  return (
    <>
      <div className="sm:w-64">
        <LanguageField form={form} fixed={languageFixed} error={errors.locale} change={change} />
      </div>
      <Field id={`${id}-title`} label={t.title} required error={errors.title}>
        {(aria) => <Input {...aria} value={form.title} onChange={(event) => change({ title: event.target.value })} />}
      </Field>
      <Field
        id={`${id}-slug`}
        label={t.slug}
        required
        error={errors.slug}
        hint={t.slugHint(blogPostPath(form.locale, form.slug || "…"))}
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
        label={t.excerpt}
        error={errors.excerpt}
        hint={t.excerptHint(form.excerpt.length, POST_LIMITS.excerpt)}
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
        <Field id={`${id}-tags`} label={t.tags} error={errors.tags} hint={t.tagsHint}>
          {(aria) => <Input {...aria} value={form.tags} onChange={(event) => change({ tags: event.target.value })} />}
        </Field>
        <Field id={`${id}-author`} label={t.author} required error={errors.author}>
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
    </>
  );
}
