import { useEffect } from "react";

/**
 * Gives the document the language and title of what the page shows, when that is known only after loading (the
 * prerendered shell is English); the page's own values come back when it goes.
 */
export function useDocumentLanguage(language: { tag: string; title: string } | undefined) {
  const tag = language?.tag;
  const title = language?.title;
  useEffect(() => {
    if (!tag || !title) return;
    const root = document.documentElement;
    const before = { lang: root.lang, title: document.title };
    root.lang = tag;
    document.title = title;
    return () => {
      root.lang = before.lang;
      document.title = before.title;
    };
  }, [tag, title]);
}
