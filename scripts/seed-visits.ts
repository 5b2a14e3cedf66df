// npm run seed:visits -- N: fills the database (DATA_DIR's PGlite, or DATABASE_URL) with N realistic visits.
// Stop the server first when it uses the embedded database: PGlite allows one process at a time.
import type { Db } from "../src/server/db/client";
import { EnvError, loadEnv } from "../src/server/env";
import { analyzeVisits } from "../src/server/privacy/retention";
import { createRuntime } from "../src/server/runtime";
import { insertVisits } from "../src/server/tracking/visit-writes";
import { PUBLIC_PATHS } from "../src/shared/routes";
import { random, SEEDED_DAYS, seedLeads, sessionSourceOf } from "./seed-cockpit";

// 19 parameters a row: PostgreSQL allows 65,535 parameters a statement.
const BATCH = 3000;
const DAY_MS = 86_400_000;

const places = [
  {
    city_name: "Geneva",
    country_name: "Switzerland",
    country_code: "CH",
    region: "Geneva",
    latitude: 46.2,
    longitude: 6.15,
    timezone: "Europe/Zurich",
  },
  {
    city_name: "Lausanne",
    country_name: "Switzerland",
    country_code: "CH",
    region: "Vaud",
    latitude: 46.52,
    longitude: 6.63,
    timezone: "Europe/Zurich",
  },
  {
    city_name: "Zurich",
    country_name: "Switzerland",
    country_code: "CH",
    region: "Zurich",
    latitude: 47.37,
    longitude: 8.54,
    timezone: "Europe/Zurich",
  },
  {
    city_name: "Annemasse",
    country_name: "France",
    country_code: "FR",
    region: "Auvergne-Rhône-Alpes",
    latitude: 46.19,
    longitude: 6.24,
    timezone: "Europe/Paris",
  },
  {
    city_name: "Lyon",
    country_name: "France",
    country_code: "FR",
    region: "Auvergne-Rhône-Alpes",
    latitude: 45.76,
    longitude: 4.84,
    timezone: "Europe/Paris",
  },
  {
    city_name: "New York",
    country_name: "United States",
    country_code: "US",
    region: "New York",
    latitude: 40.71,
    longitude: -74.0,
    timezone: "America/New_York",
  },
  {
    city_name: "Toronto",
    country_name: "Canada",
    country_code: "CA",
    region: "Ontario",
    latitude: 43.65,
    longitude: -79.38,
    timezone: "America/Toronto",
  },
  {
    city_name: "London",
    country_name: "United Kingdom",
    country_code: "GB",
    region: "England",
    latitude: 51.5,
    longitude: -0.12,
    timezone: "Europe/London",
  },
];
const agents = [
  {
    ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
    device: "Mobile",
  },
  {
    ua: "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36",
    device: "Mobile",
  },
  { ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36", device: "Desktop" },
  {
    ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15",
    device: "Desktop",
  },
];

export function makeVisits(count: number, offset: number, now: number) {
  const next = random(offset + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const visitor = Math.floor(next() * Math.max(1, (offset + count) / 3));
    const place = places[visitor % places.length] ?? places[0];
    const agent = agents[visitor % agents.length] ?? agents[0];
    const visitCount = 1 + Math.floor(next() * 6);
    const when = new Date(now - Math.floor(next() * SEEDED_DAYS * DAY_MS));
    const session = visitor * 5 + Math.floor(next() * 5);
    // One source per session, drawn from the session's own numbers so that its visits agree.
    const touch = sessionSourceOf(random(session)());
    return {
      pagePath: pick(PUBLIC_PATHS),
      userAgent: agent?.ua,
      referrer: touch.referrer_host ? `https://${touch.referrer_host}/` : null,
      referrerHost: touch.referrer_host,
      utmSource: touch.utm_source,
      utmMedium: touch.utm_medium,
      utmCampaign: touch.utm_campaign,
      sessionId: `visitor_${session}`,
      visitTimestamp: when,
      persistentUserId: `${visitor.toString(16).padStart(8, "0")}-seed-${offset + i}`,
      browserFingerprint: `fp${visitor}`,
      visitCount,
      firstSeenAt: new Date(when.getTime() - visitCount * DAY_MS),
      deviceType: agent?.device,
      isReturningVisitor: visitCount > 1,
      source: "beacon",
      cityName: place?.city_name,
      countryName: place?.country_name,
      countryCode: place?.country_code,
      region: place?.region,
      latitude: place?.latitude,
      longitude: place?.longitude,
      timezone: place?.timezone,
    };
  });
}

/**
 * Inserts `count` visits (with their daily counters) in batches, and leads and page events in proportion (the
 * cockpit's funnels), then refreshes the planner's statistics.
 */
export async function seedVisits(db: Db, count: number, log = (line: string) => console.log(line)) {
  const now = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    await insertVisits(db, makeVisits(size, done, now));
    if ((done / BATCH) % 50 === 49) log(`${done + size} / ${count}`);
  }
  await seedLeads(db, count, now);
  await analyzeVisits(db);
}

async function main() {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count <= 0) {
    console.error("Usage: npm run seed:visits -- <number of visits>");
    process.exit(2);
  }
  const runtime = await createRuntime({ ...loadEnv(), LOG_LEVEL: "warn" });
  const started = performance.now();
  try {
    await seedVisits(runtime.database.db, count);
    console.log(`${count} visits inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await runtime.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
}
