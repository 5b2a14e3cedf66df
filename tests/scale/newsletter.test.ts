import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../../scripts/lib/server-process";
import { type Database, openDatabase } from "../../src/server/db/client";
import { newsletterCampaigns, user } from "../../src/server/db/schema";
import { SAMPLE_BODY, seedSubscribers } from "../../src/server/testing/newsletter-subscribers";
import { createScratchPostgres } from "../../src/server/testing/test-database";
import { CLUSTER_SECRET, call, startInstance, waitFor } from "./cluster";
import { scaleTargets, skipScale } from "./skip";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

const SUBSCRIBERS = 10_000;
const QUEUED_WITHIN_MS = 5_000;
const SUBJECT = "Scale tip of the week";
const issues = (sink: SmtpSink) => sink.deliveries.filter((d) => d.data.includes(`Subject: ${SUBJECT}`));

describe.skipIf(skipScale)("a newsletter to 10,000 subscribers on two instances", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let sink: SmtpSink;
  let database: Database;
  let dropDatabase = async () => {};
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const scratch = await createScratchPostgres();
    dropDatabase = scratch.drop;
    sink = await startSmtpSink(["a", "b"]);
    for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), "swisshack-scale-news-")));
    const envOf = (listener: "a" | "b") => ({
      DATABASE_URL: scratch.url,
      REDIS_URL: scaleTargets.redisUrl as string,
      BETTER_AUTH_SECRET: CLUSTER_SECRET,
      SMTP_URL: sink.url(listener),
      NEWSLETTER_RATE_PER_MINUTE: "1000000",
    });
    [a, b] = await Promise.all([startInstance(envOf("a"), dataDirs[0]), startInstance(envOf("b"), dataDirs[1])]);
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: dataDirs[0] as string });
    await seedSubscribers(
      database.db,
      CLUSTER_SECRET,
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `reader${i}@example.com` })),
    );
  });

  afterAll(async () => {
    await Promise.all([a, b].map((instance) => (instance?.child.exitCode === null ? instance.stop() : undefined)));
    await database?.close();
    await sink?.close();
    await dropDatabase();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(`is queued in under ${QUEUED_WITHIN_MS / 1000} s and sent exactly once, by both instances`, async () => {
    const password = "a long scale passphrase";
    expect(
      (await call(a, "/api/auth/sign-up/email", { body: { email: "owner@example.com", password, name: "O" } })).status,
    ).toBe(200);
    await database.db
      .update(user)
      .set({ emailVerified: true, role: "admin" })
      .where(eq(user.email, "owner@example.com"));
    const signIn = await call(a, "/api/auth/sign-in/email", { body: { email: "owner@example.com", password } });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const created = await call(a, "/api/admin/newsletter/campaigns", {
      cookie,
      body: { locale: "fr", subject: SUBJECT, bodyMarkdown: SAMPLE_BODY },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const started = performance.now();
    // Both instances are asked at once: one starts it, the other refuses.
    const sends = await Promise.all(
      [a, b].map((instance) => call(instance, `/api/admin/newsletter/campaigns/${id}/send`, { cookie, body: {} })),
    );
    expect(sends.map((res) => res.status).sort()).toEqual([202, 409]);
    await waitFor(
      async () => {
        const [row] = await database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
        return Boolean(row?.queuedAt);
      },
      30_000,
      "the campaign queued",
    );
    const queuedMs = performance.now() - started;
    console.log(`10,000 subscribers queued in ${Math.round(queuedMs)} ms`);
    expect(queuedMs).toBeLessThan(QUEUED_WITHIN_MS);

    await waitFor(() => issues(sink).length >= SUBSCRIBERS, 200_000, "every email sent");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const recipients = issues(sink).flatMap((delivery) => delivery.to);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    const byListener = (listener: string) => issues(sink).filter((d) => d.listener === listener).length;
    console.log(`sent by A: ${byListener("a")}, by B: ${byListener("b")}`);
    expect(byListener("a")).toBeGreaterThan(0);
    expect(byListener("b")).toBeGreaterThan(0);
  }, 300_000);
});
