import type { DeadlineLanguage } from "@shared/audit-report-deadline";
import type { LeadTab } from "@shared/schemas/admin-leads";

/** The digest's languages: the back office's (decision 0041). */
export type DigestLanguage = DeadlineLanguage;

/** Every word of the daily digest email in one language; `covers` is "today, Sunday 29 November until 14:32". */
export interface DigestWording {
  /** The email's `<html lang>` and the dates' locale. */
  lang: string;
  today: (day: string, time: string) => string;
  yesterday: (day: string) => string;
  subject: (covers: string, counts: { leads: number; reports: number; followUps: number }) => string;
  heading: (covers: string) => string;
  newLeads: (count: number) => string;
  reportsDue: (count: number) => string;
  followUps: (count: number) => string;
  funnels: (covers: string) => string;
  none: string;
  source: (source: string | null) => string;
  /** "14:05 · Audit" before a lead: its kind. */
  tabs: Record<LeadTab, string>;
  /** Funnel steps (loadFunnel's names) in this language. */
  steps: Record<string, string>;
  due: (when: string) => string;
  /** The Premium orders (issue 57): paid in the period, and paid ones whose report is due by tomorrow. */
  premiumPaid: (count: number) => string;
  premiumDue: (count: number) => string;
  /** What the subject adds when there are Premium orders to act on ("" when none). */
  premiumSubject: (counts: { paid: number; due: number }) => string;
  receipt: (number: number) => string;
  reportDueOn: (day: string) => string;
  overdue: string;
}
