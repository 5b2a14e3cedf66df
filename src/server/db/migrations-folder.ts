import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project's drizzle/ folder, found upwards from this module: from its source or from the compiled server. */
function findMigrationsFolder(from: string): string {
  const candidate = path.join(from, "drizzle");
  if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
  const parent = path.dirname(from);
  if (parent === from) throw new Error("The migrations (drizzle/meta/_journal.json) were not found");
  return findMigrationsFolder(parent);
}

export const migrationsFolder = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));
