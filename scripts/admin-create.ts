// npm run admin:create -- --email E [--password P]
// Creates a verified admin, or gives an existing user the admin role (and verifies the address). Without --password
// it asks for one on the terminal, twice, without echoing it. It opens the database the server uses (DATA_DIR or
// DATABASE_URL) and refuses while a running server holds the embedded one.
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../src/server/auth/password";
import { DatabaseInUseError } from "../src/server/db/pglite-lock";
import { emailOutbox, user } from "../src/server/db/schema";
import { EnvError, loadEnv } from "../src/server/env";
import { createRuntime } from "../src/server/runtime";
import { accountNameFromEmail } from "../src/shared/schemas/account";
import { askNewPassword } from "./lib/ask-new-password";
import { type HiddenPrompt, hiddenPrompt } from "./lib/prompt-hidden";

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
      const password = parsed.data.password ?? (await askPassword());
      await runtime.auth.api.signUpEmail({ body: { email, password, name: accountNameFromEmail(email) } });
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

async function askPassword(): Promise<string> {
  let prompt: HiddenPrompt;
  try {
    prompt = hiddenPrompt();
  } catch {
    throw new Error("--password is required to create a new admin when no terminal can ask for it");
  }
  try {
    return await askNewPassword((question) => prompt.ask(question), {
      question: `Password for the new admin (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters): `,
      check: (typed) => {
        const checked = argsSchema.shape.password.safeParse(typed);
        return checked.success ? undefined : checked.error.issues[0]?.message.replace("--password", "The password");
      },
    });
  } finally {
    prompt.close();
  }
}

main().catch((error) => {
  const known = error instanceof EnvError || error instanceof DatabaseInUseError;
  console.error(known ? error.message : `admin:create failed: ${error.message ?? error}`);
  process.exit(1);
});
