// `npm run bench:api`'s refine burst: audits submit their second step (each queues an email whose PDF the outbox
// renders) while a visitor loads pages; how many submissions per second, how long each waited for its answer (the
// person's page), and the pages' p99 before and during the burst. The first submission is timed too: it starts
// the server's PDF worker.
import { validRefineAnswers as answers, validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { probe, type Summary } from "./load";

const SUBMISSIONS = 40;
const CONCURRENCY = 8;
const PAGE_RATE = 50;
const QUIET_MS = 5000;

// Each audit comes from its own address, as separate visitors would (the per-address limits stay out of the way).
const from = (n: number) => ({ "content-type": "application/json", "x-forwarded-for": `198.51.${n >> 8}.${n & 255}` });

async function post(url: string, n: number, body: unknown): Promise<Response> {
  const res = await fetch(url, { method: "POST", headers: from(n), body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

export interface RefineBurst {
  perSecond: number;
  /** Milliseconds each submission waited for its answer, at the 95th percentile, and the very first one's. */
  answerP95Ms: number;
  firstAnswerMs: number;
  pageAlone: Summary;
  pageDuring: Summary;
}

export async function measureRefineBurst(baseUrl: string): Promise<RefineBurst> {
  const audits: { id: string; refineToken: string }[] = [];
  for (let n = 0; n < SUBMISSIONS; n += 1) {
    const res = await post(`${baseUrl}/api/audit-requests`, n, {
      ...validAuditRequest,
      email: `bench${n}@example.com`,
    });
    audits.push((await res.json()) as { id: string; refineToken: string });
  }

  const quiet = await probe(`${baseUrl}/`, PAGE_RATE);
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const pageAlone = await quiet.stop();

  const answerMs: number[] = [];
  const timedPost = async (n: number) => {
    const { id, refineToken } = audits[n] as { id: string; refineToken: string };
    const sent = performance.now();
    await post(`${baseUrl}/api/audit-requests/${id}/pre-analysis`, n, { refineToken, answers });
    answerMs.push(performance.now() - sent);
  };
  await timedPost(0);
  const firstAnswerMs = answerMs[0] ?? Number.NaN;
  const during = await probe(`${baseUrl}/`, PAGE_RATE);
  const started = performance.now();
  let next = 1;
  const submitter = async () => {
    for (let n = next++; n < audits.length; n = next++) await timedPost(n);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, submitter));
  const seconds = (performance.now() - started) / 1000;
  const pageDuring = await during.stop();
  const sorted = [...answerMs].sort((a, b) => a - b);
  const answerP95Ms = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN;
  return { perSecond: (audits.length - 1) / seconds, answerP95Ms, firstAnswerMs, pageAlone, pageDuring };
}
