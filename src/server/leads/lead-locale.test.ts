import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactForm, demoBookings, demoMeetings, emailOutbox } from "../db/schema";
import { queueDueReminders } from "../demo-slots/reminders";
import { forgetOpenSlots } from "../demo-slots/slot-list-cache";
import { openSlots } from "../testing/demo-data";
import type { ParsedEmail } from "../testing/eml";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

const lead = {
  name: "Dre Julie Tremblay",
  email: "julie@clinique.example",
  company: "Clinique Tremblay",
  project: "Nous manquons des appels pendant les soins.",
};
const roi = { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 };
const HOUR = 3_600_000;

/** The invite's SUMMARY and DESCRIPTION, read back by ical.js. */
function inviteText(email: ParsedEmail | undefined) {
  const attachment = email?.mail.attachments.find((a) => a.filename?.endsWith(".ics"));
  if (!attachment) throw new Error(`No invite attached to ${email?.subject}`);
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(attachment.content.toString("utf8"))).getFirstSubcomponent("vevent") ?? undefined,
  );
  return { summary: event.summary, description: event.description };
}

describe("OptimAIte leads in Quebec French (issue 31)", () => {
  let t: TestApp;
  let ip = 0;
  const post = (path: string, body: unknown) =>
    t.postJson(path, body, { "x-forwarded-for": `203.0.113.${(++ip % 250) + 1}` });
  const firstSlot = async () => {
    const slots = await openSlots(t, "America/Toronto");
    const start = slots.days
      .flatMap((day) => day.slots)
      .find((s) => new Date(s.start).getTime() > Date.now() + 48 * HOUR)?.start;
    if (!start) throw new Error("no slot offered");
    return start;
  };
  const person = async () => (await t.sentEmails()).filter((e) => e.to === lead.email);
  const team = async () => (await t.sentEmails()).filter((e) => e.to === "team@optimaite.test");

  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true", TEAM_EMAIL: "team@optimaite.test" });
  });
  beforeEach(async () => {
    const { db } = t.runtime.database;
    t.resetRateLimits();
    await db.delete(demoMeetings);
    await db.delete(demoBookings);
    await db.delete(contactForm);
    forgetOpenSlots(db);
    await db.delete(emailOutbox);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("a French contact lead is stored in fr, confirmed in French; the team reads Langue : Français", async () => {
    expect((await post("/api/submit-contact-form", { ...lead, locale: "fr-CA" })).status).toBe(201);
    const [row] = await t.runtime.database.db.select().from(contactForm);
    expect(row?.locale).toBe("fr");
    const [mine] = await person();
    expect(mine?.subject).toBe("Nous avons bien reçu votre message");
    expect(mine?.text).toBe(
      "Bonjour Julie,\n\nMerci d'avoir écrit à OptimAIte. Nous vous répondrons d'ici 24 heures.\n\nL'équipe OptimAIte",
    );
    expect(mine?.html).toContain('<html lang="fr-CA">');
    const [notification] = await team();
    expect(notification?.subject).toBe("Nouveau message de contact");
    expect(notification?.text).toContain("Langue\u00a0: Français\n");
  });

  it("a French demo request without a slot: French confirmation with the estimate in dollars written the Quebec way", async () => {
    expect((await post("/api/submit-demo-booking", { ...lead, estimatedROI: roi, locale: "fr" })).status).toBe(201);
    const [mine] = await person();
    expect(mine?.subject).toBe("Votre demande de démo OptimAIte");
    expect(mine?.text).toContain("Nous communiquerons avec vous d'ici 24 heures");
    expect(mine?.text).toContain("21\u00a0955\u00a0$\u00a0US par mois, 263\u00a0460\u00a0$\u00a0US par année.");
    expect((await team())[0]?.text).toContain("Langue\u00a0: Français");
  });

  it("a language OptimAIte does not speak (it) falls back to English: stored en, SPEC's English email", async () => {
    expect((await post("/api/submit-contact-form", { ...lead, locale: "it" })).status).toBe(201);
    expect((await t.runtime.database.db.select().from(contactForm))[0]?.locale).toBe("en");
    const [mine] = await person();
    expect(mine?.subject).toBe("We received your message");
    expect(mine?.html).toContain('<html lang="en">');
    expect((await team())[0]?.text).toContain("Langue\u00a0: English");
  });

  it("a French booking with a slot: French emails and .ics, dates in fr-CA in the person's zone, the same for a move, the reminder and a cancellation", async () => {
    const start = await firstSlot();
    const res = await post("/api/submit-demo-booking", {
      ...lead,
      estimatedROI: roi,
      locale: "fr",
      slot: { start, timeZone: "America/Toronto" },
    });
    expect(res.status).toBe(201);
    const [meeting] = await t.runtime.database.db.select().from(demoMeetings);
    expect(meeting?.locale).toBe("fr");
    const when = new Intl.DateTimeFormat("fr-CA", { weekday: "long", timeZone: "America/Toronto" }).format(
      new Date(start),
    );

    const [booked] = await person();
    expect(booked?.subject).toMatch(
      new RegExp(`^Votre démo OptimAIte\u00a0: ${when} \\d+ \\S+ 20\\d\\d à \\d+ h \\d\\d \\(heure de l'Est\\)$`),
    );
    expect(booked?.text).toMatch(/^Bonjour Julie,\n\nVotre démo gratuite d'OptimAIte est confirmée pour le /);
    expect(booked?.text).toContain("Pour déplacer ou annuler votre démo\u00a0: http://localhost:3000/demo/");
    // The private page speaks French from its first words, before the meeting is loaded or when it cannot be.
    expect(booked?.links.filter((l) => l.includes("/demo/")).every((l) => l.endsWith("?lang=fr"))).toBe(true);
    expect(booked?.links.some((l) => l.includes("/demo/"))).toBe(true);
    expect(booked?.text).toContain("Nous en parlerons pendant la démo.");
    expect(booked?.text).toMatch(/L'équipe OptimAIte$/);
    expect(booked?.html).toContain('<html lang="fr-CA">');
    const invite = inviteText(booked);
    expect(invite.summary).toBe("Démo OptimAIte");
    expect(invite.description).toMatch(/^Votre démo gratuite d'OptimAIte.*\nPour la déplacer ou l'annuler\u00a0: http/);

    const [notification] = await team();
    expect(notification?.subject).toBe("Nouvelle réservation de démo");
    expect(notification?.text).toContain("Langue\u00a0: Français");
    expect(inviteText(notification).summary).toBe("Démo OptimAIte avec Dre Julie Tremblay");
    expect(inviteText(notification).description).toContain("Langue\u00a0: Français");

    // The 24-hour reminder.
    await t.clearEmails();
    expect(
      await queueDueReminders(t.runtime.database.db, t.runtime, new Date(new Date(start).getTime() - 24 * HOUR)),
    ).toBe(1);
    const [reminder] = await person();
    expect(reminder?.subject).toMatch(/^Rappel\u00a0: votre démo OptimAIte, /);
    expect(reminder?.text).toContain("Petit rappel\u00a0: votre démo gratuite d'OptimAIte a lieu le ");

    // The private page speaks French too; a move, then a cancellation, from it.
    const token = new URL(booked?.links.find((l) => l.includes("/demo/")) ?? "").pathname.split("/").at(-1);
    expect(await (await t.app.request(`/api/demo-meetings/${token}`)).json()).toMatchObject({ locale: "fr" });
    const slots = await openSlots(t, "America/Toronto");
    const next = slots.days.flatMap((day) => day.slots).find((s) => s.start > start)?.start;
    await t.clearEmails();
    const moved = await t.app.request(`/api/demo-meetings/${token}/reschedule`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ start: next, timeZone: "America/Toronto" }),
    });
    expect(moved.status).toBe(200);
    const [movedEmail] = await person();
    expect(movedEmail?.subject).toMatch(/^Votre démo OptimAIte est déplacée au /);
    expect(movedEmail?.text).toContain("L'invitation mise à jour est en pièce jointe.");
    expect(inviteText(movedEmail).summary).toBe("Démo OptimAIte");
    expect((await team())[0]?.text).toContain("Langue\u00a0: Français");

    await t.clearEmails();
    const cancelled = await t.app.request(`/api/demo-meetings/${token}/cancel`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(cancelled.status).toBe(200);
    const [cancelEmail] = await person();
    expect(cancelEmail?.subject).toBe("Votre démo OptimAIte est annulée");
    expect(cancelEmail?.text).toContain("Réservez un autre moment quand cela vous conviendra");
    expect(inviteText(cancelEmail).summary).toBe("Démo OptimAIte");
  });

  it("the admin API returns each lead's language, and the CSV export names it", async () => {
    await post("/api/submit-contact-form", { ...lead, locale: "fr" });
    await post("/api/submit-demo-booking", { ...lead, email: "ann@practice.example" });
    await post("/api/newsletter", { email: "anna@example.ch", locale: "de" });
    const admin = await signedInCookie(t, "owner@example.com", "admin");
    const rows = async (tab: string) =>
      (
        (await (await t.app.request(`/api/admin/records/${tab}`, { headers: { cookie: admin } })).json()) as {
          rows: { locale: string }[];
        }
      ).rows.map((row) => row.locale);
    expect(await rows("contacts")).toEqual(["fr"]);
    expect(await rows("demos")).toEqual(["en"]);
    expect(await rows("newsletter")).toEqual(["de"]);
    const csv = await (
      await t.app.request("/api/admin/records/contacts/export", { headers: { cookie: admin } })
    ).text();
    expect(csv.split("\n")[0]).toContain("Language");
    expect(csv).toContain("Français");
  });
});
