import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "~/lib/api-client";

export interface FollowUp {
  tab: string;
  id: string;
  who: string;
  status: string;
  followUpOn: string;
  note: string | null;
}

export interface LeadSummary {
  today: string;
  newCounts: Record<string, number>;
  followUps: FollowUp[];
}

/** New leads per tab and follow-ups due; `reload` after the owner changed a lead. */
export function useLeadSummary() {
  const [summary, setSummary] = useState<LeadSummary | null>(null);
  const reload = useCallback(() => {
    apiRequest<LeadSummary>("/api/admin/leads/summary")
      .then(setSummary)
      .catch(() => setSummary(null));
  }, []);
  useEffect(reload, [reload]);
  return { summary, reload };
}
