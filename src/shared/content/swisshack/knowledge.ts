import type { KnowledgeEntry } from "../knowledge";
import { SWISSHACK_FAQ } from "./faq";
import { FREE_OFFER, LEVERS, NEWSLETTER, PROCESS, THEMES } from "./landing";
import { PREMIUM } from "./premium";

/** What the chat assistant knows of SwissHack, built from the same content the pages render. */
export const SWISSHACK_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...SWISSHACK_FAQ.map((entry, index) => ({
    id: `swisshack-faq-${index + 1}`,
    site: "swisshack" as const,
    title: entry.question,
    text: entry.answer,
    url: "/#faq",
  })),
  {
    id: "swisshack-free-audit",
    site: "swisshack",
    title: FREE_OFFER.title,
    text: `Valeur ${FREE_OFFER.value}, prix ${FREE_OFFER.price}, ${FREE_OFFER.duration} ${FREE_OFFER.durationLabel}. Inclus : ${FREE_OFFER.included.join(" ; ")}.`,
    url: "/#audit",
  },
  {
    id: "swisshack-process",
    site: "swisshack",
    title: PROCESS.title,
    text: PROCESS.steps.map((step, index) => `${index + 1}. ${step.title} : ${step.text}`).join(" "),
    url: "/#process",
  },
  ...LEVERS.items.map((lever, index) => ({
    id: `swisshack-lever-${index + 1}`,
    site: "swisshack" as const,
    title: lever.title,
    text: `${lever.figure} : ${lever.text}`,
    url: "/#valeur",
  })),
  ...THEMES.map((theme) => ({
    id: `swisshack-theme-${theme.title.toLowerCase()}`,
    site: "swisshack" as const,
    title: theme.title,
    text: theme.text,
    url: "/#valeur",
  })),
  {
    id: "swisshack-premium",
    site: "swisshack",
    title: "Audit Premium",
    text: `${PREMIUM.price} (${PREMIUM.priceNote}). ${PREMIUM.lead} ${PREMIUM.stats.map((s) => `${s.value} ${s.label}`).join(", ")}. Garanties : ${PREMIUM.guarantees.map((g) => g.title).join(", ")}.`,
    url: "/premium",
  },
  {
    id: "swisshack-newsletter",
    site: "swisshack",
    title: NEWSLETTER.title,
    text: NEWSLETTER.text,
    url: "/#newsletter",
  },
];
