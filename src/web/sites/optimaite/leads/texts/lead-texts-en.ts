import { OPTIMAITE_LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import type { Translation } from "@shared/i18n/translation";

/** The demo and contact dialogs' words in English (SPEC's texts), the slot picker's included: the source of every language. */
export const LEAD_TEXTS_EN = {
  ...OPTIMAITE_LEAD_DIALOGS,
  close: "Close",
  estimate: {
    before: "Your estimate: ",
    perMonth: " a month, ",
    perYear: " a year. We'll bring it to the demo.",
  },
  fields: {
    name: "Name",
    email: "Email",
    company: "Company / practice",
    industry: "Industry",
    industryPlaceholder: "e.g. Dental, Med spa",
    hearAbout: "How did you hear about us?",
    select: "Select…",
  },
  cancel: "Cancel",
  missing: { title: "Missing Information", text: "Please fill in all required fields." },
  errorTitle: "Error",
  failure: {
    demo: "Failed to book demo: {reason}",
    demoFallback: "Please try again or contact us directly.",
    contactFallback: "Something went wrong. Please try again.",
    contactOffline: "Failed to send message. Please try again.",
  },
  slotTaken: {
    title: "This time was just taken",
    notice: "This time was just taken. Please pick another time: the list shows the times still open.",
  },
  booked: "Your demo is booked for {time}. The calendar invitation is in your inbox.",
  slots: {
    legend: "Pick a time for your demo",
    timeZone: "Your time zone",
    /** The meeting's length, the owner's setting (the invite lasts as long). */
    length: "Each demo lasts {minutes} minutes.",
    loading: "Loading open times…",
    failed: "Open times could not be loaded. Book without a time and we'll contact you to schedule it.",
    empty: "No open time in the coming weeks: we'll contact you.",
    more: "Show more days",
    none: "None of these suits me: contact me to find a time",
  },
  /** The shared schema's messages (written in English), by their English text. */
  validation: {
    "Name is required": "Name is required",
    "A name cannot contain a web address": "A name cannot contain a web address",
    "Email is required": "Email is required",
    "Email is too long": "Email is too long",
    "Invalid email address": "Invalid email address",
    "Please tell us about your project": "Please tell us about your project",
    "At most 120 characters": "At most 120 characters",
    "At most 160 characters": "At most 160 characters",
    "At most 4000 characters": "At most 4000 characters",
    "Contains characters that cannot be stored": "Contains characters that cannot be stored",
  } as Record<string, string>,
};

/** What every other language repeats key for key. */
export type LeadTexts = Translation<typeof LEAD_TEXTS_EN>;
