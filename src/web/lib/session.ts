import { useEffect, useState } from "react";

/** The signed-in user as the navigation needs it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}

const AUTH_CHANGED = "auth:changed";

/** Tells every useSessionUser() to read the session again (after sign-in or sign-out). */
export function announceAuthChange() {
  window.dispatchEvent(new Event(AUTH_CHANGED));
}

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const res = await fetch("/api/auth/get-session", { credentials: "same-origin" });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: SessionUser } | null;
    return body?.user ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads the cookie session on load and on every auth change, with a plain fetch: pages that only need to know who
 * is signed in do not load the auth client library.
 */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => void fetchSessionUser().then((next) => active && setUser(next));
    load();
    window.addEventListener(AUTH_CHANGED, load);
    return () => {
      active = false;
      window.removeEventListener(AUTH_CHANGED, load);
    };
  }, []);
  return user;
}

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  announceAuthChange();
}
