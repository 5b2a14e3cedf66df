import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

/** For the scripts' tests: the repository's root, where `npm run …` runs them. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../..");

const command = (script: string, args: string[]) => [process.execPath, "--import", "tsx", script, ...args];

/** Environment of a script under test: the given variables, on the embedded database (never a DATABASE_URL set outside). */
const scriptEnv = (env: Record<string, string>) => ({ ...process.env, ...env, DATABASE_URL: "" });

/** Runs a script as `npm run` does, without a terminal, and returns its exit status and output. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const [node, ...rest] = command(script, args);
  return spawnSync(node as string, rest, {
    cwd: REPOSITORY_ROOT,
    env: scriptEnv(env),
    encoding: "utf8",
    timeout: 110_000,
  });
}

const shellQuote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * Runs a script on a terminal (util-linux `script` gives it a pseudo-terminal) and types each answer once the
 * output shows its question, as a person would. Resolves with the exit status and everything the terminal showed.
 */
export function runScriptOnTerminal(
  script: string,
  args: string[],
  env: Record<string, string>,
  answers: { after: string; type: string }[],
): Promise<{ status: number | null; output: string }> {
  const child = spawn("script", ["-qfec", command(script, args).map(shellQuote).join(" "), "/dev/null"], {
    cwd: REPOSITORY_ROOT,
    env: scriptEnv(env),
  });
  let output = "";
  let next = 0;
  let seen = 0;
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
    for (let answer = answers[next]; answer; answer = answers[next]) {
      const at = output.indexOf(answer.after, seen);
      if (at < 0) break;
      seen = at + answer.after.length;
      next += 1;
      child.stdin.write(`${answer.type}\r`);
    }
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 110_000);
  return new Promise((resolve) => {
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}
