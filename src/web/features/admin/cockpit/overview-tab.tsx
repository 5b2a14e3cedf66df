import { useEffect, useState } from "react";
import { notifyError } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api-client";
import { DataSubjectForm } from "../leads/data-subject-form";
import type { FollowUp } from "../leads/lead-summary";
import { FollowUpsDue } from "../shared/follow-ups-due";
import { BarChart } from "./bar-chart";
import { FunnelPanel } from "./funnel-panel";
import { SendDigestButton } from "./send-digest-button";

interface Overview {
  visitsPerDay: { day: string; visits: number }[];
  topPages: { path: string; visits: number }[];
  topCountries: { country: string; visits: number }[];
  leadsPerWeek: { week: string; leads: number }[];
  /** The owner's day (Zurich) and the open leads whose follow-up day is today or past. */
  today: string;
  followUps: FollowUp[];
  unsetSettings: { name: string; hides: string }[];
}

export function OverviewTab() {
  const [data, setData] = useState<Overview | null>(null);
  useEffect(() => {
    apiRequest<Overview>("/api/admin/overview")
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
      <DataSubjectForm />
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
