import { accountLanguageParams } from "@shared/i18n/account-language";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { SessionUser } from "~/lib/session";
import { ADMIN_GUARD_WORDS, guardLanguage } from "./admin-guard-words";
import { notifyError } from "./ui/toaster";

/** The back office's sign-in: SwissHack's French /auth (the team's language, decision 0044), then back to `path`. */
export const adminSignIn = (path: string) => `/auth?${accountLanguageParams("fr")}&next=${encodeURIComponent(path)}`;

/**
 * SPEC section 4: loading; no session -> /auth (then back here); signed in without the admin role -> "Access Denied" and /;
 * a failed load -> "Error" and /. Answers the admin once allowed. Both toasts are in the back office's language the
 * account chose, else that of the page it came from, else French (`guardLanguage`); English keeps SPEC's words.
 */
export function useAdminGuard(): SessionUser | null {
  const navigate = useNavigate();
  const [admin, setAdmin] = useState<SessionUser | null>(null);
  useEffect(() => {
    let active = true;
    fetch("/api/auth/get-session", { credentials: "same-origin" })
      .then(async (res) => {
        if (!res.ok) throw new Error(`The session could not be read (${res.status})`);
        const body = (await res.json()) as { user?: SessionUser } | null;
        if (!active) return;
        if (!body?.user) navigate(adminSignIn(window.location.pathname), { replace: true });
        else if (body.user.role !== "admin") {
          const t = ADMIN_GUARD_WORDS[guardLanguage(body.user, document.referrer, window.location.origin)];
          notifyError(t.deniedTitle, t.deniedText);
          navigate("/", { replace: true });
        } else setAdmin(body.user);
      })
      .catch(() => {
        if (!active) return;
        const t = ADMIN_GUARD_WORDS[guardLanguage(null, document.referrer, window.location.origin)];
        notifyError(t.errorTitle, t.sessionUnread);
        navigate("/", { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return admin;
}
