/** French copy of what frames every SwissHack page: the brand line and the navigation. */
export const BRAND = {
  name: "SwissHack",
  tagline: "Audit financier indépendant pour frontaliers, résidents et indépendants en Suisse",
};

/** The sections of SwissHack every navigation lists (desktop, mobile menu, footer), in reading order. */
export const NAV_ANCHORS: readonly { href: string; label: string }[] = [
  { href: "/#valeur", label: "Avantages" },
  { href: "/#process", label: "Comment ça marche" },
  { href: "/premium", label: "Premium" },
  { href: "/#faq", label: "FAQ" },
];

/** The frame's texts, as one language's catalogue holds them. */
export const FRAME = { BRAND, NAV_ANCHORS };
