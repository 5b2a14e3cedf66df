import { whatsappLink } from "@shared/public-config";
import { MessageCircle } from "lucide-react";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { useSiteDetails } from "~/lib/use-site-details";

/** `roomy` is the taller variant of the mobile menu. Nothing while the brand has no WhatsApp number. */
export function WhatsAppLink({ roomy = false, compact = false }: { roomy?: boolean; compact?: boolean }) {
  const { ui } = useSwissHackText();
  const { whatsappNumber } = useSiteDetails();
  if (!whatsappNumber) return null;
  return (
    <a
      href={whatsappLink(whatsappNumber, ui.whatsappMessage)}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-2 rounded-md px-3 text-sm font-semibold text-[#0b6b3a] hover:bg-green-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${roomy ? "py-3" : "py-2"}`}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      <span className={compact ? "sr-only" : undefined}>WhatsApp</span>
      <span className="sr-only">{ui.newWindow}</span>
    </a>
  );
}
