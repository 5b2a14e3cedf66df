import { createInterface } from "node:readline";
import { Writable } from "node:stream";

/** Questions asked on the terminal without echoing the answers. */
export interface HiddenPrompt {
  ask(question: string): Promise<string>;
  close(): void;
}

/**
 * Asks on the terminal without echoing what is typed (a password never lands in the shell history or on screen).
 * One reader serves every question, so a line typed ahead of its question is kept for it, not lost.
 */
export function hiddenPrompt(): HiddenPrompt {
  if (!process.stdin.isTTY) throw new Error("no terminal to ask on");
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
  const lines = reader[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stdout.write(question);
      const line = await lines.next();
      process.stdout.write("\n");
      if (line.done) throw new Error("the terminal closed before an answer");
      return line.value;
    },
    close: () => reader.close(),
  };
}
