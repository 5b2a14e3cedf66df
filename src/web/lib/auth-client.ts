import { adminClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** better-auth's browser client: cookie session under /api/auth, with the admin plugin's `role`. */
export const authClient = createAuthClient({ basePath: "/api/auth", plugins: [adminClient()] });

export type SessionData = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;

export function isAdmin(session: SessionData | null | undefined): boolean {
  return session?.user.role === "admin";
}
