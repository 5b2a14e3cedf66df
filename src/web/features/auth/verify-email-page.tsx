import { useState } from "react";
import { Link } from "react-router";
import { AppHeader } from "~/components/app-header";
import { Button } from "~/components/ui/button";
import { ApiError, apiRequest } from "~/lib/api-client";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";

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

  const confirm = async () => {
    setState("sending");
    try {
      await apiRequest("/api/account/verify-email", { body: { token } });
      setState("verified");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Something went wrong. Please try again.");
      setState("failed");
    }
  };

  return (
    <>
      <AppHeader />
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">Confirm your email address</h1>
        {state === "verified" ? (
          <p role="status">
            Your address is confirmed. <Link to="/auth">Sign in</Link>
          </p>
        ) : (
          <>
            <p className="mb-6">Confirm that this address is yours to activate your account.</p>
            <Button type="button" onClick={confirm} disabled={!token || state === "sending"}>
              {state === "sending" ? "Confirming…" : "Confirm my email address"}
            </Button>
            {linkToken === null && (
              <p className="mt-4">This link has no confirmation code: open the link from the email again.</p>
            )}
            {state === "failed" && (
              <p role="alert" className="mt-4 text-red-700">
                {error}
              </p>
            )}
          </>
        )}
      </main>
    </>
  );
}
