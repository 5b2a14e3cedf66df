import type { AuditRequest, AuditRequestInput } from "@shared/schemas/audit";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Field } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/submit-button";
import { Input, Textarea } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { withAttribution } from "~/features/tracking/attribution";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { ApiError, apiRequest } from "~/lib/api-client";
import { focusFirstInvalid, showErrorsAndFocus } from "~/lib/focus-first-invalid";
import { lazyResolver } from "~/lib/lazy-resolver";
import { submitError } from "./audit-errors";
import type { AuditSubmission } from "./audit-submission";
import { fieldKit } from "./field-kit";
import { defaultPhoneCountry, PhoneField } from "./phone-field";
import { translatedMessage, useAuditTexts } from "./texts/audit-texts";

const EMPTY: AuditRequestInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  // No country until the person says where they live: a national number is never read in a country nobody chose.
  phoneCountry: "",
  canton: "" as AuditRequestInput["canton"],
  status: "" as AuditRequestInput["status"],
  residenceCountry: "",
  annualIncome: "" as AuditRequestInput["annualIncome"],
  has3aPillar: "" as AuditRequestInput["has3aPillar"],
  currentInsurance: "" as AuditRequestInput["currentInsurance"],
  mainGoal: "" as AuditRequestInput["mainGoal"],
  wantsCallback: "" as AuditRequestInput["wantsCallback"],
  callbackTime: "",
  situation: "",
  consent: false as unknown as true,
  website: "",
};

// The schema (zod, and libphonenumber's metadata for the phone) loads once the dialog shows: it opens without them.
const auditResolver = lazyResolver<AuditRequestInput, AuditRequest>(async () => {
  const [{ zodResolver }, { auditRequestSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@shared/schemas/audit"),
  ]);
  return zodResolver(auditRequestSchema);
});

/** A frontalier lives abroad: Switzerland is offered to the self-employed only. */
const abroadChoices = ({ CH: _swiss, ...countries }: Record<string, string>) => countries;

/** Where a person lives decides which canton the rules read: of residence, or of work for someone living abroad. */
function cantonLabel(
  status: string,
  residence: string | undefined,
  form: { canton: string; cantonOfResidence: string },
) {
  if (status === "resident" || (status === "independant" && residence === "CH")) return form.cantonOfResidence;
  return form.canton;
}

/** The 26 cantons in the page's order; "other" only names the audits stored before they were all listed. */
const cantonChoices = ({ other: _storedOnly, ...cantons }: Record<string, string>) => cantons;

export function AuditForm({ onSubmitted }: { onSubmitted: (submission: AuditSubmission) => void }) {
  const prefix = useId();
  const texts = useAuditTexts();
  const { form, options } = texts;
  const localized = useLocalizedPath();
  const siteText = useSwissHackText();
  const submitErrors = siteText.ui.errors;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<AuditRequestInput, unknown, AuditRequest>({
    resolver: auditResolver,
    defaultValues: EMPTY,
    mode: "onTouched",
    shouldFocusError: false,
  });
  useEffect(() => auditResolver.preload(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const wantsCallback = watch("wantsCallback");
  const [phone, phoneCountry, status, residenceCountry] = watch([
    "phone",
    "phoneCountry",
    "status",
    "residenceCountry",
  ]);
  // A number already checked is checked again with its new country: its error clears once it reads right.
  const recheckPhone = useCallback(() => {
    if (getFieldState("phone").isTouched) void trigger("phone");
  }, [getFieldState, trigger]);
  // The phone's country follows what the person said (status, country of residence) until they pick one.
  const [countryChosen, setCountryChosen] = useState(false);
  useEffect(() => {
    if (countryChosen) return;
    setValue("phoneCountry", defaultPhoneCountry(status, residenceCountry));
    recheckPhone();
  }, [countryChosen, status, residenceCountry, setValue, recheckPhone]);
  const error = (name: FieldPath<AuditRequestInput>) =>
    translatedMessage(texts, (errors as Record<string, { message?: string } | undefined>)[name]?.message);
  const { id, select, radio } = fieldKit<AuditRequestInput>({ prefix, register, error, choose: texts.choose });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const created = await apiRequest<{ id: string; refineToken: string }>("/api/audit-requests", {
          body: withAttribution({ ...values, locale: siteText.locale }),
        });
        notify(form.successTitle, form.successText);
        onSubmitted({
          ...created,
          email: values.email,
          status: values.status,
          canton: values.canton,
          currentInsurance: values.currentInsurance,
          residenceCountry: values.status === "resident" ? undefined : values.residenceCountry || undefined,
        });
      } catch (failure) {
        const issues = failure instanceof ApiError && failure.status === 400 ? failure.issues : [];
        showErrorsAndFocus(formRef.current, () => {
          for (const issue of issues) setError(issue.path as FieldPath<AuditRequestInput>, { message: issue.message });
        });
        notifyError(form.failureTitle, submitError(submitErrors, failure));
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={form.name}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("firstName")} label={form.firstName} required error={error("firstName")}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...register("firstName")} />}
        </Field>
        <Field id={id("lastName")} label={form.lastName} required error={error("lastName")}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...register("lastName")} />}
        </Field>
        <Field id={id("email")} label={form.email} required error={error("email")}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
        </Field>
        <PhoneField
          id={id("phone")}
          error={error("phone")}
          phone={phone ?? ""}
          country={phoneCountry ?? ""}
          countryProps={register("phoneCountry", {
            onChange: () => {
              setCountryChosen(true);
              recheckPhone();
            },
          })}
          inputProps={register("phone")}
        />
        {select("canton", cantonLabel(status, residenceCountry, form), cantonChoices(options.canton))}
        {select("status", form.status, options.status)}
        {status === "frontalier" &&
          select("residenceCountry", form.residenceCountry, abroadChoices(options.residenceCountry), {
            required: false,
            hint: form.residenceCountryHint,
          })}
        {status === "independant" &&
          select("residenceCountry", form.residenceCountry, options.residenceCountry, {
            required: false,
            hint: form.residenceCountrySelfEmployedHint,
          })}
        {select("annualIncome", form.annualIncome, options.annualIncome)}
        {select("currentInsurance", form.currentInsurance, options.currentInsurance)}
        {select("mainGoal", form.mainGoal, options.mainGoal, { className: "space-y-1.5 sm:col-span-2" })}
      </div>

      {radio("has3aPillar", form.has3aPillar, options.has3aPillar)}
      {radio("wantsCallback", form.wantsCallback, options.wantsCallback)}
      {wantsCallback === "yes" &&
        select("callbackTime", form.callbackTime, options.callbackTime, {
          required: false,
          placeholder: form.callbackAnyTime,
        })}
      <Field id={id("situation")} label={form.situation} error={error("situation")}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            maxLength={2000}
            placeholder={form.situationPlaceholder}
            {...register("situation")}
          />
        )}
      </Field>

      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
            aria-invalid={Boolean(error("consent"))}
            aria-describedby={error("consent") ? id("consent-error") : undefined}
            {...register("consent")}
          />
          <span>
            {form.consentBefore}{" "}
            <a className="underline" href={localized("/confidentialite")} target="_blank" rel="noopener">
              {form.consentLink}
            </a>
            {form.consentAfter}
          </span>
        </label>
        {error("consent") && (
          <p id={id("consent-error")} role="alert" className="text-sm text-destructive">
            {error("consent")}
          </p>
        )}
      </div>
      <HoneypotField {...register("website")} />

      <SubmitButton pending={isSubmitting} pendingText={form.submitting}>
        {form.submit}
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{texts.required}</p>
    </form>
  );
}
