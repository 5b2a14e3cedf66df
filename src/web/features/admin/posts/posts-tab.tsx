import { POST_LOCALES, type PostLocale, type PostSummary } from "@shared/schemas/blog-post";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { useAdminLanguage } from "../shared/admin-language";
import { errorText } from "../shared/error-text";
import { PostEditor } from "./post-editor";
import { statusLabel } from "./post-status";
import { listPosts } from "./posts-api";
import { POST_LOCALE_WORDS, POSTS_WORDS } from "./posts-words";
import type { EditorTarget } from "./use-post-editor";

/**
 * The blog's posts in every language, with their status; a post opens in the editor, and a published one can be
 * sent as the newsletter of its language.
 */
export function PostsTab({ onSendAsNewsletter }: { onSendAsNewsletter: (postId: string) => void }) {
  const id = useId();
  const language = useAdminLanguage();
  const t = POSTS_WORDS[language];
  const [posts, setPosts] = useState<PostSummary[] | null>(null);
  const [error, setError] = useState<string>();
  const [locale, setLocale] = useState<PostLocale | "">("");
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  const reload = useCallback(() => {
    listPosts()
      .then((loaded) => {
        setPosts(loaded);
        setError(undefined);
      })
      .catch((failure: unknown) => setError(errorText(failure, language)));
  }, [language]);
  useEffect(reload, [reload]);
  useEffect(() => {
    if (target === null && returning.current) newButton.current?.focus();
  }, [target]);

  if (target) {
    return (
      <PostEditor
        key={target.kind === "edit" ? target.id : `${target.kind}-${target.locale}`}
        target={target}
        onSaved={reload}
        onOpen={setTarget}
        onClose={() => {
          returning.current = true;
          setTarget(null);
        }}
      />
    );
  }

  const shown = posts?.filter((post) => !locale || post.locale === locale) ?? [];
  const count = (language: PostLocale) => posts?.filter((post) => post.locale === language).length ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {t.title}
        </h2>
        <Button
          ref={newButton}
          onClick={() => setTarget({ kind: "new", locale: locale || "fr", author: posts?.[0]?.author ?? "" })}
        >
          {t.newPost}
        </Button>
      </div>
      <SelectField
        id={`${id}-locale`}
        label={t.language}
        value={locale}
        placeholder={t.everyLanguage(posts?.length ?? 0)}
        options={POST_LOCALES.map((postLocale) => ({
          value: postLocale,
          label: `${POST_LOCALE_WORDS[language][postLocale]} (${count(postLocale)})`,
        }))}
        onChange={(event) => setLocale(event.target.value as PostLocale | "")}
        className="sm:w-64"
      />
      {error && (
        <p role="alert" className="text-destructive">
          {t.loadFailed(error)}
        </p>
      )}
      {posts === null && !error && <p role="status">{t.loading}</p>}
      {posts !== null && shown.length === 0 && (
        <p className="text-muted-foreground">{locale ? t.noneIn(POST_LOCALE_WORDS[language][locale]) : t.none}</p>
      )}
      {shown.length > 0 && (
        <ul className="divide-y rounded-md border">
          {shown.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <button
                  type="button"
                  className="text-left text-base font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => setTarget({ kind: "edit", id: post.id })}
                >
                  {post.title}
                </button>
                <p className="text-sm text-muted-foreground">
                  {POST_LOCALE_WORDS[language][post.locale]} · {statusLabel(post, language)} · {post.author}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {post.status === "published" && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t.sendAsNewsletterOf(post.title)}
                    onClick={() => onSendAsNewsletter(post.id)}
                  >
                    {t.sendAsNewsletter}
                  </Button>
                )}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    post.status === "published"
                      ? "bg-green-100 text-green-900"
                      : post.status === "scheduled"
                        ? "bg-amber-100 text-amber-900"
                        : "bg-muted text-foreground"
                  }`}
                >
                  {t.statuses[post.status]}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
