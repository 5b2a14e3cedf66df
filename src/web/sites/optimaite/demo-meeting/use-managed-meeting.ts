import { useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { ManagedMeeting } from "../../../../shared/schemas/demo-slots";

export type ManagedMeetingState =
  | { status: "loading" }
  | { status: "loaded"; meeting: ManagedMeeting }
  | { status: "failed"; message: string };

const NETWORK_MESSAGE = "The server could not be reached. Check your connection, then reload the page.";
const MALFORMED_MESSAGE = "This link is not complete. Copy it whole from your email.";

export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return NETWORK_MESSAGE;
  if (error.status === 400) return MALFORMED_MESSAGE;
  return error.serverMessage ?? error.message;
}

/** The meeting behind the private link; `set` replaces it with what a change answered. */
export function useManagedMeeting(token: string) {
  const [state, setState] = useState<ManagedMeetingState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<ManagedMeeting>(`/api/demo-meetings/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then((meeting) => setState({ status: "loaded", meeting }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", message: failureMessage(error) });
      });
    return () => controller.abort();
  }, [token]);
  return { state, set: (meeting: ManagedMeeting) => setState({ status: "loaded", meeting }) };
}
