import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { linesNamed, strictIcsLines } from "../testing/ics-grammar";
import { calendarIcs, type Invite, inviteIcs } from "./invite";

const invite = (overrides: Partial<Invite> = {}): Invite => ({
  uid: "meeting-1@optimaite",
  sequence: 2,
  start: new Date("2026-12-01T15:00:00Z"),
  end: new Date("2026-12-01T15:30:00Z"),
  method: "REQUEST",
  title: "OptimAIte demo",
  description: "See you then.",
  organizer: { name: "OptimAIte", email: "team@optimaite.test" },
  attendee: { name: "Ada Lovelace", email: "ada@clinic.example" },
  url: "http://localhost:3000/demo/abc",
  ...overrides,
});

/** The attendees as ical.js reads them: address, CN and ROLE. */
function icalAttendees(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
  return (vevent?.getAllProperties("attendee") ?? []).map((attendee) => ({
    address: String(attendee.getFirstValue()).toLowerCase(),
    cn: attendee.getParameter("cn"),
    role: attendee.getParameter("role"),
  }));
}

/** The attendees as the strict grammar reader reads them. */
function strictAttendees(ics: string) {
  return linesNamed(strictIcsLines(ics), "ATTENDEE").map((line) => ({
    address: line.value.toLowerCase(),
    cn: line.params.CN?.[0],
    role: line.params.ROLE?.[0],
    params: Object.keys(line.params).sort(),
  }));
}

const HOSTILE_NAMES = [
  'Bob":mailto:attacker@evil.test;X="',
  'x";ROLE=CHAIR;X-A="b',
  "Eve^n;CN=Mallory:mailto:eve@evil.test",
  'a"b"c,d;e:f',
];

/** Issue 40, items 2 and 6, and issue 43's iCalendar items: what visitor text can do to an invite. */
describe("the demo invite's iCalendar text", () => {
  it.each(HOSTILE_NAMES)("keeps the attendee's address and role whatever the name: %s", (name) => {
    const ics = inviteIcs(invite({ attendee: { name, email: "bob@example.com" } }));
    expect(icalAttendees(ics)).toEqual([{ address: "mailto:bob@example.com", cn: name, role: "REQ-PARTICIPANT" }]);
    expect(strictAttendees(ics)).toEqual([
      {
        address: "mailto:bob@example.com",
        cn: name,
        role: "REQ-PARTICIPANT",
        params: ["CN", "PARTSTAT", "ROLE", "RSVP"],
      },
    ]);
  });

  it("writes ROLE, PARTSTAT and RSVP as bare tokens, never quoted (RFC 5545 §3.2)", () => {
    const ics = inviteIcs(invite());
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^ATTENDEE;.*ROLE=REQ-PARTICIPANT[;:]/m);
    expect(unfolded).toMatch(/^ATTENDEE;.*PARTSTAT=ACCEPTED[;:]/m);
    expect(unfolded).not.toMatch(/ROLE="|PARTSTAT="|RSVP="/);
  });

  it("names the product in the -//Organisation//Product//Language form", () => {
    const [prodid] = linesNamed(strictIcsLines(inviteIcs(invite())), "PRODID");
    expect(prodid?.value).toMatch(/^-\/\/[^/]+\/\/[^/]+\/\/[A-Z]{2}$/);
  });

  it("keeps a lone CR, a vertical tab and other controls out of every value, and escapes TEXT", () => {
    const description = "line one\rline two\u000Bthree\u0000;four,five\\six\r\nseven\u2028eight";
    const ics = inviteIcs(invite({ description, title: "Demo\u000B with\rEve" }));
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\p{Cc}/u);
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("description")).toBe("line one\nline twothree;four,five\\six\nseveneight");
    expect(vevent?.getFirstPropertyValue("summary")).toBe("Demo with\nEve");
    expect(linesNamed(strictIcsLines(ics), "DESCRIPTION")).toHaveLength(1);
  });

  it.each([
    ["CJK notes", "会議の前に確認したいことがあります。".repeat(12)],
    ["accented notes", "Réunion prévue, ë à l'hôtel ".repeat(10)],
    ["emoji", "👩🏽‍⚕️ clinic 🦷".repeat(20)],
  ])("folds lines at 75 octets without splitting a UTF-8 sequence (%s)", (_label, text) => {
    const ics = inviteIcs(invite({ description: text, attendee: { name: text.slice(0, 80), email: "a@b.example" } }));
    // The strict reader refuses a physical line over 75 octets or one that is not valid UTF-8 by itself.
    const lines = strictIcsLines(ics);
    expect(linesNamed(lines, "DESCRIPTION")[0]?.value).toBe(text.replace(/,/g, "\\,"));
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("description")).toBe(text);
  });
});

describe("the admin's day export (METHOD:PUBLISH)", () => {
  const day = () =>
    calendarIcs([
      invite({ attendee: { name: 'x";ROLE=CHAIR;X-A="b', email: "x@example.com" } }),
      invite({ uid: "meeting-2@optimaite", description: "会議".repeat(60) }),
    ]);

  it("carries no ATTENDEE line (RFC 5546 §3.2.1) and keeps the organizer", () => {
    const lines = strictIcsLines(day());
    expect(linesNamed(lines, "METHOD")[0]?.value).toBe("PUBLISH");
    expect(linesNamed(lines, "ATTENDEE")).toEqual([]);
    expect(linesNamed(lines, "ORGANIZER")).toHaveLength(2);
    expect(linesNamed(lines, "VEVENT")).toEqual([]);
    expect(linesNamed(lines, "BEGIN").filter((line) => line.value === "VEVENT")).toHaveLength(2);
  });

  it("is read back by ical.js with both meetings", () => {
    const calendar = new ICAL.Component(ICAL.parse(day()));
    expect(calendar.getAllSubcomponents("vevent").map((event) => event.getFirstPropertyValue("uid"))).toEqual([
      "meeting-1@optimaite",
      "meeting-2@optimaite",
    ]);
  });
});
