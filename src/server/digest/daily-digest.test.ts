import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditRequests, contactForm, emailOutbox, premiumOrders, scheduledJobRuns } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { sendDailyDigestIfDue, sendDigestNow } from "./daily-digest";

// Monday 23 November 2026: 06:30, 07:30 and 10:32 in Zurich (CET, UTC+1).
const BEFORE_HOUR = new Date("2026-11-23T05:30:00Z");
const AFTER_HOUR = new Date("2026-11-23T06:30:00Z");
const MID_MORNING = new Date("2026-11-23T09:32:00Z");

describe.each(databaseTargets())("daily digest on %s", (target) => {
  let t: TestApp;
  const env = (more: Record<string, unknown> = {}) => ({
    ...t.runtime.env,
    TEAM_EMAIL: "team@example.com",
    DIGEST_HOUR: 7,
    SITE_URL: "https://swisshack.example",
    ...more,
  });
  const queued = () => t.runtime.database.db.select().from(emailOutbox);
  const { consent: _consent, ...answers } = validAuditRequest;

  beforeAll(async () => {
    t = await createTestApp(target, {});
  });
  beforeEach(async () => {
    const { db } = t.runtime.database;
    await db.delete(contactForm);
    await db.delete(auditRequests);
    await db.delete(emailOutbox);
    await db.delete(scheduledJobRuns);
    await db.delete(premiumOrders);
  });
  afterAll(() => t.close());

  const seed = async () => {
    const { db } = t.runtime.database;
    const [ada] = await db
      .insert(contactForm)
      .values([
        {
          name: "Ada",
          email: "ada@example.com",
          project: "p",
          // Sunday 22 November, 23:30 in Zurich: yesterday for Monday's digest, though UTC says 22:30 the same day.
          createdAt: new Date("2026-11-22T22:30:00Z"),
          firstTouch: { utm_source: "newsletter", utm_campaign: "nov" },
        },
        { name: "Old", email: "old@example.com", project: "p", createdAt: new Date("2026-11-20T10:00:00Z") },
        {
          name: "Bob",
          email: "bob@example.com",
          project: "p",
          createdAt: new Date("2026-11-01T10:00:00Z"),
          pipelineStatus: "contacted",
          ownerNote: "Send the offer",
          followUpOn: "2026-11-21",
        },
        // Monday 23 November, 08:05 in Zurich: today's.
        { name: "Cleo <b>", email: "cleo@example.com", project: "p", createdAt: new Date("2026-11-23T07:05:00Z") },
      ])
      .returning({ id: contactForm.id });
    const [late] = await db
      .insert(auditRequests)
      // Saturday 21 November, 09:00 in Zurich: its report was due Monday 23 November at 09:00.
      .values({
        ...answers,
        firstName: "Lea",
        lastName: "Late",
        email: "lea@example.com",
        consentAt: new Date(),
        createdAt: new Date("2026-11-21T08:00:00Z"),
      })
      .returning({ id: auditRequests.id });
    return { adaId: ada?.id as string, lateId: late?.id as string };
  };

  it("says nothing when there is nothing to act on", async () => {
    expect(await sendDailyDigestIfDue(t.runtime.database.db, env(), AFTER_HOUR)).toBe(false);
    expect(await queued()).toHaveLength(0);
  });

  it("sends yesterday's Zurich day in French by default, once, after DIGEST_HOUR, each lead linked to its row", async () => {
    const { db } = t.runtime.database;
    const { adaId } = await seed();
    expect(await sendDailyDigestIfDue(db, env(), BEFORE_HOUR)).toBe(false);
    expect(await sendDailyDigestIfDue(db, env(), AFTER_HOUR)).toBe(true);
    expect(await sendDailyDigestIfDue(db, env(), new Date(AFTER_HOUR.getTime() + 3_600_000))).toBe(false);

    const [email] = await queued();
    expect(email?.to).toBe("team@example.com");
    expect(email?.subject).toBe(
      "Résumé quotidien, hier, dimanche 22 novembre : 1 nouveau contact, 1 rapport à rendre, 1 relance",
    );
    const text = email?.text ?? "";
    expect(text).toContain("Résumé quotidien pour hier, dimanche 22 novembre (heure de Zurich)");
    const link = `https://swisshack.example/admin?tab=contacts&id=${adaId}`;
    expect(text).toContain(`- 23:30 · Contact · Ada <ada@example.com> · source : newsletter / nov · ${link}`);
    expect(text).not.toContain("Old <old@example.com>");
    expect(text).not.toContain("Cleo");
    expect(text).toContain("- 2026-11-21 · Contact · Bob <bob@example.com> (contacted): Send the offer");
    expect(text).toContain("SwissHack: Visites 0 → Formulaire d'audit ouvert 0");
    expect(email?.html).toContain(`<a href="${link.replace("&", "&amp;")}"`);
  });

  it("lists the 48-hour reports overdue and due today, as the admin shows them", async () => {
    const { lateId } = await seed();
    await sendDailyDigestIfDue(t.runtime.database.db, env(), AFTER_HOUR);
    const [email] = await queued();
    expect(email?.text).toContain("Rapports 48 h à rendre aujourd'hui ou en retard (1) :");
    expect(email?.text).toContain(
      `- Lea Late <lea@example.com> · 1 h restante (à rendre le lundi 23 novembre 09:00) · https://swisshack.example/admin?tab=audits&id=${lateId}`,
    );
  });

  it("'send now' in the morning sends today's leads so far, not yesterday's, and says so, in English when asked", async () => {
    await seed();
    const sent = await sendDigestNow(t.runtime.database.db, env(), "boss@example.com", "en", MID_MORNING);
    expect(sent).toEqual({ day: "2026-11-23", until: MID_MORNING, covers: "today, Monday 23 November until 10:32" });
    const [email] = await queued();
    expect(email).toMatchObject({
      to: "boss@example.com",
      subject: "Daily digest, today, Monday 23 November until 10:32: 1 new lead, 1 report due, 1 follow-up due",
    });
    expect(email?.text).toContain("- 08:05 · Contact · Cleo <b> <cleo@example.com>");
    expect(email?.text).not.toContain("Ada <ada@example.com>");
    expect(email?.text).toContain("overdue by 1 h");
    // What a visitor typed is text, never markup.
    expect(email?.html).toContain("Cleo &lt;b&gt;");
    expect(email?.html).not.toContain("Cleo <b>");
  });

  it("'send now' sends even with nothing to say", async () => {
    await sendDigestNow(t.runtime.database.db, env(), "boss@example.com", "fr", MID_MORNING);
    const [email] = await queued();
    expect(email?.subject).toBe(
      "Résumé quotidien, aujourd'hui, lundi 23 novembre jusqu'à 10:32 : 0 nouveau contact, 0 rapport à rendre, 0 relance",
    );
  });

  it("the scheduled digest is in DIGEST_LANGUAGE, else in TEAM_LANGUAGE", async () => {
    await seed();
    const { db } = t.runtime.database;
    await sendDailyDigestIfDue(db, env({ DIGEST_LANGUAGE: "en", TEAM_LANGUAGE: "fr" }), AFTER_HOUR);
    await db.delete(scheduledJobRuns);
    await sendDailyDigestIfDue(db, env({ DIGEST_LANGUAGE: undefined, TEAM_LANGUAGE: "en" }), AFTER_HOUR);
    await db.delete(scheduledJobRuns);
    await sendDailyDigestIfDue(db, env({ DIGEST_LANGUAGE: undefined, TEAM_LANGUAGE: "fr" }), AFTER_HOUR);
    const subjects = (await queued()).map((email) => email.subject.split(":")[0]);
    expect(subjects).toEqual([
      "Daily digest, yesterday, Sunday 22 November",
      "Daily digest, yesterday, Sunday 22 November",
      "Résumé quotidien, hier, dimanche 22 novembre ",
    ]);
  });

  it("counts the Premium orders paid yesterday and the reports due by tomorrow, overdue ones said so (issue 57)", async () => {
    const { db } = t.runtime.database;
    const order = (name: string, values: Partial<typeof premiumOrders.$inferInsert>) => ({
      name,
      email: `${name.toLowerCase()}@example.ch`,
      locale: "fr",
      amountCentimes: 59_000,
      vatRateBasisPoints: 810,
      termsAcceptedAt: new Date("2026-11-01T10:00:00Z"),
      status: "paid" as const,
      ...values,
    });
    const [yesterday, dueToday, late] = await db
      .insert(premiumOrders)
      .values([
        // Sunday 22 November, 15:00 in Zurich: paid yesterday, its report due Monday 30 November.
        order("Yara", { receiptNumber: 7, paidAt: new Date("2026-11-22T14:00:00Z"), reportDueOn: "2026-11-30" }),
        order("Dora", { receiptNumber: 3, paidAt: new Date("2026-11-16T09:00:00Z"), reportDueOn: "2026-11-23" }),
        order("Lars", { receiptNumber: 2, paidAt: new Date("2026-11-13T09:00:00Z"), reportDueOn: "2026-11-20" }),
        // Refunded: nothing to deliver. Paid this morning: today's, not yesterday's. Pending: not paid.
        order("Rita", { status: "refunded", paidAt: new Date("2026-11-13T09:00:00Z"), reportDueOn: "2026-11-20" }),
        order("Tom", { receiptNumber: 9, paidAt: new Date("2026-11-23T06:00:00Z"), reportDueOn: "2026-11-30" }),
        order("Pia", { status: "pending" }),
        // Overdue, but its report is delivered: no longer due.
        order("Vera", {
          receiptNumber: 1,
          paidAt: new Date("2026-11-12T09:00:00Z"),
          reportDueOn: "2026-11-19",
          reportDeliveredAt: new Date("2026-11-18T16:00:00Z"),
          reportDeliveredBy: "owner@example.com",
        }),
      ])
      .returning({ id: premiumOrders.id });
    expect(await sendDailyDigestIfDue(db, env(), AFTER_HOUR)).toBe(true);
    const [email] = await queued();
    expect(email?.subject).toBe(
      "Résumé quotidien, hier, dimanche 22 novembre : 0 nouveau contact, 0 rapport à rendre, 0 relance, Premium : 1 commande payée, 2 rapports à rendre",
    );
    const link = (id: string | undefined) => `https://swisshack.example/admin?tab=premium&id=${id}`;
    expect(email?.text).toContain(
      [
        "Commandes Premium payées (1) :",
        `- 15:00 · Yara <yara@example.ch> · reçu n° 7 · rapport à rendre le lundi 30 novembre · ${link(yesterday?.id)}`,
        "",
        "Rapports Premium à rendre d'ici demain (2) :",
        `- Lars <lars@example.ch> · reçu n° 2 · rapport à rendre le vendredi 20 novembre (en retard) · ${link(late?.id)}`,
        `- Dora <dora@example.ch> · reçu n° 3 · rapport à rendre le lundi 23 novembre · ${link(dueToday?.id)}`,
      ].join("\n"),
    );
    expect(email?.text).not.toMatch(/Rita|Tom|Pia|Vera/);
    expect(email?.html).toContain(`<a href="${link(late?.id).replace("&", "&amp;")}"`);
  });
});
