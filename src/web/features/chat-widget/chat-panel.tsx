import { chatTexts } from "@shared/content/chat-texts";
import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import type { ChatLinkPayload } from "@shared/schemas/chat";
import { Send, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { notifyError } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api-client";

/** SPEC section 3: a chat message, with the links of an answer. */
export interface ChatMessage {
  id: string;
  type: "user" | "ai";
  content: string;
  timestamp: Date;
  links?: ChatLinkPayload[];
}

const message = (type: ChatMessage["type"], content: string, links?: ChatLinkPayload[]): ChatMessage => ({
  id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  type,
  content,
  timestamp: new Date(),
  links,
});

export default function ChatPanel({ site, locale, onClose }: { site: SiteId; locale: Locale; onClose: () => void }) {
  const copy = chatTexts(site, locale);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("ai", copy.greeting)]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // In the commit that shows the panel and removes the button that had the focus: never a frame on <body>.
  useLayoutEffect(() => inputRef.current?.focus(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the list changes
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages, pending]);

  const send = async () => {
    const text = draft.trim();
    if (!text || pending) return;
    setMessages((current) => [...current, message("user", text)]);
    setDraft("");
    setPending(true);
    try {
      const answer = await apiRequest<{ response: string; links?: ChatLinkPayload[] }>("/api/ai-chat", {
        body: { message: text, site, locale },
      });
      setMessages((current) => [...current, message("ai", answer.response, answer.links)]);
    } catch {
      notifyError(copy.failureTitle, copy.failureText);
      setMessages((current) => [...current, message("ai", copy.apology)]);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex h-[min(32rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-background shadow-2xl"
    >
      <header className="flex items-center justify-between bg-slate-900 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {copy.name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-1 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{copy.close}</span>
        </button>
      </header>
      {/* A focusable, labelled scroll region: keyboard users can scroll the history too. */}
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={copy.history}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        {messages.map((m) => (
          <div key={m.id} className={m.type === "user" ? "flex justify-end" : "flex justify-start"}>
            <div
              className={
                m.type === "user"
                  ? "max-w-[85%] whitespace-pre-line rounded-2xl rounded-br-sm bg-slate-900 px-3 py-2 text-sm text-white"
                  : "max-w-[85%] whitespace-pre-line rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm"
              }
            >
              <p>
                <span className="sr-only">{m.type === "user" ? copy.you : copy.assistant}</span>
                {m.content}
              </p>
              {m.links && m.links.length > 0 && (
                <ul className="mt-2 space-y-1">
                  {m.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="font-medium text-blue-800 underline underline-offset-2">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        ))}
        {pending && (
          <p className="flex w-fit items-center gap-1 rounded-2xl bg-muted px-3 py-2">
            <span className="sr-only">{copy.typing}</span>
            <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
            <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
            <span className="size-2 animate-bounce rounded-full bg-slate-500" />
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={inputRef}
          rows={2}
          maxLength={1000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={copy.placeholder}
          className="min-h-10 flex-1 resize-none rounded-md border border-input px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          className="inline-flex size-10 items-center justify-center rounded-md bg-slate-900 text-white hover:bg-slate-700 disabled:opacity-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Send className="size-4" aria-hidden="true" />
          <span className="sr-only">{copy.send}</span>
        </button>
      </form>
    </section>
  );
}
