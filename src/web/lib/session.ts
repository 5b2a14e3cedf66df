import { useEffect, useState } from "react";

/** The signed-in user as the navigation needs it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  /** The back office's language the account chose ("fr", "en"), null until chosen (issue 55). */
  adminLanguage?: string | null;
}

const AUTH_CHANGED = "auth:changed";

/** The read under way: the parts of a page that mount together (both menus, the visit tracker) share it. */
let reading: Promise<SessionUser | null> | null = null;

/** Tells every useSessionUser() to read the session again (after sign-in or sign-out). */
export function announceAuthChange() {
  reading = null; // a read started before the change may answer for the old session
  window.dispatchEvent(new Event(AUTH_CHANGED));
}

function readSessionUser(): Promise<SessionUser | null> {
  if (reading) return reading;
  const read = fetchSessionUser().finally(() => {
    if (reading === read) reading = null;
  });
  reading = read;
  return read;
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
 * Reads the cookie session on load and on every auth change, with a plain fetch, one request for all the hooks
 * asking at once: pages that only need to know who is signed in do not load the auth client library.
 */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => void readSessionUser().then((next) => active && setUser(next));
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
