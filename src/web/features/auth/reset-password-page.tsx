import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { AppHeader } from "~/components/app-header";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { ApiError, apiRequest } from "~/lib/api-client";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";

type State = "ready" | "sending" | "done" | "failed";

const failureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : "Something went wrong. Please try again.";

/** One field and a button: the request for a reset link (no token), or the new password (with the link's token). */
function OneFieldForm(props: {
  label: string;
  type: "email" | "password";
  button: string;
  doneText: string;
  send: (value: string) => Promise<unknown>;
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
      setError(failureText(failure));
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
  return (
    <>
      <AppHeader />
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">Reset your password</h1>
        {token === undefined ? null : token ? (
          <OneFieldForm
            label="New password (8 to 128 characters)"
            type="password"
            button="Set my new password"
            doneText="Your password is changed and every browser was signed out. You can sign in now."
            send={(newPassword) => apiRequest("/api/auth/reset-password", { body: { token, newPassword } })}
          />
        ) : (
          <OneFieldForm
            label="Email"
            type="email"
            button="Send me a reset link"
            doneText="If an account uses this address, a reset link is on its way to it."
            send={(email) => apiRequest("/api/auth/request-password-reset", { body: { email } })}
          />
        )}
        <p className="mt-6">
          <Link to="/auth">Back to sign in</Link>
        </p>
      </main>
    </>
  );
}
