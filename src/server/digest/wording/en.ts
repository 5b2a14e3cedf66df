import type { DigestWording } from "./types";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The daily digest in English. */
export const DIGEST_EN: DigestWording = {
  lang: "en-GB",
  today: (day, time) => `today, ${day} until ${time}`,
  yesterday: (day) => `yesterday, ${day}`,
  subject: (covers, { leads, reports, followUps }) =>
    `Daily digest, ${covers}: ${plural(leads, "new lead", "new leads")}, ${plural(reports, "report", "reports")} due, ${plural(followUps, "follow-up", "follow-ups")} due`,
  heading: (covers) => `Daily digest for ${covers} (Zurich time)`,
  newLeads: (count) => `New leads (${count}):`,
  reportsDue: (count) => `48-hour reports due today or overdue (${count}):`,
  followUps: (count) => `Follow-ups due (${count}):`,
  funnels: (covers) => `Funnels (${covers}):`,
  none: "none",
  source: (source) => `source: ${source ?? "unknown"}`,
  tabs: { contacts: "Contact", demos: "Demo", calculator: "Calculator", audits: "Audit", newsletter: "Newsletter" },
  steps: {},
  due: (when) => `due ${when}`,
  premiumPaid: (count) => `Premium orders paid (${count}):`,
  premiumDue: (count) => `Premium reports due by tomorrow (${count}):`,
  premiumSubject: ({ paid, due }) =>
    paid + due === 0
      ? ""
      : `, Premium: ${plural(paid, "order", "orders")} paid, ${plural(due, "report", "reports")} due`,
  receipt: (number) => `receipt no. ${number}`,
  reportDueOn: (day) => `report due ${day}`,
  overdue: "overdue",
};
