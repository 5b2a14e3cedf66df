import { BRANDS, DETAIL_KEYS } from "../site-settings/details";
import { followUpSchema } from "./admin-leads";
import { z } from "./zod";

// The owner's cockpit (src/server/admin/overview.ts, funnels.ts and their routes), typed on both sides.

/** The overview's charts, both sites together. */
export const overviewChartsSchema = z.object({
  visitsPerDay: z.array(z.object({ day: z.string(), visits: z.number() })),
  topPages: z.array(z.object({ path: z.string(), visits: z.number() })),
  topCountries: z.array(z.object({ country: z.string(), visits: z.number() })),
  leadsPerWeek: z.array(z.object({ week: z.string(), leads: z.number() })),
});
export type OverviewCharts = z.infer<typeof overviewChartsSchema>;

/**
 * GET /api/admin/overview: the charts, the owner's day (Zurich) and the open leads whose follow-up day is today or
 * past, and the operator settings still unset. The OpenAPI document declares it as an object of any values.
 */
export const overviewSchema = overviewChartsSchema.extend({
  today: z.string(),
  followUps: z.array(followUpSchema),
  /** Each by its brand and detail (the admin words them), its variable, and what it hides in English. */
  unsetSettings: z.array(
    z.object({ brand: z.enum(BRANDS), key: z.enum(DETAIL_KEYS), name: z.string(), hides: z.string() }),
  ),
  /** Audit requests whose 48-hour report is not sent: past their 48 hours, and due before Zurich's midnight. */
  auditReports: z.object({ overdue: z.number(), dueToday: z.number() }),
  /** Premium orders paid today (Zurich), paid ones whose report is due by tomorrow, and of those the overdue. */
  premiumOrders: z.object({ paidToday: z.number(), reportsDue: z.number(), overdue: z.number() }),
});
export type Overview = z.infer<typeof overviewSchema>;

/** GET /api/admin/funnels: a site's funnel (each step's count) and its sources over a period. */
export const funnelReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  funnel: z.array(z.object({ step: z.string(), count: z.number() })),
  sources: z.array(
    z.object({
      source: z.string(),
      visits: z.number(),
      leads: z.number(),
      conversion: z.number().nullable(),
    }),
  ),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** POST /api/admin/digest: where today's digest so far went, and what it covers ("today, Sunday 29 November until 14:32"). */
export const digestSentSchema = z.object({
  to: z.string(),
  /** The Zurich day it covers, "YYYY-MM-DD", until `until` (an instant). */
  day: z.string(),
  until: z.date(),
  /** What it covers, in the account's language, as the email's subject says it. */
  covers: z.string(),
});
export type DigestSent = z.infer<typeof digestSentSchema>;
