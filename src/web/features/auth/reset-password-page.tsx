import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { apiRequest } from "~/lib/api-client";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";
import { AccountPageFrame } from "./account-page-frame";
import { ACCOUNT_PAGES_COPY, accountFailure } from "./account-pages-copy";
import { authHome, authQuery } from "./auth-destination";
import { useAuthLanguage } from "./use-auth-site";

type State = "ready" | "sending" | "done" | "failed";

/** One field and a button: the request for a reset link (no token), or the new password (with the link's token). */
function OneFieldForm(props: {
  label: string;
  type: "email" | "password";
  button: string;
  doneText: string;
  send: (value: string) => Promise<unknown>;
  /** A refusal in the page's language. */
  failureText: (failure: unknown) => string;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [state, setState] = useState<State>("ready");
  const [error, setError] = useState("");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState("sending");
    try {
      await props.send(value);
      setState("done");
    } catch (failure) {
      setError(props.failureText(failure));
      setState("failed");
    }
  };

  if (state === "done") return <p role="status">{props.doneText}</p>;
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type={props.type}
        required
        minLength={props.type === "password" ? 8 : undefined}
        maxLength={props.type === "password" ? 128 : 254}
        autoComplete={props.type === "password" ? "new-password" : "email"}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" disabled={state === "sending"}>
        {props.button}
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The password reset, which is how the owner of an address takes an account back: the link goes to that address
 * only. Opening the page changes nothing; each step is a POST.
 */
export function ResetPasswordPage() {
  const token = useSearchParamAfterHydration("token");
  const language = useAuthLanguage();
  const copy = ACCOUNT_PAGES_COPY[language];
  return (
    <AccountPageFrame page="reset" language={language}>
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">{copy.reset.title}</h1>
        {token === undefined ? null : token ? (
          <OneFieldForm
            label={copy.reset.newPassword}
            type="password"
            button={copy.reset.setPassword}
            doneText={copy.reset.passwordSet}
            send={(newPassword) => apiRequest("/api/auth/reset-password", { body: { token, newPassword } })}
            failureText={(failure) => accountFailure(copy, copy.reset.invalidLink, failure)}
          />
        ) : (
          <OneFieldForm
            label={copy.reset.email}
            type="email"
            button={copy.reset.sendLink}
            doneText={copy.reset.linkSent}
            // The reset email and the page it opens take their language from where it returns.
            send={(email) =>
              apiRequest("/api/auth/request-password-reset", { body: { email, redirectTo: authHome(language) } })
            }
            failureText={(failure) => accountFailure(copy, copy.failed, failure)}
          />
        )}
        <p className="mt-6">
          <Link to={`/auth${authQuery(language)}`}>{copy.backToSignIn}</Link>
        </p>
      </main>
    </AccountPageFrame>
  );
}
