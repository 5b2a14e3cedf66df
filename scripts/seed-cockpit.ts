// The cockpit's part of `npm run seed:visits`: where the seeded sessions come from, and the leads and page events
// that fill the funnels and the sources table the way a real quarter would.
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  eventDailyStats,
  newsletterSubscriptions,
  preAnalyses,
} from "../src/server/db/schema";
import { zurichDay } from "../src/server/lib/zurich-time";
import type { Touch } from "../src/shared/schemas/attribution";
import { validAuditRequest } from "../src/shared/schemas/audit.fixture";
import { PIPELINE_STATUSES } from "../src/shared/schemas/pipeline";

const DAY_MS = 86_400_000;
/** The seeded visits and leads spread over the last 90 days. */
export const SEEDED_DAYS = 90;
const BATCH = 500;

/** Session sources by weight (visits out of 100) and how readily each turns a visit into a lead. */
const SOURCES: { weight: number; converts: number; touch: Touch }[] = [
  { weight: 38, converts: 1, touch: {} },
  { weight: 18, converts: 1, touch: { referrer_host: "www.google.com" } },
  { weight: 6, converts: 1.5, touch: { referrer_host: "www.linkedin.com" } },
  { weight: 4, converts: 1, touch: { referrer_host: "duckduckgo.com" } },
  { weight: 2, converts: 0.5, touch: { referrer_host: "www.bing.com" } },
  { weight: 3, converts: 2, touch: { referrer_host: "chatgpt.com" } },
  { weight: 10, converts: 3, touch: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "nov" } },
  {
    weight: 9,
    converts: 2,
    touch: { referrer_host: "www.google.com", utm_source: "google", utm_medium: "cpc", utm_campaign: "frontaliers" },
  },
  {
    weight: 6,
    converts: 1.5,
    touch: { referrer_host: "www.linkedin.com", utm_source: "linkedin", utm_medium: "social", utm_campaign: "ai-roi" },
  },
  {
    weight: 4,
    converts: 0.5,
    touch: { referrer_host: "m.facebook.com", utm_source: "facebook", utm_medium: "social" },
  },
];

function weighted(r: number, weightOf: (source: (typeof SOURCES)[number]) => number): Touch {
  const total = SOURCES.reduce((sum, source) => sum + weightOf(source), 0);
  let left = r * total;
  for (const source of SOURCES) {
    left -= weightOf(source);
    if (left < 0) return source.touch;
  }
  return {};
}

/** A session's source, from a number in [0, 1) drawn once per session. */
export const sessionSourceOf = (r: number) => weighted(r, (s) => s.weight);

/** Deterministic pseudo-random numbers, so two seeds of the same size look alike. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Leads in proportion to `visits` (an audit for every 500 visits, a demo for every 1,500...), each with the first
 * touch of a session that converts as its source does, and the "audit dialog opened" counts of their days.
 */
export async function seedLeads(db: Db, visits: number, now: number) {
  const next = random(visits + 7);
  const share = (per: number) => Math.max(1, Math.round(visits / per));
  const when = () => new Date(now - Math.floor(next() * SEEDED_DAYS * DAY_MS));
  const lead = (i: number) => {
    const createdAt = when();
    const firstTouch = weighted(next(), (s) => s.weight * s.converts);
    const pipelineStatus = PIPELINE_STATUSES[Math.floor(next() ** 2 * PIPELINE_STATUSES.length)] ?? "new";
    return { createdAt, firstTouch, lastTouch: firstTouch, pipelineStatus, email: `seed-${now}-${i}@example.com` };
  };
  const { consent: _consent, ...answers } = validAuditRequest;
  const audits = Array.from({ length: share(500) }, (_, i) => ({ ...answers, ...lead(i), consentAt: new Date(now) }));
  await inBatches(audits, async (batch) => {
    const stored = await db
      .insert(auditRequests)
      .values(batch)
      .returning({ id: auditRequests.id, createdAt: auditRequests.createdAt });
    const refined = stored.filter(() => next() < 0.4);
    if (refined.length === 0) return;
    await db.insert(preAnalyses).values(
      refined.map(({ id, createdAt }) => ({
        auditRequestId: id,
        createdAt: new Date(createdAt.getTime() + 5 * 60_000),
        accessTokenHash: `seed-${id}`,
        answers: {},
        result: {},
        expiresAt: new Date(now + 30 * DAY_MS),
      })),
    );
  });
  const people = (count: number, offset: number) =>
    Array.from({ length: count }, (_, i) => ({ ...lead(offset + i), name: "Seeded Lead", project: "Seeded project" }));
  await inBatches(people(share(1500), audits.length), (batch) => db.insert(demoBookings).values(batch));
  await inBatches(people(share(2500), audits.length * 2), (batch) => db.insert(contactForm).values(batch));
  await inBatches(
    Array.from({ length: share(2000) }, (_, i) => ({ ...lead(audits.length * 3 + i), unsubscribeTokenHash: "seed" })),
    (batch) => db.insert(newsletterSubscriptions).values(batch).onConflictDoNothing(),
  );
  await inBatches(
    Array.from({ length: share(300) }, (_, i) => {
      const { createdAt, firstTouch } = lead(i);
      return {
        sessionId: `seed_${now}_${i}`,
        updateTokenHash: "seed",
        calculationsPerformed: next() < 0.6 ? 1 + Math.floor(next() * 5) : 0,
        startedAt: createdAt,
        lastActivity: createdAt,
        createdAt,
        firstTouch,
      };
    }),
    (batch) => db.insert(calculatorSessions).values(batch),
  );
  // About three openings of the audit dialog for each audit sent, counted per Zurich day.
  const openedPerDay = new Map<string, number>();
  for (let i = 0; i < audits.length * 3; i += 1) {
    const day = zurichDay(when());
    openedPerDay.set(day, (openedPerDay.get(day) ?? 0) + 1);
  }
  await db
    .insert(eventDailyStats)
    .values([...openedPerDay].map(([day, count]) => ({ day, name: "audit_opened", count })))
    .onConflictDoUpdate({
      target: [eventDailyStats.day, eventDailyStats.name],
      set: { count: sql`${eventDailyStats.count} + excluded.count` },
    });
}
