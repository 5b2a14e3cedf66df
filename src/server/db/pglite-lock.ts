import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DatabaseInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder (the server and `admin:create`, or two
 * servers) would corrupt it. The holder's pid is written in `DATA_DIR/db.lock`; a lock left by a process that no
 * longer runs (after a crash) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "db.lock");
  let holder: number | null = null;
  try {
    holder = Number.parseInt(readFileSync(file, "utf8"), 10);
  } catch {
    // no lock yet
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseInUseError(
      `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${holder}, usually the running server). Stop it first, then run this again.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number.parseInt(readFileSync(file, "utf8"), 10) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
