import { swissHackLocale } from "@shared/i18n/locales";
import { type PremiumOrderRequest, premiumOrderRequestSchema } from "@shared/schemas/premium-order";
import { Check, Loader2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Field } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { FieldError, Input } from "~/components/ui/input";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { ApiError, apiRequest } from "~/lib/api-client";
import { showErrorsAndFocus } from "~/lib/focus-first-invalid";
import { submitError } from "../audit/audit-errors";
import { priceWithVat } from "./order-price";
import { orderMessage, useOrderTexts } from "./texts/order-texts";

type FieldName = "name" | "email" | "acceptTerms";
type Errors = Partial<Record<FieldName, string>>;

/**
 * The Premium audit's order (issue 57): only what the audit needs, the price with its VAT, the promises and the terms
 * the person accepts. Checked here and by the server with the same schema; on success the browser goes to the
 * provider's checkout page. What was typed stays when anything fails.
 */
export function OrderForm({ auditRequestId }: { auditRequestId?: string }) {
  const texts = useOrderTexts();
  const { ui, locale: catalogueLocale } = useSwissHackText();
  const locale = swissHackLocale(catalogueLocale);
  const localized = useLocalizedPath();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: "", email: "", acceptTerms: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const price = priceWithVat(locale);

  const issuesToErrors = (issues: { path: PropertyKey[] | string; message: string }[]): Errors => {
    const found: Errors = {};
    for (const issue of issues) {
      const field = String(Array.isArray(issue.path) ? issue.path[0] : issue.path).split(".")[0] as FieldName;
      if (field in values && !found[field]) found[field] = orderMessage(texts, issue.message);
    }
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = premiumOrderRequestSchema.safeParse({ ...values, locale, auditRequestId });
    if (!parsed.success) {
      showErrorsAndFocus(form.current, () => setErrors(issuesToErrors(parsed.error.issues)));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { checkoutUrl } = await apiRequest<{ checkoutUrl: string }>("/api/premium/orders", {
        body: parsed.data satisfies PremiumOrderRequest,
      });
      // Left as "submitting": the page is leaving for the provider's.
      window.location.assign(checkoutUrl);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
        showErrorsAndFocus(form.current, () => setErrors(issuesToErrors(error.issues)));
        return;
      }
      if (error instanceof ApiError && error.status === 503) setFailure(texts.failures.unavailable);
      else if (error instanceof ApiError && error.status === 502) setFailure(texts.failures.provider);
      else setFailure(submitError(ui.errors, error));
    }
  };

  const field = (name: "name" | "email") => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={texts.title}>
      <div className="rounded-xl border border-primary/30 bg-primary/5 p-4">
        <p className="text-lg font-bold">{fillMessage(texts.price, price)}</p>
        <ul className="mt-2 space-y-1 text-sm">
          {texts.promises.map((promise) => (
            <li key={promise} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {promise}
            </li>
          ))}
        </ul>
        {auditRequestId && <p className="mt-2 text-sm text-muted-foreground">{texts.linked}</p>}
      </div>
      <Field id={`${id}-name`} label={texts.name} error={errors.name} required>
        {(aria) => <Input {...aria} autoComplete="name" maxLength={120} {...field("name")} />}
      </Field>
      <Field id={`${id}-email`} label={texts.email} error={errors.email} hint={texts.emailHint} required>
        {(aria) => <Input {...aria} type="email" autoComplete="email" inputMode="email" {...field("email")} />}
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-primary"
            checked={values.acceptTerms}
            onChange={(event) => setValues({ ...values, acceptTerms: event.target.checked })}
            aria-invalid={Boolean(errors.acceptTerms)}
            aria-describedby={errors.acceptTerms ? `${id}-terms-error` : undefined}
          />
          <label htmlFor={`${id}-terms`} className="text-sm">
            {texts.terms}
          </label>
        </div>
        <FieldError id={`${id}-terms-error`} message={errors.acceptTerms} />
        <p className="text-xs text-muted-foreground">
          <a href={localized("/confidentialite")} className="underline" target="_blank" rel="noopener">
            {texts.privacy}
            <span className="sr-only">{ui.newWindow}</span>
          </a>
        </p>
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitting ? texts.submitting : fillMessage(texts.submit, { price: price.price })}
      </Button>
    </form>
  );
}
