import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";
import { openDatabase } from "../../src/server/db/client";
import { startCampaignNow } from "../../src/server/newsletter/campaign-queue";
import { createCampaign } from "../../src/server/newsletter/campaign-store";
import { SAMPLE_BODY, seedSubscribers } from "../../src/server/testing/newsletter-subscribers";
import { createScratchPostgres, databaseTargets } from "../../src/server/testing/test-database";
import { waitFor } from "../scale/cluster";
import { startSmtpSink } from "../scale/smtp-sink";

const SUBSCRIBERS = 300;
const SUBJECT = "Astuce du mardi";

describe.each(databaseTargets())("a newsletter send killed half way on %s", (target) => {
  it("resumes after the restart and reaches every subscriber exactly once", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-newsletter-crash-"));
    const scratch = target === "postgres" ? await createScratchPostgres() : undefined;
    const sink = await startSmtpSink(["mail"]);
    const env: Record<string, string> = {
      SMTP_URL: sink.url("mail"),
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      NEWSLETTER_RATE_PER_MINUTE: "60000",
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    const people = Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `reader${i}@example.com` }));
    try {
      // An issue started (as "send now" does) before the server runs: its job queues it, its pump sends it.
      const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
      try {
        await seedSubscribers(database.db, env.BETTER_AUTH_SECRET as string, people);
        const campaign = await createCampaign(
          database.db,
          { locale: "fr", subject: SUBJECT, bodyMarkdown: SAMPLE_BODY },
          "owner@example.com",
        );
        expect(await startCampaignNow(database.db, campaign.id)).toBe(true);
      } finally {
        await database.close();
      }

      const server = await startServer({ dataDir, env });
      await waitFor(() => sink.deliveries.length >= SUBSCRIBERS / 3, 60_000, "a third of the issue sent");
      // The next message reaches the mail server, which never answers "250 OK": the server dies waiting.
      const held = sink.holdNext("mail");
      await held;
      await server.kill();
      const beforeRestart = sink.deliveries.length;
      expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

      const restarted = await startServer({ dataDir, env });
      try {
        await waitFor(() => sink.deliveries.length >= SUBSCRIBERS, 90_000, "the whole issue sent");
        await new Promise((resolve) => setTimeout(resolve, 2_000)); // nothing more comes
      } finally {
        expect(await restarted.stop()).toBe(0);
      }
      const recipients = sink.deliveries.filter((d) => d.data.includes(SUBJECT)).flatMap((d) => d.to);
      expect(recipients).toHaveLength(SUBSCRIBERS);
      expect(new Set(recipients)).toEqual(new Set(people.map((p) => p.email)));
    } finally {
      await sink.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
