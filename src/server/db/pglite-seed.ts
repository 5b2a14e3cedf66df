import { createHash } from "node:crypto";
import { constants, existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";

/**
 * A new PGlite database is a copy of a seed made at build time (scripts/build-pglite-seed.ts, decision 0045): the
 * files of a database made by initdb with every migration applied, then closed. Copying them takes a fraction of a
 * second and no WebAssembly memory, where initdb and the migrations take 10 s and leave the process hundreds of
 * megabytes larger.
 */

/** Where the seeds are written, under the project's (or the image's) root. */
export const SEEDS_FOLDER = path.join("build", "pglite-seed");

function pgliteVersion(): string {
  // PGlite's package.json is not among its exports: it lies one folder above its entry (dist/).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")).version;
}

/**
 * A seed's name: a digest of what its files depend on, PGlite's version and each migration as drizzle's migrator
 * knows it (its date and the digest of its SQL). A seed made from other migrations has another name, so it is
 * never found: a start never opens a seed that lacks a migration or holds one no longer in drizzle/.
 */
export function seedName(migrationsFolder: string): string {
  const migrations = readMigrationFiles({ migrationsFolder }).map((m) => [m.folderMillis, m.hash]);
  return createHash("sha256")
    .update(JSON.stringify({ pglite: pgliteVersion(), migrations }))
    .digest("hex")
    .slice(0, 16);
}

/** The seed for these migrations in `build/pglite-seed/`, looked for upwards from `from`; undefined when none. */
export function findSeed(from: string, migrationsFolder: string): string | undefined {
  const name = seedName(migrationsFolder);
  for (let dir = from; ; dir = path.dirname(dir)) {
    const seed = path.join(dir, SEEDS_FOLDER, name);
    if (existsSync(path.join(seed, "PG_VERSION"))) return seed;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** True when `dir` holds nothing (or is absent): a seed may be copied there. */
export function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Copies the seed's files to `dir`, absent or empty. An absent one is copied beside it first and renamed once
 * complete. An empty one, perhaps a volume's mount point, is filled in place with PG_VERSION last. Either way a start
 * interrupted meanwhile leaves no folder that the next start would take for a database.
 */
export async function copySeed(seed: string, dir: string): Promise<void> {
  if (existsSync(dir)) {
    await copyFolder(seed, dir, "PG_VERSION");
    return copyFile(path.join(seed, "PG_VERSION"), path.join(dir, "PG_VERSION"));
  }
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await copyFolder(seed, partial);
  await rename(partial, dir);
}

/**
 * A folder's files copied all at once: 2–3 times faster than fs.cp for a seed's 1,150 small files. A filesystem that
 * clones files (btrfs, XFS) shares the seed's blocks until PostgreSQL writes them; others copy.
 */
async function copyFolder(from: string, to: string, except?: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.name !== except)
      .map((entry) =>
        entry.isDirectory()
          ? copyFolder(path.join(from, entry.name), path.join(to, entry.name))
          : copyFile(path.join(from, entry.name), path.join(to, entry.name), constants.COPYFILE_FICLONE),
      ),
  );
}
