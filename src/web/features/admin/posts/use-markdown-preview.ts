import { useEffect, useState } from "react";
import { previewMarkdown } from "./posts-api";

const DEBOUNCE_MS = 400;

export interface MarkdownPreview {
  html: string;
  state: "idle" | "loading" | "failed";
}

/**
 * The page's HTML for the Markdown being typed, rendered by the server (the one renderer and sanitizer the pages
 * use, and no Markdown parser shipped to the browser): asked 400 ms after the last keystroke, the older request
 * cancelled.
 */
export function useMarkdownPreview(markdown: string): MarkdownPreview {
  const [preview, setPreview] = useState<MarkdownPreview>({ html: "", state: "idle" });
  useEffect(() => {
    if (!markdown.trim()) {
      setPreview({ html: "", state: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPreview((previous) => ({ ...previous, state: "loading" }));
      previewMarkdown(markdown, controller.signal)
        .then((html) => setPreview({ html, state: "idle" }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setPreview((previous) => ({ ...previous, state: "failed" }));
          return error;
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);
  return preview;
}
