import { eq } from "drizzle-orm";
import { user } from "../db/schema";
import { TEST_ORIGIN, type TestApp } from "./test-app";

/** Creates a verified account (admin or not) and signs it in over HTTP; answers its session cookie. */
export async function signedInCookie(t: TestApp, email: string, role: "admin" | "user"): Promise<string> {
  const password = "a long test passphrase";
  await t.runtime.auth.api.signUpEmail({ body: { email, password, name: email.split("@")[0] ?? email } });
  await t.runtime.database.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
  const res = await t.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.getSetCookie?.() ?? [res.headers.get("set-cookie") ?? ""]).map((c) => c.split(";")[0]).join("; ");
}
