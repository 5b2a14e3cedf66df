import { type FormEvent, useId, useState } from "react";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { withAttribution } from "~/features/tracking/attribution";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { ApiError, apiRequest } from "~/lib/api-client";
import { submitError } from "../audit/audit-errors";

/** Double opt-in: the server emails a confirmation link; the form clears and welcomes the person. */
export function NewsletterForm() {
  const text = useSwissHackText();
  const { NEWSLETTER } = text.landing;
  const say = (message: string | undefined) =>
    message === undefined ? undefined : ((text.ui.emailErrors as Record<string, string>)[message] ?? message);
  const id = useId();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  // Once an error shows, the address is checked at each change: the error goes as soon as it is fixed.
  const onEmailChange = async (value: string) => {
    setEmail(value);
    if (!error) return;
    const { newsletterSchema } = await import("@shared/schemas/newsletter");
    const parsed = newsletterSchema.safeParse({ email: value, website: "" });
    setError(parsed.success ? undefined : say(parsed.error.issues[0]?.message));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load on the first submit, not with the landing page.
    const { newsletterSchema } = await import("@shared/schemas/newsletter");
    const parsed = newsletterSchema.safeParse({ email, website: honeypot, locale: text.locale });
    if (!parsed.success) {
      setError(say(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      await apiRequest("/api/newsletter", { body: withAttribution(parsed.data) });
      setEmail("");
      notify(NEWSLETTER.successTitle, NEWSLETTER.successText);
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.status === 400
          ? say(failure.issues[0]?.message)
          : submitError(text.ui.errors, failure);
      if (failure instanceof ApiError && failure.status === 400) setError(message);
      notifyError(NEWSLETTER.errorTitle, message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mx-auto mt-6 max-w-md text-left"
      aria-label={text.ui.newsletterForm}
    >
      <Label htmlFor={id}>{NEWSLETTER.label}</Label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={NEWSLETTER.placeholder}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="bg-white"
        />
        <Button type="submit" disabled={submitting} className="shrink-0">
          {submitting ? NEWSLETTER.submitting : NEWSLETTER.submit}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
    </form>
  );
}
