import type { LeadSummary } from "@shared/schemas/admin-leads";
import { useCallback, useEffect, useState } from "react";
import { loadLeadSummary } from "./leads-api";

/** New leads per tab and follow-ups due; `reload` after the owner changed a lead. */
export function useLeadSummary() {
  const [summary, setSummary] = useState<LeadSummary | null>(null);
  const reload = useCallback(() => {
    loadLeadSummary()
      .then(setSummary)
      .catch(() => setSummary(null));
  }, []);
  useEffect(reload, [reload]);
  return { summary, reload };
}
