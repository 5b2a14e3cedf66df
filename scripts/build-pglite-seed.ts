// Makes build/pglite-seed/<name>/ (issue 59, decision 0045): the files of a PGlite database made by initdb with every
// migration of drizzle/ applied, then closed. A server starting on a new data folder copies them
// (src/server/db/pglite-seed.ts) instead of running initdb and the migrations. Compiled beside the server and run by
// scripts/build-server.mjs, so by `npm run build`, `npm start` and the tests' server processes: nothing to do when the
// seed of the current migrations exists, 10–20 s otherwise.
import { existsSync, readdirSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { migrationsFolder } from "../src/server/db/migrations-folder";
import { SEEDS_FOLDER, seedName } from "../src/server/db/pglite-seed";

// The project's root, from the sources or from the builder compiled beside the server alike: drizzle/ lies there.
const root = path.dirname(migrationsFolder);
const MAKING = ".making-";

/** Makes the seed of the current migrations in `seedsFolder` unless it exists; answers its folder and whether it was made. */
export async function buildPgliteSeed(seedsFolder = path.join(root, SEEDS_FOLDER)) {
  const seed = path.join(seedsFolder, seedName(migrationsFolder));
  if (existsSync(path.join(seed, "PG_VERSION"))) return { seed, made: false };
  // Made under a name of its own and renamed once closed: a reader never sees half a seed, and builds running at
  // once (the tests' processes) do not write into each other's.
  const making = `${seed}${MAKING}${process.pid}`;
  await mkdir(seedsFolder, { recursive: true });
  await rm(making, { recursive: true, force: true });
  try {
    // Loaded only to make a seed: a compile that finds it made takes a fraction of a second.
    const [{ PGlite }, { drizzle }, { migrate }, { PGLITE_START_PARAMS }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
      import("../src/server/db/pglite-settings"),
    ]);
    const pglite = await PGlite.create(making, { startParams: PGLITE_START_PARAMS });
    try {
      await migrate(drizzle(pglite), { migrationsFolder });
    } finally {
      await pglite.close();
    }
    await rename(making, seed).catch((error) => {
      // Another build made the same seed meanwhile: theirs is as good.
      if (!existsSync(path.join(seed, "PG_VERSION"))) throw error;
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  // The seeds of earlier migrations are never found again.
  for (const entry of readdirSync(seedsFolder)) {
    if (entry !== path.basename(seed) && !entry.includes(MAKING)) {
      await rm(path.join(seedsFolder, entry), { recursive: true, force: true });
    }
  }
  return { seed, made: true };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const startedAt = Date.now();
  const { seed, made } = await buildPgliteSeed();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (made) console.log(`PGlite's seed for a new data folder: ${path.relative(root, seed)} (${seconds} s)`);
}
