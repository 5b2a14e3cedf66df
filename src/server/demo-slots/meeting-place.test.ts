import { type Availability, DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import type { ManagedMeeting } from "@shared/schemas/demo-slots";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearDemoData, openSlotStarts } from "../testing/demo-data";
import type { ParsedEmail } from "../testing/eml";
import { linesNamed, strictIcsLines } from "../testing/ics-grammar";
import { inviteOf } from "../testing/ics-reader";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { forgetOpenSlots } from "./slot-list-cache";

/** Characters that TEXT values escape (RFC 5545 §3.3.11) and a URI keeps as they are. */
const VIDEO_URL = "https://meet.optimaite.example/demo;room=1,2?pwd=a,b;c";

/** The invite attached to an email: the raw text, and its VEVENT as ical.js reads it. */
function attachedIcs(email: ParsedEmail | undefined) {
  const attachment = email?.mail.attachments.find((a) => a.filename?.endsWith(".ics"));
  const text = attachment?.content.toString("utf8") ?? "";
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
  return { text, location: vevent?.getFirstPropertyValue("location"), url: vevent?.getFirstPropertyValue("url") };
}

/** Issue 43, "the demo is a real meeting": one length, a place, and a way back after a cancellation. */
describe.each(databaseTargets())("the demo's length and place on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const saveAvailability = (availability: unknown) =>
    t.app.request("/api/admin/availability", {
      method: "PUT",
      headers: { cookie: admin, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(availability),
    });
  const book = async (email: string, locale: "en" | "fr" = "en") => {
    t.resetRateLimits();
    const [start] = await openSlotStarts(t, "America/Toronto");
    const res = await t.postJson("/api/submit-demo-booking", {
      name: "Josee Tremblay",
      email,
      project: "Evening calls",
      locale,
      slot: { start, timeZone: "America/Toronto" },
    });
    expect(res.status).toBe(201);
    const emails = await t.sentEmails();
    const mail = emails.find((e) => e.to === email);
    const link = mail?.links.find((l) => l.startsWith(`${TEST_ORIGIN}/demo/`)) ?? "";
    const token = new URL(link).pathname.split("/").at(-1) as string;
    return { start: start as string, mail, team: emails.find((e) => e.to === "team@optimaite.test"), token };
  };

  beforeAll(async () => {
    t = await createTestApp(target, { TEAM_EMAIL: "team@optimaite.test" });
    admin = await signedInCookie(t, "owner@example.com", "admin");
  });
  beforeEach(async () => {
    await clearDemoData(t);
    expect((await saveAvailability(DEFAULT_AVAILABILITY)).status).toBe(200);
    forgetOpenSlots(t.runtime.database.db);
  });
  afterAll(() => t.close());

  it("lasts the length the owner set, in the invite, the emails and the private page", async () => {
    const settings: Availability = {
      ...DEFAULT_AVAILABILITY,
      slotMinutes: 45,
      place: { kind: "video", url: VIDEO_URL },
    };
    expect((await saveAvailability(settings)).status).toBe(200);
    const { start, mail, team, token } = await book("length@example.com");
    const end = new Date(new Date(start).getTime() + 45 * 60_000).toISOString();
    expect(inviteOf(mail)).toMatchObject({ start, end });
    expect(inviteOf(team)).toMatchObject({ start, end });
    expect(mail?.text).toContain("Length: 45 minutes");
    const page = (await (await t.app.request(`/api/demo-meetings/${token}`)).json()) as ManagedMeeting;
    expect(page).toMatchObject({ start, end, place: { kind: "video", text: VIDEO_URL, uri: VIDEO_URL } });
  });

  it("says where the meeting happens: LOCATION and URL in both invites, the link in the emails", async () => {
    expect((await saveAvailability({ ...DEFAULT_AVAILABILITY, place: { kind: "video", url: VIDEO_URL } })).status).toBe(
      200,
    );
    const { mail, team, token } = await book("video@example.com");
    for (const email of [mail, team]) {
      const ics = attachedIcs(email);
      expect(ics).toMatchObject({ location: VIDEO_URL, url: VIDEO_URL });
      const strict = strictIcsLines(ics.text);
      // TEXT escapes , and ; (the grammar reader keeps the escapes); a URI keeps them as they are.
      expect(linesNamed(strict, "LOCATION")[0]?.value).toBe(VIDEO_URL.replaceAll(/[,;]/g, (c) => `\\${c}`));
      expect(linesNamed(strict, "URL").map((line) => line.value)).toEqual([VIDEO_URL]);
    }
    expect(mail?.text).toContain(`Video call: ${VIDEO_URL}`);
    expect(mail?.links).toContain(VIDEO_URL);
    expect(mail?.html).toContain(`href="${VIDEO_URL}"`);
    await t.clearEmails();

    // The reminder and the change say it again.
    expect((await t.postJson(`/api/demo-meetings/${token}/cancel`, {})).status).toBe(200);
    const cancelled = (await t.sentEmails()).find((e) => e.to === "video@example.com");
    expect(attachedIcs(cancelled)).toMatchObject({ location: VIDEO_URL, url: VIDEO_URL });
  });

  it("a phone number: written for people in the email and the page, tel: in the invite", async () => {
    const place = { kind: "phone", phone: "+1 (514) 555-0123" };
    expect((await saveAvailability({ ...DEFAULT_AVAILABILITY, place })).status).toBe(200);
    const { mail, token } = await book("phone@example.com", "fr");
    expect(attachedIcs(mail)).toMatchObject({ location: "+1 514 555 0123", url: "tel:+15145550123" });
    expect(mail?.text).toContain("Par téléphone\u00a0: composez le +1 514 555 0123 à l'heure de la démo.");
    expect(mail?.text).toContain("Durée\u00a0: 30\u00a0minutes");
    const page = (await (await t.app.request(`/api/demo-meetings/${token}`)).json()) as ManagedMeeting;
    expect(page.place).toEqual({ kind: "phone", text: "+1 514 555 0123", uri: "tel:+15145550123" });
  });

  it.each([
    ["an http address", { kind: "video", url: "http://meet.example.com/demo" }],
    ["an address with a password", { kind: "video", url: "https://user:secret@meet.example.com/" }],
    ["an address with a space", { kind: "video", url: "https://meet.example.com/a b" }],
    ["a national number without its country", { kind: "phone", phone: "514 555 0123" }],
    ["a number that cannot exist", { kind: "phone", phone: "+1 111 111 1111" }],
  ])("refuses %s with 400, and keeps the settings", async (_label, place) => {
    expect((await saveAvailability({ ...DEFAULT_AVAILABILITY, place })).status).toBe(400);
    const saved = await (await t.app.request("/api/admin/availability", { headers: { cookie: admin } })).json();
    expect(saved).toEqual(DEFAULT_AVAILABILITY);
  });

  it.each([
    ["en", `${TEST_ORIGIN}/optimaite?demo=open`],
    ["fr", `${TEST_ORIGIN}/fr/optimaite?demo=open`],
  ] as const)("the cancellation email (%s) links to booking again, in the lead's language", async (locale, link) => {
    const { token } = await book(`again.${locale}@example.com`, locale);
    await t.clearEmails();
    expect((await t.postJson(`/api/demo-meetings/${token}/cancel`, {})).status).toBe(200);
    const cancelled = (await t.sentEmails()).find((e) => e.to === `again.${locale}@example.com`);
    expect(cancelled?.links).toContain(link);
    expect(cancelled?.html).toContain(`href="${link}"`);
  });
});
