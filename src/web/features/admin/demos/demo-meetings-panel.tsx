import { formatMeetingTime, genericZoneName } from "@shared/demo-slots/meeting-time";
import { LANGUAGE_NAMES, type Locale } from "@shared/i18n/locales";
import { ADMIN_LANGUAGE_TAGS } from "@shared/schemas/admin-language";
import type { AdminMeeting, AdminMeetings } from "@shared/schemas/demo-slots";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { formatRoi } from "../shared/admin-format";
import { type AdminLanguage, useAdminLanguage } from "../shared/admin-language";
import { AdminTable, headersOf } from "../shared/admin-table";
import { errorText } from "../shared/error-text";
import { demoCalendarUrl, listMeetings, markMeetingOutcome } from "./demos-api";
import { DEMOS_WORDS } from "./demos-words";

/** A meeting's start in a zone: the public emails' English, or Swiss French ("lun. 30 nov., 14:00 UTC+1"). */
const meetingTime = (start: string, timeZone: string, language: AdminLanguage) =>
  language === "en"
    ? formatMeetingTime(start, timeZone)
    : new Intl.DateTimeFormat("fr-CH", {
        weekday: "short",
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }).format(new Date(start));

/** "2026-11-30" of now in the team's zone: the day the export offers first. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

/** The demos tab's meetings: upcoming first in the team's time zone (and the person's), their ROI, the outcome. */
export function DemoMeetingsPanel({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const language = useAdminLanguage();
  const t = DEMOS_WORDS[language];
  const [data, setData] = useState<AdminMeetings | null>(null);
  const [day, setDay] = useState("");
  const load = useCallback(() => {
    listMeetings()
      .then((answer) => {
        setData(answer);
        setDay((current) => current || todayIn(answer.teamTimeZone));
      })
      .catch((error: unknown) => notifyError(t.loadFailed, errorText(error, language)));
  }, [t.loadFailed, language]);
  useEffect(() => load(), [load]);

  const mark = async (meeting: AdminMeeting, outcome: "done" | "no_show") => {
    try {
      await markMeetingOutcome(meeting.id, outcome);
      notify(t.updated, `${meeting.name} · ${t.statuses[outcome]}`);
      load();
      onChanged();
    } catch (error) {
      notifyError(t.notUpdated, errorText(error, language));
    }
  };

  if (!data) return <p role="status">{t.loading}</p>;
  const { headers } = t;
  const now = Date.now();
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 space-y-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t.title(genericZoneName(data.teamTimeZone, ADMIN_LANGUAGE_TAGS[language]))}
        </h2>
        <div className="flex items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-day`}>{t.dayToExport}</Label>
            <Input id={`${id}-day`} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          </div>
          <a
            className="inline-flex h-10 items-center rounded-md border px-3 text-sm font-semibold hover:bg-muted"
            href={demoCalendarUrl(day)}
            download={`demos-${day}.ics`}
          >
            {t.exportIcs}
          </a>
        </div>
      </div>
      {data.meetings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <AdminTable
            headers={headersOf([headers.when, headers.who, headers.roi, headers.status, headers.outcome], "p-2")}
            headRowClassName="border-b"
          >
            {data.meetings.map((meeting) => (
              <tr key={meeting.id} className="border-b align-top">
                <td className="p-2">
                  <div className="font-medium">{meetingTime(meeting.start, data.teamTimeZone, language)}</div>
                  {meeting.personTimeZone !== data.teamTimeZone && (
                    <div className="text-muted-foreground">
                      {t.theirTime} {meetingTime(meeting.start, meeting.personTimeZone, language)}
                    </div>
                  )}
                </td>
                <td className="p-2">
                  <div>{meeting.name}</div>
                  <div className="text-muted-foreground">
                    {meeting.email}
                    {meeting.company ? ` · ${meeting.company}` : ""}
                  </div>
                  <div className="text-muted-foreground">
                    {t.language} {LANGUAGE_NAMES[meeting.locale as Locale] ?? meeting.locale}
                  </div>
                </td>
                <td className="p-2">{formatRoi(meeting.estimatedROI, language)}</td>
                <td className="p-2">
                  {t.statuses[meeting.status]}
                  {meeting.status === "booked" && new Date(meeting.start).getTime() > now ? t.upcoming : ""}
                </td>
                <td className="p-2">
                  {meeting.status !== "cancelled" && (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={meeting.status === "done"}
                        onClick={() => mark(meeting, "done")}
                        aria-label={t.markDone(meeting.name)}
                      >
                        {t.statuses.done}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={meeting.status === "no_show"}
                        onClick={() => mark(meeting, "no_show")}
                        aria-label={t.markNoShow(meeting.name)}
                      >
                        {t.statuses.no_show}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </section>
  );
}
