// The owner's cockpit (issue 16), timed by `npm run bench:api` once it has seeded a million visits: each site's
// funnel and sources table (GET /api/admin/funnels answers both) over the Overview's periods of 7, 30 and 90 days.
import type { SiteId } from "../../src/shared/routes";

export const COCKPIT_TARGET_MS = 150;
const SITES: SiteId[] = ["swisshack", "optimaite"];
const PERIODS_DAYS = [7, 30, 90];

export interface CockpitRow {
  figure: string;
  ms: number;
  target: string;
  result: "✓" | "✗";
}

/** Times every site and period with `time(path)`, a signed-in admin's typical duration of a GET of `path`, in ms. */
export async function timeCockpitReads(time: (path: string) => Promise<number>): Promise<CockpitRow[]> {
  const rows: CockpitRow[] = [];
  for (const site of SITES) {
    for (const days of PERIODS_DAYS) {
      const ms = await time(`/api/admin/funnels?site=${site}&days=${days}`);
      rows.push({
        figure: `GET /api/admin/funnels, ${site}, ${days} days (funnel + sources)`,
        ms,
        target: `< ${COCKPIT_TARGET_MS} ms`,
        result: ms < COCKPIT_TARGET_MS ? "✓" : "✗",
      });
    }
  }
  return rows;
}
