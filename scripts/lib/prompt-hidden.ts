import { createInterface } from "node:readline";
import { Writable } from "node:stream";

/** Asks on the terminal without echoing what is typed (a password never lands in the shell history or on screen). */
export async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error("no terminal to ask on");
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => reader.question("", resolve));
  } finally {
    reader.close();
    process.stdout.write("\n");
  }
}
