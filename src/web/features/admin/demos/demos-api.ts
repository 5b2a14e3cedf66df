import type { AdminMeeting, AdminMeetings, MEETING_OUTCOMES } from "@shared/schemas/demo-slots";
import { apiRequest } from "~/lib/api-client";

// Every request of the demos tab's meetings (src/server/demo-slots/admin-demo-routes.ts).

const ADMIN = "/api/admin";

export const listMeetings = () => apiRequest<AdminMeetings>(`${ADMIN}/demo-meetings`);

export const markMeetingOutcome = (id: string, outcome: (typeof MEETING_OUTCOMES)[number]) =>
  apiRequest<AdminMeeting>(`${ADMIN}/demo-meetings/${id}/outcome`, { body: { outcome } });

/** One day's booked meetings as an .ics file (a download link). */
export const demoCalendarUrl = (day: string) => `${ADMIN}/demo-calendar?day=${day}`;
