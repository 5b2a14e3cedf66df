import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "./pglite-lock";

const tempDir = () => mkdtemp(path.join(tmpdir(), "pglite-lock-"));

describe("lockDataDir", () => {
  it("refuses a folder another running process holds, with a clear message", async () => {
    const dir = await tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      await writeFile(path.join(dir, "db.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+, usually the running server\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases its own", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, "db.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(await readFile(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));
    release();
    await expect(readFile(path.join(dir, "db.lock"), "utf8")).rejects.toThrow();
  });
});
