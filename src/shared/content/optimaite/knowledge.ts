import type { KnowledgeEntry } from "../knowledge";
import { OPTIMAITE_FAQ } from "./faq";
import { CUSTOM_INTEGRATION, INTEGRATIONS } from "./integrations";
import { FEATURES, TRUST_CARDS } from "./landing";
import { BEYOND_BASICS, SPECIALTIES, TIMELINE } from "./services";

/** What the chat assistant knows of OptimAIte, built from the same content the pages render. */
export const OPTIMAITE_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...OPTIMAITE_FAQ.map((entry, index) => ({
    id: `optimaite-faq-${index + 1}`,
    site: "optimaite" as const,
    title: entry.question,
    text: entry.answer,
    url: "/faq",
  })),
  {
    id: "optimaite-integrations",
    site: "optimaite",
    title: "Integrations with booking platforms",
    text: `OptimAIte integrates with ${INTEGRATIONS.map((i) => `${i.name} (${i.category})`).join(", ")}. ${CUSTOM_INTEGRATION.text}`,
    url: "/integrations",
  },
  {
    id: "optimaite-timeline",
    site: "optimaite",
    title: "Implementation timeline",
    text: `${TIMELINE.map((t) => `${t.day}: ${t.title}. ${t.text}`).join(" ")} Most practices are fully set up within 1-2 weeks.`,
    url: "/details",
  },
  {
    id: "optimaite-features",
    site: "optimaite",
    title: "Features of the AI receptionist",
    text: FEATURES.map((f) => `${f.title}: ${f.text}`).join(" "),
    url: "/optimaite",
  },
  {
    id: "optimaite-specialties",
    site: "optimaite",
    title: "Practices we serve",
    text: SPECIALTIES.map((s) => `${s.title}: ${s.text}`).join(" "),
    url: "/details",
  },
  {
    id: "optimaite-beyond",
    site: "optimaite",
    title: "Beyond answering calls",
    text: BEYOND_BASICS.map((b) => `${b.title}: ${b.text}`).join(" "),
    url: "/details",
  },
  {
    id: "optimaite-trust",
    site: "optimaite",
    title: "Trust and compliance",
    text: TRUST_CARDS.map((c) => `${c.title}. ${c.text}`).join(" "),
    url: "/optimaite",
  },
];
