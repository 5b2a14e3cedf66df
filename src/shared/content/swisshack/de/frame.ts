import type { Translation } from "../../../i18n/translation.ts";
import type { FRAME } from "../frame.ts";

/** The site's frame in German: the brand line and the navigation every page shows. */
export const FRAME_DE = {
  BRAND: {
    name: "SwissHack",
    tagline: "Unabhängiger Finanzcheck für Grenzgänger, Ansässige und Selbständige in der Schweiz",
  },
  NAV_ANCHORS: [
    { href: "/#valeur", label: "Vorteile" },
    { href: "/#process", label: "So funktioniert's" },
    { href: "/premium", label: "Premium" },
    { href: "/#faq", label: "FAQ" },
  ],
} as const satisfies Translation<typeof FRAME>;
