import type { Translation } from "../../../i18n/translation.ts";
import type { FRAME } from "../frame.ts";

/** The site's frame in Italian: the brand line and the navigation every page shows. */
export const FRAME_IT = {
  BRAND: {
    name: "SwissHack",
    tagline: "Audit finanziario indipendente per frontalieri, residenti e indipendenti in Svizzera",
  },
  NAV_ANCHORS: [
    { href: "/#valeur", label: "Vantaggi" },
    { href: "/#process", label: "Come funziona" },
    { href: "/premium", label: "Premium" },
    { href: "/#faq", label: "FAQ" },
  ],
} as const satisfies Translation<typeof FRAME>;
