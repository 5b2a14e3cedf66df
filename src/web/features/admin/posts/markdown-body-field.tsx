import { useId } from "react";
import { Field } from "~/components/form-field";
import { Textarea } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { POST_FIELD_WORDS } from "./posts-words";
import { useMarkdownPreview } from "./use-markdown-preview";

/** The page's own look for a post's HTML, close enough for the writer to judge headings, lists and links. */
const PREVIEW_CLASSES =
  "min-h-40 rounded-md border border-input bg-background p-4 text-base leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:overflow-x-auto [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6";

/** The post's Markdown, and beside it (below it on a phone) the HTML the server makes of it. */
export function MarkdownBodyField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const t = useAdminWords(POST_FIELD_WORDS);
  const preview = useMarkdownPreview(value);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field id={`${id}-body`} label={t.body} error={error} hint={t.bodyHint}>
        {(aria) => (
          <Textarea
            {...aria}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="min-h-80 font-mono"
          />
        )}
      </Field>
      <section aria-labelledby={`${id}-preview`} className="space-y-1.5">
        <h3 id={`${id}-preview`} className="text-sm font-medium">
          {t.preview}
          {preview.state === "loading" && <span className="ml-2 font-normal text-muted-foreground">{t.updating}</span>}
        </h3>
        {preview.state === "failed" && <p className="text-sm text-destructive">{t.previewFailed}</p>}
        {preview.html ? (
          // The server's renderer sanitizes it (src/server/publishing/markdown.ts): the same HTML the page shows.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's only Markdown renderer
          <div className={PREVIEW_CLASSES} dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <p className={`${PREVIEW_CLASSES} text-muted-foreground`}>{t.previewEmpty}</p>
        )}
      </section>
    </div>
  );
}
