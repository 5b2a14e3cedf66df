import { formatMeetingTime } from "@shared/demo-slots/meeting-time";
import { LANGUAGE_NAMES, type Locale } from "@shared/i18n/locales";
import type { AdminMeeting, AdminMeetings } from "@shared/schemas/demo-slots";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { formatRoi } from "../shared/admin-format";
import { AdminTable, headersOf } from "../shared/admin-table";
import { demoCalendarUrl, listMeetings, markMeetingOutcome } from "./demos-api";

const STATUS_LABELS: Record<AdminMeeting["status"], string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  done: "Done",
  no_show: "No-show",
};

/** "2026-11-30" of now in the team's zone: the day the export offers first. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

const HEADERS = headersOf(["When", "Who", "ROI", "Status", "Outcome"], "p-2");

/** The demos tab's meetings: upcoming first in the team's time zone (and the person's), their ROI, the outcome. */
export function DemoMeetingsPanel({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [data, setData] = useState<AdminMeetings | null>(null);
  const [day, setDay] = useState("");
  const load = useCallback(() => {
    listMeetings()
      .then((answer) => {
        setData(answer);
        setDay((current) => current || todayIn(answer.teamTimeZone));
      })
      .catch((error: Error) => notifyError("Could not load the meetings", error.message));
  }, []);
  useEffect(() => load(), [load]);

  const mark = async (meeting: AdminMeeting, outcome: "done" | "no_show") => {
    try {
      await markMeetingOutcome(meeting.id, outcome);
      notify("Meeting updated", `${meeting.name}: ${STATUS_LABELS[outcome]}`);
      load();
      onChanged();
    } catch (error) {
      notifyError("Could not update the meeting", (error as Error).message);
    }
  };

  if (!data) return <p role="status">Loading meetings…</p>;
  const now = Date.now();
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 space-y-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Meetings ({data.teamTimeZone.replaceAll("_", " ")} time)
        </h2>
        <div className="flex items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-day`}>Day to export</Label>
            <Input id={`${id}-day`} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          </div>
          <a
            className="inline-flex h-10 items-center rounded-md border px-3 text-sm font-semibold hover:bg-muted"
            href={demoCalendarUrl(day)}
            download={`demos-${day}.ics`}
          >
            Export .ics
          </a>
        </div>
      </div>
      {data.meetings.length === 0 ? (
        <p className="text-sm text-muted-foreground">No meeting booked yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <AdminTable headers={HEADERS} headRowClassName="border-b">
            {data.meetings.map((meeting) => (
              <tr key={meeting.id} className="border-b align-top">
                <td className="p-2">
                  <div className="font-medium">{formatMeetingTime(meeting.start, data.teamTimeZone)}</div>
                  {meeting.personTimeZone !== data.teamTimeZone && (
                    <div className="text-muted-foreground">
                      Their time: {formatMeetingTime(meeting.start, meeting.personTimeZone)}
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
                    Language: {LANGUAGE_NAMES[meeting.locale as Locale] ?? meeting.locale}
                  </div>
                </td>
                <td className="p-2">{formatRoi(meeting.estimatedROI)}</td>
                <td className="p-2">
                  {STATUS_LABELS[meeting.status]}
                  {meeting.status === "booked" && new Date(meeting.start).getTime() > now ? " (upcoming)" : ""}
                </td>
                <td className="p-2">
                  {meeting.status !== "cancelled" && (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={meeting.status === "done"}
                        onClick={() => mark(meeting, "done")}
                        aria-label={`Mark the demo with ${meeting.name} done`}
                      >
                        Done
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={meeting.status === "no_show"}
                        onClick={() => mark(meeting, "no_show")}
                        aria-label={`Mark ${meeting.name} as a no-show`}
                      >
                        No-show
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
