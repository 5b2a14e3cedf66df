// npm run eval:chat [-- --check]: asks the chat assistant every case of cases/ through POST /api/ai-chat, as the
// web chat sends it ({ message, site, locale }), on the app built in-process on a fresh temporary data folder and
// in-memory PGlite, with no model configured. Prints, per site and language, the share of right answers on the
// tuning cases and, on its own line, on the set-aside third; the totals; then every tuning case's miss (question,
// expectation, the answer's first 200 characters). The set-aside cases' answers are listed only with
// --set-aside-misses, for a review after tuning: whoever tunes must not read them. Exits 0, or with --check 1 when a
// site and language is below 90 % tuned or 85 % set-aside. --verbose lists every tuning answer, right ones too.
import { createTestApp } from "../../../src/server/testing/test-app";
import { type ChatCase, SITE_LANGUAGES, type SiteLanguage } from "./case-types";
import { CASES } from "./cases";
import { type ChatReply, describeExpectation, grade } from "./grade";

export const TUNED_BAR = 0.9;
export const SET_ASIDE_BAR = 0.85;

interface Outcome {
  siteLanguage: SiteLanguage;
  setAside: boolean;
  chatCase: ChatCase;
  reply: ChatReply;
  right: boolean;
  reasons: string[];
}

const percent = (right: number, total: number) =>
  total === 0 ? "  – " : `${String(Math.round((100 * right) / total)).padStart(3, " ")} %`;
const line = (label: string, right: number, total: number) =>
  `${label.padEnd(28, " ")} ${`${right}/${total}`.padStart(7, " ")}  ${percent(right, total)}`;

async function main() {
  const check = process.argv.includes("--check");
  const verbose = process.argv.includes("--verbose");
  // No CHAT_API_* here: the offline answer is what is graded.
  const t = await createTestApp("pglite");
  const outcomes: Outcome[] = [];
  try {
    for (const [siteLanguage, { site, locale }] of Object.entries(SITE_LANGUAGES) as [
      SiteLanguage,
      (typeof SITE_LANGUAGES)[SiteLanguage],
    ][]) {
      const sets = CASES[siteLanguage];
      for (const [setAside, cases] of [
        [false, sets.tuning],
        [true, sets.setAside],
      ] as const) {
        for (const chatCase of cases) {
          // A visitor's allowance is 20 messages a minute; the evaluation is not one visitor.
          t.resetRateLimits();
          const res = await t.postJson("/api/ai-chat", { message: chatCase.q, site, locale });
          const reply: ChatReply =
            res.status === 200
              ? ((await res.json()) as ChatReply)
              : { response: `HTTP ${res.status}: ${await res.text()}`, links: [] };
          const verdict = grade(reply, chatCase.expect);
          outcomes.push({ siteLanguage, setAside, chatCase, reply, ...verdict });
        }
      }
    }
  } finally {
    await t.close();
  }

  const count = (filter: (o: Outcome) => boolean) => {
    const chosen = outcomes.filter(filter);
    return { right: chosen.filter((o) => o.right).length, total: chosen.length };
  };
  console.log("Chat evaluation (issue 56): POST /api/ai-chat, no model configured\n");
  let belowBar = false;
  for (const siteLanguage of Object.keys(SITE_LANGUAGES) as SiteLanguage[]) {
    const tuned = count((o) => o.siteLanguage === siteLanguage && !o.setAside);
    const setAside = count((o) => o.siteLanguage === siteLanguage && o.setAside);
    console.log(line(`${siteLanguage} tuned`, tuned.right, tuned.total));
    console.log(line(`${siteLanguage} set-aside`, setAside.right, setAside.total));
    if (tuned.right < TUNED_BAR * tuned.total || setAside.right < SET_ASIDE_BAR * setAside.total) belowBar = true;
  }
  const tuned = count((o) => !o.setAside);
  const setAside = count((o) => o.setAside);
  const all = count(() => true);
  console.log("");
  console.log(line("all tuned", tuned.right, tuned.total));
  console.log(line("all set-aside", setAside.right, setAside.total));
  console.log(line("all", all.right, all.total));
  console.log(`\nBars: ${TUNED_BAR * 100} % tuned and ${SET_ASIDE_BAR * 100} % set-aside in every site and language.`);

  const showSetAside = process.argv.includes("--set-aside-misses");
  const misses = outcomes.filter((o) => (!o.right || verbose) && (!o.setAside || showSetAside));
  console.log(verbose ? "\nEvery answer:" : `\nMisses (${misses.length}):`);
  for (const miss of misses) {
    const mark = verbose ? (miss.right ? "✓ " : "✗ ") : "";
    console.log(`\n${mark}[${miss.siteLanguage}${miss.setAside ? " set-aside" : ""}] ${miss.chatCase.q}`);
    console.log(`  expected: ${describeExpectation(miss.chatCase.expect)}`);
    if (!miss.right) console.log(`  failed:   ${miss.reasons.join("; ")}`);
    const links = miss.reply.links.map((link) => link.href).join(", ");
    console.log(
      `  answer:   ${miss.reply.response.replace(/\s+/g, " ").slice(0, 200)}${links ? ` [links: ${links}]` : ""}`,
    );
  }
  if (check && belowBar) {
    console.log("\n--check: below the bar in at least one site and language.");
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
