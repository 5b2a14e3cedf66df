import type { ManagedMeeting } from "@shared/schemas/demo-slots";
import { useEffect, useState } from "react";
import { fillMessage } from "~/i18n/translation";
import { ApiError, apiRequest } from "~/lib/api-client";
import { type MeetingLanguage, meetingLanguageIn } from "./meeting-language";
import type { DemoMeetingTexts } from "./texts/demo-meeting-texts-en";

export type ManagedMeetingState =
  | { status: "loading" }
  | { status: "loaded"; meeting: ManagedMeeting; language: MeetingLanguage }
  | { status: "failed"; error: unknown };

/** What went wrong, in the page's language (the server's refusals are English: translated by their text). */
export function failureMessage(error: unknown, texts: DemoMeetingTexts): string {
  if (!(error instanceof ApiError) || error.status === 0) return texts.failure.network;
  if (error.status === 400) return texts.failure.malformed;
  if (error.status === 429 && error.retryAfterSeconds !== undefined)
    return fillMessage(texts.failure.tooMany, { seconds: error.retryAfterSeconds });
  const message = error.serverMessage ?? error.message;
  return Object.hasOwn(texts.serverMessages, message)
    ? texts.serverMessages[message as keyof DemoMeetingTexts["serverMessages"]]
    : message;
}

/**
 * The meeting behind the private link, with the words of the language it was booked in (the page shows both at
 * once); `set` replaces the meeting with what a change answered. A failure is told by `failureMessage` in the
 * language the page speaks meanwhile.
 */
export function useManagedMeeting(token: string) {
  const [state, setState] = useState<ManagedMeetingState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<ManagedMeeting>(`/api/demo-meetings/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then(async (meeting) => ({ meeting, language: await meetingLanguageIn(meeting.locale) }))
      .then(({ meeting, language }) => {
        if (!controller.signal.aborted) setState({ status: "loaded", meeting, language });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", error });
      });
    return () => controller.abort();
  }, [token]);
  const set = (meeting: ManagedMeeting) =>
    setState((current) => (current.status === "loaded" ? { ...current, meeting } : current));
  return { state, set };
}
