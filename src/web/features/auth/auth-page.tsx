import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { AppHeader } from "~/components/app-header";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { notify, notifyError } from "~/components/ui/toaster";
import { announceAuthChange, useSessionUser } from "~/lib/session";

const MIN_PASSWORD = 8;
const MAX_PASSWORD = 128;

async function post(path: string, body: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("The server could not be reached. Please try again.");
  }
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new Error(payload?.message ?? payload?.error ?? `Request failed (${res.status})`);
  }
}

function CredentialsForm({ mode }: { mode: "sign-in" | "sign-up" }) {
  const id = useId();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      if (mode === "sign-in") {
        await post("/api/auth/sign-in/email", { email, password });
        announceAuthChange();
        navigate("/");
      } else {
        await post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0], callbackURL: "/" });
        notify("Success!", "Please check your email to confirm your account.");
        setPassword("");
      }
    } catch (error) {
      notifyError("Error", (error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>Email</Label>
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
        <Label htmlFor={`${id}-password`}>Password</Label>
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
            At least {MIN_PASSWORD} characters. A long passphrase is best.
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {mode === "sign-in"
          ? submitting
            ? "Signing in..."
            : "Sign In"
          : submitting
            ? "Creating account..."
            : "Create Account"}
      </Button>
    </form>
  );
}

/** /auth: Sign In and Sign Up tabs; a signed-in visitor is sent to /. */
export function AuthPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (user) navigate("/", { replace: true });
  }, [user, navigate]);
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-6 text-center text-3xl font-bold">Welcome</h1>
        <Tabs defaultValue="sign-in" className="rounded-2xl border p-6 shadow-sm">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <CredentialsForm mode="sign-in" />
          </TabsContent>
          <TabsContent value="sign-up">
            <CredentialsForm mode="sign-up" />
          </TabsContent>
        </Tabs>
      </main>
    </>
  );
}
