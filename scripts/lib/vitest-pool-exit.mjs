// Vitest 4.1's pool can report "Worker exited unexpectedly" after every test of a run has passed: a failed IPC write
// during a worker's graceful shutdown on a contended machine (decision 0049; fixed in Vitest 5, which needs Node.js
// 22.12). These helpers tell that one error apart from anything else that fails a run.

const UNHANDLED_COUNT = /Vitest caught (\d+) unhandled errors? during the test run/;
const POOL_EXIT = /Worker exited unexpectedly/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes start with ESC.
const ANSI_CODES = /\u001b\[[0-9;]*m/g;

/**
 * True when the run failed only through the pool's exit: its JSON report counts tests, none failed, every file
 * passed, and every unhandled error the output names is "Worker exited unexpectedly".
 */
export function failedOnlyByPoolExit(report, output) {
  if (!report || report.numTotalTests === 0) return false;
  if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) return false;
  if (!report.testResults.every((file) => file.status === "passed")) return false;
  const plain = output.replace(ANSI_CODES, "");
  const counted = UNHANDLED_COUNT.exec(plain);
  const unhandled = counted ? Number(counted[1]) : 0;
  const poolExits = (plain.match(POOL_EXIT) ?? []).length;
  return unhandled > 0 && poolExits >= unhandled;
}
