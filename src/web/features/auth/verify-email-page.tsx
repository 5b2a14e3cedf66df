import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";
import { AccountPageFrame } from "./account-page-frame";
import { ACCOUNT_PAGES_COPY, accountFailure } from "./account-pages-copy";
import { authQuery } from "./auth-destination";
import { useAuthLanguage } from "./use-auth-site";

type State = "ready" | "sending" | "verified" | "failed";

/**
 * The page the verification email links to. Opening it changes nothing (mail scanners open links); the person
 * confirms with the button, which POSTs the token.
 */
export function VerifyEmailPage() {
  const linkToken = useSearchParamAfterHydration("token");
  const token = linkToken ?? "";
  const [state, setState] = useState<State>("ready");
  const [error, setError] = useState("");
  // The email's language (`?lang=`), English before hydration and for OptimAIte.
  const language = useAuthLanguage();
  const copy = ACCOUNT_PAGES_COPY[language];

  const confirm = async () => {
    setState("sending");
    try {
      await apiRequest("/api/account/verify-email", { body: { token } });
      setState("verified");
    } catch (failure) {
      setError(accountFailure(copy, copy.verify.invalidLink, failure));
      setState("failed");
    }
  };

  return (
    <AccountPageFrame page="verify" language={language}>
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">{copy.verify.title}</h1>
        {state === "verified" ? (
          <p role="status">
            {copy.verify.confirmed} <Link to={`/auth${authQuery(language)}`}>{copy.signIn}</Link>
          </p>
        ) : (
          <>
            <p className="mb-6">{copy.verify.intro}</p>
            <Button type="button" onClick={confirm} disabled={!token || state === "sending"}>
              {state === "sending" ? copy.verify.confirming : copy.verify.confirm}
            </Button>
            {linkToken === null && <p className="mt-4">{copy.verify.noToken}</p>}
            {state === "failed" && (
              <p role="alert" className="mt-4 text-red-700">
                {error}
              </p>
            )}
          </>
        )}
      </main>
    </AccountPageFrame>
  );
}
