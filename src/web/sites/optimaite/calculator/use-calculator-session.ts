import type { RoiInputs, RoiResult } from "@shared/roi";
import { useCallback, useEffect, useRef } from "react";
import { withAttribution } from "~/features/tracking/attribution";
import type { CalculatorLink } from "../leads/calculator-link";

/** SPEC section 9: updates are debounced ~300 ms after an input change and ~100 ms after a calculation change. */
export const INPUT_DEBOUNCE_MS = 300;
export const CALCULATION_DEBOUNCE_MS = 100;

const newSessionId = () => `calc_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;

/**
 * The calculator's analytics session: created when the calculator starts, then updated with the counters and the
 * latest figures. The server accepts updates only with the secret it gave at creation. Errors are console-only.
 */
export function useCalculatorSession() {
  const session = useRef<{ id: string; token: string | null; started: number } | null>(null);
  const counters = useRef({ inputsChanged: 0, calculations: 0 });
  const latest = useRef<{ inputs: RoiInputs; results: RoiResult } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const id = newSessionId();
    session.current = { id, token: null, started: Date.now() };
    fetch("/api/calculator-sessions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withAttribution({ session_id: id, user_agent: navigator.userAgent.slice(0, 512) })),
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`calculator session not created (${res.status})`);
        const body = (await res.json()) as { updateToken: string };
        if (session.current?.id === id) session.current.token = body.updateToken;
      })
      .catch((error) => console.error("Calculator session error:", error));
    return () => clearTimeout(timer.current);
  }, []);

  const send = useCallback(() => {
    const current = session.current;
    if (!current?.token) return;
    fetch(`/api/calculator-sessions/${current.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${current.token}` },
      body: JSON.stringify({
        inputs_changed: counters.current.inputsChanged,
        calculations_performed: counters.current.calculations,
        time_spent_seconds: Math.round((Date.now() - current.started) / 1000),
        final_roi_data: latest.current ?? undefined,
      }),
    })
      .then((res) => {
        if (!res.ok) throw new Error(`calculator session not updated (${res.status})`);
      })
      .catch((error) => console.error("Calculator session error:", error));
  }, []);

  const deadline = useRef(0);
  // A calculation right after an input change keeps the input's longer delay.
  const schedule = useCallback(
    (delay: number) => {
      deadline.current = Math.max(deadline.current, Date.now() + delay);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        deadline.current = 0;
        send();
      }, deadline.current - Date.now());
    },
    [send],
  );

  const inputChanged = useCallback(() => {
    counters.current.inputsChanged += 1;
    schedule(INPUT_DEBOUNCE_MS);
  }, [schedule]);

  const calculated = useCallback(
    (inputs: RoiInputs, results: RoiResult) => {
      counters.current.calculations += 1;
      latest.current = { inputs, results };
      schedule(CALCULATION_DEBOUNCE_MS);
    },
    [schedule],
  );

  const link = useCallback((): CalculatorLink | undefined => {
    const current = session.current;
    return current?.token ? { sessionId: current.id, token: current.token } : undefined;
  }, []);

  return { inputChanged, calculated, link };
}
