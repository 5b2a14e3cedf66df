import { useEffect } from "react";
import { useDocumentLanguageTag } from "~/i18n/document-language";

/**
 * Gives the document the language and title of what the page shows, when that is known only after loading (the
 * prerendered shell is English). When the page goes, the next page's own title stays (its route wrote it first).
 */
export function useDocumentLanguage(language: { tag: string; title: string } | undefined) {
  useDocumentLanguageTag(language?.tag);
  const title = language?.title;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = before;
    };
  }, [title]);
}
