// npm run admin:create -- --email E --password P
// Creates a verified admin, or gives an existing user the admin role (and verifies the address).
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../src/server/auth/password";
import { emailOutbox, user } from "../src/server/db/schema";
import { EnvError, loadEnv } from "../src/server/env";
import { createRuntime } from "../src/server/runtime";

const argsSchema = z.object({
  email: z.email("--email must be an email address"),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `--password needs at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `--password may have at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
});

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
    console.error("Usage: npm run admin:create -- --email admin@example.com --password 'a long password'");
    process.exit(2);
  }
  const email = parsed.data.email.toLowerCase();
  const runtime = await createRuntime({ ...loadEnv(), LOG_LEVEL: "warn" });
  try {
    const { db } = runtime.database;
    const [existing] = await db.select().from(user).where(eq(user.email, email));
    if (!existing) {
      if (!parsed.data.password) throw new Error("--password is required to create a new admin");
      await runtime.auth.api.signUpEmail({
        body: { email, password: parsed.data.password, name: email.split("@")[0] ?? email },
      });
      // The address is verified by the operator: drop the confirmation email sign-up queued.
      await db.delete(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.status, "pending")));
    }
    await db
      .update(user)
      .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
      .where(eq(user.email, email));
    console.log(existing ? `${email} is now an admin.` : `Admin ${email} created.`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : `admin:create failed: ${error.message ?? error}`);
  process.exit(1);
});
