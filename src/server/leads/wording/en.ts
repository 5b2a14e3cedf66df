import { formatMeetingTime } from "@shared/demo-slots/meeting-time";
import { formatUsd } from "@shared/number-format";
import type { OptimaiteEmailWording } from "./types";

/** SPEC's English, as the emails have always said it. */
export const en: OptimaiteEmailWording = {
  meetingTime: formatMeetingTime,
  usd: formatUsd,
  signOff: "The OptimAIte team",
  roiEstimate: (monthly, annual) => `Your estimate from the ROI calculator: ${monthly} a month, ${annual} a year.`,
  demoConfirmation: {
    subject: "Your OptimAIte demo request",
    lines: [
      "Thanks for booking a free demo of OptimAIte, the AI receptionist for medical and aesthetic practices.",
      "We'll contact you within 24 hours to schedule your personalized demo.",
    ],
  },
  contactConfirmation: {
    subject: "We received your message",
    lines: ["Thanks for contacting OptimAIte. We'll get back to you within 24 hours."],
  },
  meeting: {
    title: "OptimAIte demo",
    inviteDescription: (url) => `Your free demo of OptimAIte, the AI receptionist.\nReschedule or cancel: ${url}`,
    subject: {
      booked: (time) => `Your OptimAIte demo: ${time}`,
      rescheduled: (time) => `Your OptimAIte demo moved to ${time}`,
      cancelled: () => "Your OptimAIte demo is cancelled",
      reminder: (time) => `Reminder: your OptimAIte demo, ${time}`,
    },
    lines: {
      booked: (time) => [`Your free demo of OptimAIte is booked for ${time}.`, "The calendar invitation is attached."],
      rescheduled: (time) => [`Your demo now takes place on ${time}.`, "The updated invitation is attached."],
      cancelled: (time) => [`Your demo of ${time} is cancelled. Your calendar removes it with the attachment.`],
      reminder: (time) => [`A reminder: your free demo of OptimAIte is on ${time}.`],
    },
    manage: (url) => `To reschedule or cancel: ${url}`,
    length: (minutes) => `Length: ${minutes} minutes`,
    place: {
      video: (url) => `Video call: ${url}`,
      phone: (number) => `By phone: call ${number} at the time of the demo.`,
    },
    bookAgain: (url) => `Book another time whenever it suits you: we'd be glad to show you OptimAIte.\n${url}`,
    roiAtDemo: (monthly, annual) =>
      `Your estimate from the ROI calculator: ${monthly} a month, ${annual} a year. We'll bring it to the demo.`,
  },
};
