import { OPTIMAITE_FRAME } from "../../../shared/content/optimaite/frame";
import type { Locale } from "../../../shared/i18n/locales";
import type { Translation } from "../translation";
import { OPTIMAITE_UI_EN } from "./optimaite/ui-en";
import type { OptimaitePageTexts } from "./optimaite-en-pages";

/** OptimAIte in English, its default language (SPEC's texts): the source every other language translates. */
export const optimaiteEn = {
  site: "optimaite",
  locale: "en",
  seo: {
    home: {
      title: "OptimAIte: AI Receptionist for Medical & Aesthetic Practices",
      description:
        "OptimAIte answers every call 24/7, books appointments, sends SMS confirmations and reminders. Calculate the revenue your missed calls cost and book a free demo.",
      keywords:
        "AI receptionist, medical practice, aesthetic clinic, med spa, dental, call answering, appointment booking, ROI",
    },
    details: {
      title: "Services – OptimAIte AI Receptionist for 8 Practice Types",
      description:
        "Plastic surgery, LASIK, cosmetic surgery, aesthetic clinics, dental, dermatology, med spas and wellness centers: how OptimAIte works and goes live in 3 days.",
      keywords: "AI receptionist services, plastic surgery, LASIK, dermatology, med spa, implementation timeline",
    },
    integrations: {
      title: "Integrations: Fresha, Vagaro, Square, Mindbody… | OptimAIte",
      description:
        "OptimAIte books into Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly and Google Calendar, with custom API and webhook integrations.",
      keywords: "Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly, Google Calendar, integration",
    },
    faq: {
      title: "FAQ – OptimAIte AI Receptionist",
      description:
        "How long implementation takes, which booking platforms we integrate with, HIPAA and PIPEDA compliance, urgent calls, your practice's voice and pricing.",
      keywords: "AI receptionist FAQ, implementation time, HIPAA, integrations, pricing",
    },
    privacy: {
      title: "Privacy policy – OptimAIte",
      description:
        "What OptimAIte collects, 12-month retention, cookies kept six months, hosting in Switzerland, IP address never stored, Global Privacy Control honoured, your rights.",
      keywords: "privacy, GDPR, FADP, cookies, data protection",
    },
    legalNotice: {
      title: "Legal notice – OptimAIte",
      description: "Publisher, contact, hosting, intellectual property and credits of the OptimAIte website.",
    },
  },
  frame: OPTIMAITE_FRAME,
  ui: OPTIMAITE_UI_EN,
  notFound: {
    title: "Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved.",
    home: "Go Home",
    back: "Go Back",
    documentTitle: "Page Not Found",
  },
  languages: {
    switcherLabel: "Language",
  },
} as const;

/** What a language's layout carries for every page of the site: the frame, the SEO texts, the shared words. */
export type OptimaiteShell = Omit<Translation<typeof optimaiteEn>, "site" | "locale"> & {
  site: "optimaite";
  locale: Locale;
};

/** What a page of the site reads: its language's shell and, on the page whose loader gives them, its own texts. */
export type OptimaiteCatalogue = OptimaiteShell & OptimaitePageTexts;
