import { type OptimaiteLocale, siteLocaleOr } from "../../shared/i18n/locales";
import type { EstimatedRoi } from "../../shared/schemas/lead";
import type { AppDeps } from "../context";
import type { demoBookings } from "../db/schema";
import type { MeetingRow } from "./book-slot";
import { manageToken } from "./manage-token";
import type { MeetingMail } from "./meeting-emails";

type BookingRow = Pick<
  typeof demoBookings.$inferSelect,
  "name" | "email" | "companyName" | "industry" | "project" | "hearAbout" | "estimatedRoi" | "locale"
>;

/** The private page where the person reschedules or cancels. */
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}/demo/${token}`;

/** The host part of the invites' UIDs: the site's. */
export const uidDomain = (siteUrl: string) => new URL(siteUrl).hostname;

/** What the meeting's emails need, from the stored rows and the environment. */
export function meetingMail(
  { env, secret }: Pick<AppDeps, "env" | "secret">,
  meeting: Pick<MeetingRow, "id" | "uid" | "sequence" | "startsAt" | "endsAt" | "timeZone"> &
    Partial<Pick<MeetingRow, "locale">>,
  booking: BookingRow,
  teamTimeZone: string,
): MeetingMail {
  return {
    meeting,
    lead: {
      name: booking.name,
      email: booking.email,
      company: booking.companyName ?? undefined,
      industry: booking.industry ?? undefined,
      project: booking.project,
      hearAbout: booking.hearAbout ?? undefined,
      estimatedROI: (booking.estimatedRoi as EstimatedRoi | null) ?? undefined,
      // The language the person booked the meeting in (the booking's when the meeting has none).
      locale: siteLocaleOr("optimaite", meeting.locale ?? booking.locale) as OptimaiteLocale,
    },
    manageUrl: manageUrl(env.SITE_URL, manageToken(secret, meeting.id)),
    teamEmail: env.TEAM_EMAIL,
    teamTimeZone,
    organizer: {
      name: "OptimAIte",
      email: env.TEAM_EMAIL ?? env.CONTACT_EMAIL ?? `no-reply@${uidDomain(env.SITE_URL)}`,
    },
  };
}
