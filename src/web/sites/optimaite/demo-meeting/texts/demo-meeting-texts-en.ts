import type { Translation } from "@shared/i18n/translation";
import { MANAGE_MESSAGES } from "@shared/schemas/demo-slots";

/** The private reschedule/cancel page's words in English (the source of every language). */
export const DEMO_MEETING_TEXTS_EN = {
  title: "Your demo – OptimAIte",
  heading: "Your OptimAIte demo",
  loading: "Loading your demo…",
  cancelledPrefix: "Cancelled: ",
  /** The meeting's own length (its invite's end) and where the team holds it. */
  length: "Length: {minutes} minutes",
  place: { video: "Video call: ", phone: "By phone: call {number} at the time of the demo." },
  move: {
    heading: "Move it to another time",
    button: "Move my demo",
    busy: "Moving...",
    done: "Demo moved",
  },
  cancel: {
    heading: "Cancel it",
    explanation: "The time becomes free for someone else. You can book again later.",
    button: "Cancel my demo",
    /** Asked before anything is cancelled: one tap too many is cheaper than a lost meeting. */
    confirm: { question: "Cancel this demo?", yes: "Yes, cancel it", keep: "Keep my demo" },
    busy: "Cancelling...",
    done: "Demo cancelled",
    doneText: "The time is free again; your calendar gets the cancellation by email.",
  },
  unchangeable: {
    cancelled: "This demo is cancelled. Book another time whenever it suits you.",
    past: "This demo has started or taken place: it can no longer be changed.",
  },
  bookAgain: "Book another time",
  failure: {
    network: "The server could not be reached. Check your connection, then reload the page.",
    malformed: "This link is not complete. Copy it whole from your email.",
    /** The server's own sentence for a 429 (`tooManyRequests`). */
    tooMany: "Too many requests. Please try again in {seconds} seconds.",
  },
  /** The API's refusals (written in English), by their English text. */
  serverMessages: {
    [MANAGE_MESSAGES.unknown]: MANAGE_MESSAGES.unknown,
    [MANAGE_MESSAGES.unchangeable]: MANAGE_MESSAGES.unchangeable,
  },
};

/** What every other language repeats key for key. */
export type DemoMeetingTexts = Translation<typeof DEMO_MEETING_TEXTS_EN>;
