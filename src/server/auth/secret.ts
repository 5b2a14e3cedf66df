import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The auth secret: BETTER_AUTH_SECRET when set, else one generated once and kept in DATA_DIR. */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A PostgreSQL database can be shared by several instances, but a secret generated into one DATA_DIR is known to that
 * instance only: another would refuse its session cookies. Answers the start-up warning, or undefined.
 */
export function unsharedSecretWarning(env: { DATABASE_URL?: string; BETTER_AUTH_SECRET?: string }): string | undefined {
  if (!env.DATABASE_URL || env.BETTER_AUTH_SECRET) return undefined;
  return (
    "BETTER_AUTH_SECRET is not set: the auth secret was generated into DATA_DIR. A second instance on this database " +
    "would not accept this one's sessions: set the same BETTER_AUTH_SECRET on every instance."
  );
}
