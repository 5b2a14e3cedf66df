import { formatMeetingTime, meetingMinutes } from "@shared/demo-slots/meeting-time";
import type { ManagedMeeting } from "@shared/schemas/demo-slots";
import { CalendarX2, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { CatalogueProvider, useCatalogue, useLanguageFromData } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { OptimaiteLayout } from "../layout/optimaite-layout";
import { DemoButton } from "../sections/demo-button";
import { BookedMeeting } from "./booked-meeting";
import type { MeetingLanguage } from "./meeting-language";
import type { DemoMeetingTexts } from "./texts/demo-meeting-texts-en";
import { DEMO_MEETING_TEXTS_EN } from "./texts/demo-meeting-texts-en";
import { useDocumentLanguage } from "./use-document-language";
import { failureMessage, useManagedMeeting } from "./use-managed-meeting";
import { useNamedMeetingLanguage } from "./use-named-language";

/**
 * /demo/:token: the person's demo behind the private link of their emails, to reschedule or cancel it, in the
 * language they booked in (the header, footer and demo dialog too); until the meeting is known, or when it cannot be,
 * in the language the link names, else English.
 */
export function DemoMeetingPage() {
  const token = useParams().token ?? "";
  const { state, set } = useManagedMeeting(token);
  const named = useNamedMeetingLanguage();
  const language = state.status === "loaded" ? state.language : named;
  const texts = language?.texts ?? DEMO_MEETING_TEXTS_EN;
  useDocumentLanguage(language && { tag: language.tag, title: language.texts.title });
  useLanguageFromData(language?.catalogue);
  const pageCatalogue = useCatalogue();
  return (
    <CatalogueProvider value={language?.catalogue ?? pageCatalogue}>
      <OptimaiteLayout languages={false}>
        <div className="mx-auto max-w-2xl px-4 py-10 md:py-14">
          <h1 className="mb-4 text-3xl font-extrabold tracking-tight">{texts.heading}</h1>
          {state.status === "loading" && (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              {texts.loading}
            </p>
          )}
          {state.status === "failed" && (
            <div className="space-y-6">
              <p className="flex items-center gap-2 text-lg">
                <CalendarX2 className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
                {failureMessage(state.error, texts)}
              </p>
              <DemoButton />
            </div>
          )}
          {state.status === "loaded" && (
            <LoadedMeeting token={token} meeting={state.meeting} language={state.language} onChanged={set} />
          )}
        </div>
      </OptimaiteLayout>
    </CatalogueProvider>
  );
}

function LoadedMeeting({
  token,
  meeting,
  language,
  onChanged,
}: {
  token: string;
  meeting: ManagedMeeting;
  language: MeetingLanguage;
  onChanged: (meeting: ManagedMeeting) => void;
}) {
  const { texts } = language;
  const summary = useFocusOnChange(`${meeting.status} ${meeting.start}`);
  return (
    <div className="space-y-8">
      <p ref={summary} tabIndex={-1} className="text-lg focus:outline-none" aria-live="polite">
        {meeting.status === "cancelled" ? texts.cancelledPrefix : ""}
        <strong>{formatMeetingTime(meeting.start, meeting.timeZone, language.locale)}</strong>
      </p>
      {meeting.status !== "cancelled" && <MeetingDetails meeting={meeting} texts={texts} />}
      {meeting.changeable ? (
        <BookedMeeting token={token} language={language} onChanged={onChanged} />
      ) : (
        <div className="space-y-6">
          <p className="text-muted-foreground">
            {meeting.status === "cancelled" ? texts.unchangeable.cancelled : texts.unchangeable.past}
          </p>
          <DemoButton>{texts.bookAgain}</DemoButton>
        </div>
      )}
    </div>
  );
}

/** How long the meeting lasts (its invite's end) and where it happens, as the emails say it. */
function MeetingDetails({ meeting, texts }: { meeting: ManagedMeeting; texts: DemoMeetingTexts }) {
  const { place } = meeting;
  return (
    <ul className="space-y-1 text-muted-foreground">
      <li>{fillMessage(texts.length, { minutes: meetingMinutes(meeting.start, meeting.end) })}</li>
      {place?.kind === "video" && (
        <li>
          {texts.place.video}
          <a href={place.uri} className="break-all font-medium text-primary underline" rel="noopener noreferrer">
            {place.text}
          </a>
        </li>
      )}
      {place?.kind === "phone" && <li>{fillMessage(texts.place.phone, { number: place.text })}</li>}
    </ul>
  );
}

/**
 * Moved or cancelled, the meeting's summary takes the focus: the button that was pressed is disabled or gone, and the
 * focus would fall to <body>.
 */
function useFocusOnChange(key: string) {
  const element = useRef<HTMLParagraphElement>(null);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    element.current?.focus();
  }, [key]);
  return element;
}
