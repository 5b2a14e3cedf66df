import type { Availability } from "@shared/demo-slots/availability";
import { shownPlace } from "@shared/demo-slots/meeting-place";
import type { OnTheWire } from "@shared/schemas/admin";
import type { DigestSent, FunnelReport, Overview } from "@shared/schemas/admin-cockpit";
import type { RecordsPage } from "@shared/schemas/admin-records";
import { apiRequest } from "~/lib/api-client";
import type { RecordsSource } from "../shared/records-tab";

// Every request of the owner's cockpit: overview, funnels, visitors, digest (src/server/admin/admin-routes.ts,
// funnel-routes.ts, pipeline-routes.ts).

const ADMIN = "/api/admin";

export const loadOverview = () => apiRequest<Overview>(`${ADMIN}/overview`);

/** Whether the demos have a place (a video link or a phone) that invites can name: the Availability tab sets it. */
export const demoPlaceIsSet = () =>
  apiRequest<Availability>(`${ADMIN}/availability`).then(
    (availability) => shownPlace(availability.place) !== undefined,
  );

/** A site's funnel and sources; `query` holds `site` and either `days` or `from` and `to`. */
export const loadFunnel = (query: string) => apiRequest<FunnelReport>(`${ADMIN}/funnels?${query}`);

/** Sends today's digest so far now; answers the address it went to and what it covers, in the account's words. */
export const sendDigest = () => apiRequest<OnTheWire<DigestSent>>(`${ADMIN}/digest`, { method: "POST" });

/** The visitors tab's page views, a page at a time, and its CSV export. */
export const visitorRecords: RecordsSource = {
  page: (query) => apiRequest<RecordsPage>(`${ADMIN}/records/visitors?${query}`),
  exportUrl: (query) => `${ADMIN}/records/visitors/export${query ? `?${query}` : ""}`,
};
