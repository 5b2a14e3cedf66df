import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearDemoData, openSlotStarts } from "../testing/demo-data";
import type { ParsedEmail } from "../testing/eml";
import { linesNamed, strictIcsLines } from "../testing/ics-grammar";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";

// The dotted "evil.test" of the pentest's name is refused by the name filter (item 11): this one passes it.
const ATTACKER_NAME = 'Bob":mailto:attacker@evil;ROLE=CHAIR;X="';
const NOTES = "会議の前に確認したいことがあります。".repeat(8);

const icsOf = (email: ParsedEmail | undefined) => {
  const attachment = email?.mail.attachments.find((a) => a.filename?.endsWith(".ics"));
  if (!attachment) throw new Error(`No invite attached to ${email?.subject ?? "a missing email"}`);
  return attachment.content;
};

/** Every attendee address, read by ical.js and by the strict grammar reader. */
function attendeeAddresses(ics: Buffer | string) {
  const text = ics.toString();
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  return {
    icalJs: vevents.flatMap((v) => v.getAllProperties("attendee").map((p) => String(p.getFirstValue()))),
    strict: linesNamed(strictIcsLines(ics), "ATTENDEE").map((line) => line.value),
  };
}

/** Issue 40, items 2 and 6, end to end: a booking's invites and the admin's export. */
describe("a demo booked with a hostile name and CJK notes", () => {
  let t: TestApp;
  let admin = "";
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true", TEAM_EMAIL: "team@optimaite.test" });
    admin = await signedInCookie(t, "owner@example.com", "admin");
    await clearDemoData(t);
  });
  afterAll(() => t.close());

  it("sends the person and the team invites that name only the person's address, folded by octets", async () => {
    const [start] = await openSlotStarts(t);
    const res = await t.postJson(
      "/api/submit-demo-booking",
      { name: ATTACKER_NAME, email: "bob@example.com", project: NOTES, slot: { start, timeZone: "Asia/Tokyo" } },
      { "x-forwarded-for": "198.51.100.77" },
    );
    expect(res.status).toBe(201);
    const emails = await t.sentEmails();
    for (const to of ["bob@example.com", "team@optimaite.test"]) {
      const ics = icsOf(emails.find((email) => email.to === to));
      expect(attendeeAddresses(ics), to).toEqual({
        icalJs: ["mailto:bob@example.com"],
        strict: ["mailto:bob@example.com"],
      });
      const [attendee] = linesNamed(strictIcsLines(ics), "ATTENDEE");
      expect(attendee?.params.CN).toEqual([ATTACKER_NAME]);
      expect(attendee?.params.ROLE).toEqual(["REQ-PARTICIPANT"]);
    }
    const team = icsOf(emails.find((email) => email.to === "team@optimaite.test")).toString();
    const vevent = new ICAL.Component(ICAL.parse(team)).getFirstSubcomponent("vevent");
    expect(String(vevent?.getFirstPropertyValue("description"))).toContain(`Notes\u00a0: ${NOTES}`);

    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(start as string));
    const exported = await t.app.request(`/api/admin/demo-calendar?day=${day}`, { headers: { cookie: admin } });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    expect(attendeeAddresses(text)).toEqual({ icalJs: [], strict: [] });
    expect(text).not.toContain("attacker@evil;");
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent")).toHaveLength(1);
  });
});
