import { accountNameSchema } from "@shared/schemas/account";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { browserFamily } from "../lib/browser-family";
import { enqueueEmails } from "../mail/outbox";
import {
  languageOfAccountLink,
  passwordResetEmail,
  resetPasswordPageUrl,
  verificationEmail,
  verificationPageUrl,
} from "./auth-emails";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from "./password";

/** Header our server sets from the socket address (clients' values are replaced), read by better-auth's limiter. */
export const CLIENT_IP_HEADER = "x-swisshack-client-ip";

export interface AuthOptions {
  db: Db;
  secret: string;
  siteUrl: string;
  /** Called after an email was queued, so the outbox sends it soon. */
  onEmailQueued: () => void;
  /** Rate limits of better-auth itself (disabled in tests that sign in many times). */
  rateLimit?: boolean;
}

export function createAuth({ db, secret, siteUrl, onEmailQueued, rateLimit = true }: AuthOptions) {
  return betterAuth({
    appName: "SwissHack",
    baseURL: siteUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [siteUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // The owner of an address can always take the account back (issue 29): a reset link goes to that address
      // only, signs out every session, and confirms the address (receiving the link proves it).
      sendResetPassword: async ({ user, token, url }) => {
        const language = languageOfAccountLink(url);
        await enqueueEmails(db, [
          passwordResetEmail(user.email, resetPasswordPageUrl(siteUrl, token, language), language),
        ]);
        onEmailQueued();
      },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: owner }) => {
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, owner.id));
      },
      // With the admin plugin the synthetic user of a duplicate sign-up must look like a real new one.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "user",
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      // The email links to our page with a button, never to better-auth's GET endpoint (a mail scanner's fetch).
      sendVerificationEmail: async ({ user, url }) => {
        const language = languageOfAccountLink(url);
        await enqueueEmails(db, [verificationEmail(user.email, verificationPageUrl(siteUrl, url, language), language)]);
        onEmailQueued();
      },
    },
    // The back office's language (issue 55) rides with the session; only PUT /api/admin/me/language writes it.
    user: {
      additionalFields: { adminLanguage: { type: "string", required: false, input: false } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // The privacy page promises that no IP address is stored: sessions keep the browser family only.
    databaseHooks: {
      // Whoever creates or renames an account (sign-up, admin:create), its name is stored as the schema leaves it.
      user: {
        create: { before: async (account) => ({ data: withAccountName(account) }) },
        update: { before: async (account) => ({ data: withAccountName(account) }) },
      },
      session: {
        create: { before: async (session) => ({ data: withoutNetworkDetails(session) }) },
        update: { before: async (session) => ({ data: withoutNetworkDetails(session) }) },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: siteUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    rateLimit: {
      enabled: rateLimit,
      window: 60,
      max: 100,
      customRules: {
        // Limited by our own rules instead (auth-routes.ts), shared by every instance through Redis: per address
        // with a larger allowance for a carrier's IPv4 address, and per device cookie for sign-in. A per-IP rule
        // here would let anyone behind the owner's NAT lock them out, and refuse the sixth person signing up.
        "/sign-in/email": false,
        "/sign-up/email": false,
        // Every page reads the session: reading is not an attack surface worth a shared per-address budget.
        "/get-session": false,
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  });
}

function withAccountName<T extends { name?: string }>(account: T): T {
  return account.name === undefined ? account : { ...account, name: accountNameSchema.parse(account.name) };
}

function withoutNetworkDetails<T extends { ipAddress?: string | null; userAgent?: string | null }>(session: T): T {
  if (!("ipAddress" in session) && !("userAgent" in session)) return session;
  return { ...session, ipAddress: null, userAgent: browserFamily(session.userAgent) };
}

export type Auth = ReturnType<typeof createAuth>;
