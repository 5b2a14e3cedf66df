import type { UnansweredQuestionsResponse } from "@shared/schemas/chat-questions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredData } from "../privacy/retention";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { recordUnansweredQuestion } from "./unanswered-store";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())("the questions the assistant could not answer, on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const list = async (cookie = admin) =>
    t.app.request("/api/admin/chat/unanswered", { headers: { cookie, origin: "http://localhost:3000" } });

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signedInCookie(t, "owner@example.com", "admin");
    const db = t.runtime.database.db;
    const now = Date.now();
    const ask = (question: string, locale: string, daysAgo: number, site: "swisshack" | "optimaite" = "swisshack") =>
      recordUnansweredQuestion(db, { site, locale, question }, new Date(now - daysAgo * DAY_MS));
    await ask("Faites-vous la déclaration d'impôts ?", "fr", 3);
    await ask("faites vous la declaration d'impots", "fr", 1);
    await ask("Faites-vous la déclaration d'impôts? Appelez-moi au 079 123 45 67", "fr", 2);
    await ask("Machen Sie auch die Steuererklärung?", "de", 5);
    await ask("Do you integrate with Jane App?", "en", 0, "optimaite");
    await ask("Une question d'il y a quatre mois", "fr", 120);
  });
  afterAll(() => t.close());

  it("are listed for the admin grouped by their wording, the most asked first, for the last 90 days", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const body = (await res.json()) as UnansweredQuestionsResponse;
    expect(body.total).toBe(5);
    expect(body.groups.map((group) => [group.site, group.count, group.question])).toEqual([
      ["swisshack", 2, "faites vous la declaration d'impots"],
      ["optimaite", 1, "Do you integrate with Jane App?"],
      ["swisshack", 1, "Faites-vous la déclaration d'impôts? Appelez-moi au [phone]"],
      ["swisshack", 1, "Machen Sie auch die Steuererklärung?"],
    ]);
    expect(body.groups[0]?.locales).toEqual(["fr"]);
    expect(JSON.stringify(body)).not.toContain("079 123");
  });

  it("are kept 90 days: the retention purge deletes the older ones", async () => {
    const counts = await purgeExpiredData(t.runtime.database.db);
    expect(counts.chat_unanswered_questions).toBe(1);
  });

  it("are the admin's only", async () => {
    expect((await list("")).status).toBe(401);
    const visitor = await signedInCookie(t, "visitor@example.com", "user");
    expect((await list(visitor)).status).toBe(403);
  });
});
