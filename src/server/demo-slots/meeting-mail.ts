import type { Availability } from "@shared/demo-slots/availability";
import { shownPlace } from "@shared/demo-slots/meeting-place";
import { DEFAULT_LOCALE, type OptimaiteLocale, siteLocaleOr } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { EstimatedRoi } from "@shared/schemas/lead";
import type { AppDeps } from "../context";
import type { demoBookings } from "../db/schema";
import { manageToken } from "./manage-token";
import type { MeetingMail } from "./meeting-emails";
import type { MeetingRow } from "./meeting-row";

type BookingRow = Pick<
  typeof demoBookings.$inferSelect,
  "name" | "email" | "companyName" | "industry" | "project" | "hearAbout" | "estimatedRoi" | "locale"
>;

/**
 * The private page where the person reschedules or cancels. It names the person's language when it is not English,
 * so that the page speaks it before the meeting is loaded, and when it cannot be.
 */
export const manageUrl = (siteUrl: string, token: string, locale: OptimaiteLocale) =>
  `${siteUrl}/demo/${token}${locale === DEFAULT_LOCALE.optimaite ? "" : `?lang=${locale}`}`;

/** The OptimAIte home page with the demo dialog open (`?demo=open`), in the person's language. */
export const bookAgainUrl = (siteUrl: string, locale: OptimaiteLocale) =>
  `${siteUrl}${localizedPath("/optimaite?demo=open", "optimaite", locale)}`;

/** The host part of the invites' UIDs: the site's. */
export const uidDomain = (siteUrl: string) => new URL(siteUrl).hostname;

/** What the meeting's emails need, from the stored rows and the environment. */
export function meetingMail(
  { env, secret }: Pick<AppDeps, "env" | "secret">,
  meeting: Pick<MeetingRow, "id" | "uid" | "sequence" | "startsAt" | "endsAt" | "timeZone"> &
    Partial<Pick<MeetingRow, "locale">>,
  booking: BookingRow,
  team: Pick<Availability, "timeZone" | "place">,
): MeetingMail {
  // The language the person booked the meeting in (the booking's when the meeting has none).
  const locale = siteLocaleOr("optimaite", meeting.locale ?? booking.locale) as OptimaiteLocale;
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
      locale,
    },
    manageUrl: manageUrl(env.SITE_URL, manageToken(secret, meeting.id), locale),
    bookAgainUrl: bookAgainUrl(env.SITE_URL, locale),
    place: shownPlace(team.place),
    teamEmail: env.TEAM_EMAIL,
    teamLanguage: env.TEAM_LANGUAGE,
    teamTimeZone: team.timeZone,
    organizer: {
      name: "OptimAIte",
      email: env.TEAM_EMAIL ?? env.CONTACT_EMAIL ?? `no-reply@${uidDomain(env.SITE_URL)}`,
    },
  };
}
