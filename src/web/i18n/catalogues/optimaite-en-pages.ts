import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { OPTIMAITE_INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { OPTIMAITE_LEGAL_NOTICE } from "@shared/content/optimaite/legal-notice";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import type { Translation } from "../translation";

/** The texts of OptimAIte's pages in English, each given to its page by the page's loader (page-texts.server.ts), never carried by the language's layout. */
export const optimaiteEnPages = {
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
  landing: OPTIMAITE_LANDING,
  services: OPTIMAITE_SERVICES,
  integrations: OPTIMAITE_INTEGRATIONS,
  faq: OPTIMAITE_FAQ,
  privacy: OPTIMAITE_PRIVACY,
  legalNotice: OPTIMAITE_LEGAL_NOTICE,
} as const;

/** Every page's texts, in any language. */
export type OptimaitePageTexts = Translation<typeof optimaiteEnPages>;
