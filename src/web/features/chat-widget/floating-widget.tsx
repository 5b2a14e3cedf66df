import { MessageCircle, MessagesSquare } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { publicConfig } from "~/lib/public-config";
import { whatsappLink } from "../../../shared/public-config";
import { siteOfPath } from "../../../shared/routes";

// The panel (and its code) loads when the visitor opens the chat.
const ChatPanel = lazy(() => import("./chat-panel"));

const LABELS = {
  fr: {
    region: "Contact et assistant",
    whatsapp: "Nous écrire sur WhatsApp (nouvelle fenêtre)",
    chat: "Ouvrir l'assistant",
  },
  en: { region: "Contact and chat", whatsapp: "Message us on WhatsApp (new window)", chat: "Open the chat assistant" },
};

/** Bottom-right on every page: collapsed, the messaging-app link and the chat button; open, the chat panel. */
export function FloatingWidget() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const site = siteOfPath(pathname);
  const labels = LABELS[site === "swisshack" ? "fr" : "en"];
  if (pathname.startsWith("/admin")) return null;
  return (
    <aside aria-label={labels.region} className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3">
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel site={site} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <>
          {publicConfig.whatsappNumber && (
            <a
              href={whatsappLink(publicConfig.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-12 items-center justify-center rounded-full bg-[#0b6b3a] text-white shadow-lg hover:bg-[#08552e] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-[#0b6b3a]"
            >
              <MessageCircle className="size-6" aria-hidden="true" />
              <span className="sr-only">{labels.whatsapp}</span>
            </a>
          )}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex size-14 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg hover:bg-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-slate-900"
          >
            <MessagesSquare className="size-6" aria-hidden="true" />
            <span className="sr-only">{labels.chat}</span>
          </button>
        </>
      )}
    </aside>
  );
}
