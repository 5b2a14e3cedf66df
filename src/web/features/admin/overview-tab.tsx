import { useEffect, useState } from "react";
import { notifyError } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api-client";
import { BarChart } from "./bar-chart";
import { DataSubjectForm } from "./data-subject-form";

interface Overview {
  visitsPerDay: { day: string; visits: number }[];
  topPages: { path: string; visits: number }[];
  topCountries: { country: string; visits: number }[];
  leadsPerWeek: { week: string; leads: number }[];
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
      <BarChart
        title="Visits per day (last 30 days)"
        data={data.visitsPerDay.map((d) => ({ label: d.day.slice(5), value: d.visits }))}
      />
      <BarChart
        title="Leads per week"
        data={data.leadsPerWeek.map((d) => ({ label: d.week.slice(5), value: d.leads }))}
      />
      <BarChart title="Top pages" horizontal data={data.topPages.map((d) => ({ label: d.path, value: d.visits }))} />
      <BarChart
        title="Top countries"
        horizontal
        data={data.topCountries.map((d) => ({ label: d.country, value: d.visits }))}
      />
      <DataSubjectForm />
    </div>
  );
}
