import { whatsappLink } from "@shared/public-config";
import { clsx } from "clsx";
import { MessageCircle, MessagesSquare, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { followBottomBand } from "~/lib/bottom-bands";
import { useSiteDetails } from "~/lib/use-site-details";
import { useCatalogue, usePageLanguage } from "../../i18n/catalogue-context";
import { useOverKeptClear } from "./use-over-kept-clear";
import { usePageOverlay } from "./use-page-overlay";

type ChatPanel = typeof import("./chat-panel").default;

/**
 * The panel (and its code) loads when the visitor opens the chat; the chat opens once it has loaded, the focus staying
 * on the button meanwhile: shown at once with nothing in it (a lazy component's empty fallback), the focus fell to
 * <body> for the load's 200–500 ms.
 */
let loadedPanel: ChatPanel | null = null;
const loadPanel = async (): Promise<ChatPanel> => {
  loadedPanel ??= (await import("./chat-panel")).default;
  return loadedPanel;
};

/** The launcher's words where the page has no catalogue (a path no page matched): SPEC's English. */
const ENGLISH_LABELS = {
  region: "Contact and chat",
  menu: "Contact us",
  close: "Close the menu",
  whatsapp: "WhatsApp",
  whatsappHint: "(new window)",
  chat: "Open the chat assistant",
};

/** Application pages have their own work to do: no floating button there. */
const WITHOUT_WIDGET = ["/admin", "/auth", "/sitemap-manager"];
const roundButton =
  "inline-flex size-14 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg hover:bg-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-slate-900";
const menuItem =
  "flex items-center gap-3 rounded-full bg-white px-4 py-3 text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-900";

/**
 * One button bottom-right: it opens the chat, or, when a WhatsApp number is set, a small menu with both. Hidden on
 * the application pages and while a form dialog is open, so it never covers their buttons; above the cookie banner
 * while it asks (the banner publishes the band it covers), so the chat stays in reach; made invisible (closed) while
 * a control of the page (link, button, field, FAQ toggle) or content marked keep-clear passes under it. Pages keep
 * space at their bottom for it.
 */
export function FloatingWidget() {
  const [view, setView] = useState<"closed" | "menu" | "chat">("closed");
  const [Panel, setPanel] = useState<ChatPanel | null>(() => loadedPanel);
  const region = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const overlay = usePageOverlay();
  const button = useRef<HTMLButtonElement>(null);
  const overKeptClear = useOverKeptClear(button);
  const returnFocus = useRef(false);
  // Closing the chat or the menu puts the focus back on the toggle, never on <body>.
  useEffect(() => {
    if (view !== "closed" || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [view]);
  // The open chat covers the bottom of a phone's screen: the page's controls tabbed to scroll clear of it.
  useEffect(() => {
    if (view !== "chat" || !region.current) return;
    return followBottomBand("chat", region.current);
  }, [view]);
  const { site, locale } = usePageLanguage();
  const { whatsappNumber: whatsapp } = useSiteDetails();
  const catalogue = useCatalogue();
  const labels = catalogue ? catalogue.ui.chatLauncher : ENGLISH_LABELS;
  // An open chat stays open under a dialog; only the closed button steps aside.
  if (WITHOUT_WIDGET.some((path) => pathname.startsWith(path)) || (overlay && view !== "chat")) return null;

  const close = () => {
    returnFocus.current = true;
    setView("closed");
  };
  const openChat = () => {
    void loadPanel().then((panel) => {
      setPanel(() => panel);
      setView("chat");
    });
  };

  return (
    <aside
      ref={region}
      aria-label={labels.region}
      onKeyDown={(event) => {
        if (event.key === "Escape" && view !== "closed") close();
      }}
      className={clsx(
        // The toggle comes first in the tab order; the menu above it follows it.
        "fixed right-4 z-40 flex flex-col-reverse items-end gap-3",
        // Above the cookie banner while it asks, moved by a transform: a change of its place in the layout when the
        // banner shows counted as a layout shift (CLS 0.009 on /optimaite). The open chat is as tall as the screen
        // allows: it keeps its place, under the banner (which sits above it).
        "bottom-4",
        view !== "chat" && "-translate-y-(--cookie-banner-height)",
        // Near controls it steps aside, yet stays in the tab order and shows again when it takes the focus.
        view === "closed" &&
          overKeptClear &&
          "pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100",
      )}
    >
      {view === "chat" && Panel ? (
        <Panel site={site} locale={locale} onClose={close} />
      ) : (
        <>
          <button
            ref={button}
            type="button"
            aria-expanded={whatsapp ? view === "menu" : undefined}
            onClick={() => (whatsapp ? setView(view === "menu" ? "closed" : "menu") : openChat())}
            className={roundButton}
          >
            {view === "menu" ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <MessagesSquare className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{whatsapp ? (view === "menu" ? labels.close : labels.menu) : labels.chat}</span>
          </button>
          {view === "menu" && whatsapp && (
            <ul className="flex flex-col items-end gap-2">
              <li>
                <button type="button" className={menuItem} onClick={openChat}>
                  <MessagesSquare className="size-5" aria-hidden="true" />
                  {labels.chat}
                </button>
              </li>
              <li>
                <a href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer" className={menuItem}>
                  <MessageCircle className="size-5 text-[#0b6b3a]" aria-hidden="true" />
                  {labels.whatsapp}
                  <span className="sr-only"> {labels.whatsappHint}</span>
                </a>
              </li>
            </ul>
          )}
        </>
      )}
    </aside>
  );
}
