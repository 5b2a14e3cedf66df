import { type AdminPost, POST_LOCALES, type PostLocale } from "@shared/schemas/blog-post";
import { useId, useState } from "react";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { useAdminLanguage } from "../shared/admin-language";
import { POST_FIELD_WORDS, POST_LOCALE_WORDS, POSTS_WORDS } from "./posts-words";
import type { EditorTarget } from "./use-post-editor";

/** A saved post's other language versions, each opening in the editor, and a way to write a missing one. */
export function PostTranslations({ post, onOpen }: { post: AdminPost; onOpen: (target: EditorTarget) => void }) {
  const id = useId();
  const language = useAdminLanguage();
  const t = POST_FIELD_WORDS[language];
  const [translateTo, setTranslateTo] = useState<PostLocale | "">("");
  const missingLanguages = POST_LOCALES.filter(
    (other) => other !== post.locale && !post.translations.some((translation) => translation.locale === other),
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t pt-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t.translations}
      </h3>
      {post.translations.length > 0 && (
        <ul className="space-y-1 text-sm">
          {post.translations.map((translation) => (
            <li key={translation.id}>
              <Button variant="link" className="px-0" onClick={() => onOpen({ kind: "edit", id: translation.id })}>
                {POST_LOCALE_WORDS[language][translation.locale]} ({POSTS_WORDS[language].statuses[translation.status]})
              </Button>
            </li>
          ))}
        </ul>
      )}
      {missingLanguages.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id={`${id}-language`}
            label={t.translateInto}
            options={missingLanguages.map((other) => ({ value: other, label: POST_LOCALE_WORDS[language][other] }))}
            placeholder={t.chooseLanguage}
            value={translateTo}
            onChange={(event) => setTranslateTo(event.target.value as PostLocale | "")}
          />
          <Button
            variant="outline"
            disabled={!translateTo}
            onClick={() => translateTo && onOpen({ kind: "translate", source: post, locale: translateTo })}
          >
            {t.translate}
          </Button>
        </div>
      )}
    </section>
  );
}
