import type { SlotDays } from "@shared/schemas/demo-slots";
import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "~/lib/api-client";

export type SlotsState = { status: "loading" } | { status: "loaded"; slots: SlotDays } | { status: "failed" };

/** The open demo slots in `timeZone`, loaded while `enabled`; `reload` fetches them again (after a lost slot). */
export function useDemoSlots(timeZone: string, enabled: boolean) {
  const [state, setState] = useState<SlotsState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    // `version` asks for a fresh list after a slot was lost.
    void version;
    const controller = new AbortController();
    apiRequest<SlotDays>(`/api/demo-slots?timeZone=${encodeURIComponent(timeZone)}`, { signal: controller.signal })
      .then((slots) => setState({ status: "loaded", slots }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [timeZone, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
