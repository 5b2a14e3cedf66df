import type { Overview } from "@shared/schemas/admin-cockpit";
import { type ReactNode, useEffect, useState } from "react";
import { notifyError } from "~/components/ui/toaster";
import { FollowUpsDue } from "../shared/follow-ups-due";
import { BarChart } from "./bar-chart";
import { loadOverview } from "./cockpit-api";
import { FunnelPanel } from "./funnel-panel";
import { SendDigestButton } from "./send-digest-button";

/** The cockpit: charts, funnels and follow-ups; `privacy` is the leads' data-subject form, placed by the page. */
export function OverviewTab({ privacy }: { privacy: ReactNode }) {
  const [data, setData] = useState<Overview | null>(null);
  useEffect(() => {
    loadOverview()
      .then(setData)
      .catch((error: Error) => notifyError("Error fetching data", error.message));
  }, []);
  if (!data) return <p role="status">Loading…</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {data.unsetSettings.length > 0 && <UnsetSettings settings={data.unsetSettings} />}
      <FollowUpsDue followUps={data.followUps} today={data.today} />
      <FunnelPanel />
      <BarChart
        title="Visits per day (both sites, last 30 days)"
        data={data.visitsPerDay.map((d) => ({ label: d.day.slice(5), value: d.visits }))}
      />
      <BarChart
        title="Leads per week (both sites, last 12 weeks)"
        data={data.leadsPerWeek.map((d) => ({ label: d.week.slice(5), value: d.leads }))}
      />
      <BarChart
        title="Top pages (both sites, last 30 days)"
        horizontal
        data={data.topPages.map((d) => ({ label: d.path, value: d.visits }))}
      />
      <BarChart
        title="Top countries (both sites, last 30 days)"
        horizontal
        data={data.topCountries.map((d) => ({ label: d.country, value: d.visits }))}
      />
      {privacy}
      <div>
        <SendDigestButton />
      </div>
    </div>
  );
}

/** What the operator has not configured yet: the pages hide these elements rather than show made-up values. */
function UnsetSettings({ settings }: { settings: Overview["unsetSettings"] }) {
  return (
    <section
      aria-labelledby="unset-settings"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 lg:col-span-2"
    >
      <h2 id="unset-settings" className="font-semibold text-amber-950">
        Settings to complete before going live
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        These environment variables are not set, so the sites hide what they would show (see the README):
      </p>
      <ul className="mt-2 space-y-1 text-sm text-amber-950">
        {settings.map((setting) => (
          <li key={setting.name}>
            <code className="font-semibold">{setting.name}</code>: {setting.hides}
          </li>
        ))}
      </ul>
    </section>
  );
}
