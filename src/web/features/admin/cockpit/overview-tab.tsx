import type { Overview } from "@shared/schemas/admin-cockpit";
import { type ReactNode, useEffect, useState } from "react";
import { notifyError } from "~/components/ui/toaster";
import { useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { FollowUpsDue } from "../shared/follow-ups-due";
import { FRAME_WORDS } from "../shared/shared-words";
import { AuditReportsDue } from "./audit-reports-due";
import { BarChart } from "./bar-chart";
import { demoPlaceIsSet, loadOverview } from "./cockpit-api";
import { OVERVIEW_WORDS } from "./cockpit-words";
import { FunnelPanel } from "./funnel-panel";
import { PremiumOrdersDue } from "./premium-orders-due";
import { SendDigestButton } from "./send-digest-button";

/** The cockpit: charts, funnels and follow-ups; `privacy` is the leads' data-subject form, placed by the page. */
export function OverviewTab({ privacy }: { privacy: ReactNode }) {
  const t = useAdminWords(OVERVIEW_WORDS);
  const loading = useAdminWords(FRAME_WORDS).loading;
  const says = useErrorText();
  const [data, setData] = useState<Overview | null>(null);
  const [demoPlaceSet, setDemoPlaceSet] = useState(true);
  useEffect(() => {
    loadOverview()
      .then(setData)
      .catch((error: unknown) => notifyError(t.loadFailed, says(error)));
    // Listed once known; a failed read lists nothing rather than a place that may be set.
    demoPlaceIsSet()
      .then(setDemoPlaceSet)
      .catch(() => undefined);
  }, [t.loadFailed, says]);
  if (!data) return <p role="status">{loading}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {(data.unsetSettings.length > 0 || !demoPlaceSet) && (
        <UnsetSettings settings={data.unsetSettings} demoPlaceUnset={!demoPlaceSet} />
      )}
      <AuditReportsDue counts={data.auditReports} />
      <PremiumOrdersDue counts={data.premiumOrders} />
      <FollowUpsDue followUps={data.followUps} today={data.today} />
      <FunnelPanel />
      <BarChart
        title={t.visitsPerDay}
        data={data.visitsPerDay.map((d) => ({ label: d.day.slice(5), value: d.visits }))}
      />
      <BarChart
        title={t.leadsPerWeek}
        data={data.leadsPerWeek.map((d) => ({ label: d.week.slice(5), value: d.leads }))}
      />
      <BarChart title={t.topPages} horizontal data={data.topPages.map((d) => ({ label: d.path, value: d.visits }))} />
      <BarChart
        title={t.topCountries}
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

const BRAND_NAMES = { swisshack: "SwissHack", optimaite: "OptimAIte" } as const;

/** What the operator has not configured yet: the pages hide these elements rather than show made-up values. */
export function UnsetSettings({
  settings,
  demoPlaceUnset = false,
}: {
  settings: Overview["unsetSettings"];
  demoPlaceUnset?: boolean;
}) {
  const t = useAdminWords(OVERVIEW_WORDS);
  const { colon } = useAdminWords(FRAME_WORDS);
  return (
    <section
      aria-labelledby="unset-settings"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 lg:col-span-2"
    >
      <h2 id="unset-settings" className="font-semibold text-amber-950">
        {t.unsetTitle}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t.unsetIntro}</p>
      <ul className="mt-2 space-y-1 text-sm text-amber-950">
        {settings.map((setting) => (
          <li key={setting.name}>
            <code className="font-semibold">{setting.name}</code>
            {colon} {BRAND_NAMES[setting.brand]}
            {colon} {t.unsetHides[setting.key] ?? setting.hides}
          </li>
        ))}
        {demoPlaceUnset && (
          <li>
            <span className="font-semibold">{t.demoPlace.name}</span>
            {colon} {BRAND_NAMES.optimaite}
            {colon} {t.demoPlace.hides}
          </li>
        )}
      </ul>
    </section>
  );
}
