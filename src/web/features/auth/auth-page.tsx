import { RESET_PASSWORD_PATH } from "@shared/routes";
import { accountNameFromEmail } from "@shared/schemas/account";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { notify, notifyError } from "~/components/ui/toaster";
import { announceAuthChange, useSessionUser } from "~/lib/session";
import { useHydrated } from "~/lib/use-hydrated";
import { AccountPageFrame } from "./account-page-frame";
import { AUTH_COPY } from "./auth-copy";
import type { AuthCopy } from "./auth-copy-en";
import { type AuthLanguage, afterSignIn, authHome, authQuery } from "./auth-destination";
import { useAuthLanguage } from "./use-auth-site";
import { useGoAfterSignIn } from "./use-go-after-sign-in";

const MIN_PASSWORD = 8;
const MAX_PASSWORD = 128;

/** The server's refusal in the page's language: known codes and rate limits translated, anything else as sent. */
function refusalMessage(
  res: Response,
  payload: { code?: string; message?: string; error?: string } | null,
  copy: AuthCopy,
): string {
  if (res.status === 429) {
    const seconds = Number(res.headers.get("retry-after") ?? /in (\d+) seconds/.exec(payload?.error ?? "")?.[1]);
    return copy.tooManyRequests(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  const known = payload?.code ? copy.errors[payload.code] : undefined;
  return known ?? payload?.message ?? payload?.error ?? `Request failed (${res.status})`;
}

async function post(path: string, body: unknown, copy: AuthCopy): Promise<{ user?: { role?: string | null } } | null> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(copy.unreachable);
  }
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { code?: string; message?: string; error?: string } | null;
    throw new Error(refusalMessage(res, payload, copy));
  }
  return res.json().catch(() => null);
}

function CredentialsForm({
  mode,
  language,
  next,
}: {
  mode: "sign-in" | "sign-up";
  language: AuthLanguage;
  next: string | null;
}) {
  const copy = AUTH_COPY[language];
  const id = useId();
  const goAfterSignIn = useGoAfterSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      if (mode === "sign-in") {
        const signedIn = await post("/api/auth/sign-in/email", { email, password }, copy);
        announceAuthChange();
        goAfterSignIn(afterSignIn(next, signedIn?.user?.role, language));
      } else {
        // The confirmation email and the page it opens take their language from where it returns.
        const callbackURL = authHome(language);
        await post(
          "/api/auth/sign-up/email",
          { email, password, name: accountNameFromEmail(email), callbackURL },
          copy,
        );
        notify(copy.successTitle, copy.successText);
        setPassword("");
      }
    } catch (error) {
      notifyError(copy.errorTitle, (error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>{copy.email}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>{copy.password}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          required
          minLength={mode === "sign-up" ? MIN_PASSWORD : undefined}
          maxLength={MAX_PASSWORD}
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          aria-describedby={mode === "sign-up" ? `${id}-hint` : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === "sign-up" && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {copy.hint}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {mode === "sign-in" ? (submitting ? copy.signingIn : copy.signIn) : submitting ? copy.creating : copy.create}
      </Button>
    </form>
  );
}

/**
 * /auth: Sign In and Sign Up tabs, in the brand and language of the site the visitor came from (`?site=` or the
 * referrer); a signed-in visitor goes on to `?next=`, the back office (admins) or the site's home.
 */
export function AuthPage() {
  const user = useSessionUser();
  const goAfterSignIn = useGoAfterSignIn();
  const hydrated = useHydrated();
  // The prerendered shell is OptimAIte's (SPEC); the brand and language are read from the URL and referrer once
  // hydrated.
  const language = useAuthLanguage();
  const next = hydrated ? new URLSearchParams(window.location.search).get("next") : null;
  const copy = AUTH_COPY[language];
  useEffect(() => {
    if (user) goAfterSignIn(afterSignIn(next, user.role, language), { replace: true });
  }, [user, goAfterSignIn, next, language]);
  return (
    <AccountPageFrame page="auth" language={language}>
      <main className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-6 text-center text-3xl font-bold">{copy.title}</h1>
        <Tabs defaultValue="sign-in" className="rounded-2xl border p-6 shadow-sm">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">{copy.signIn}</TabsTrigger>
            <TabsTrigger value="sign-up">{copy.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <CredentialsForm mode="sign-in" language={language} next={next} />
            <p className="mt-4 text-center text-sm">
              <Link className="font-medium text-primary underline" to={`${RESET_PASSWORD_PATH}${authQuery(language)}`}>
                {copy.forgotPassword}
              </Link>
            </p>
          </TabsContent>
          <TabsContent value="sign-up">
            <CredentialsForm mode="sign-up" language={language} next={next} />
          </TabsContent>
        </Tabs>
      </main>
    </AccountPageFrame>
  );
}
