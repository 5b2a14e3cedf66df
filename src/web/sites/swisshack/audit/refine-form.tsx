import { ITALY_AGREEMENT_CANTONS } from "@shared/finance/figures";
import { swissHackLocale } from "@shared/i18n/locales";
import type { RefineAnswers, refineAnswersSchema } from "@shared/pre-analysis/answers";
import { RESIDENCE_COUNTRIES, SWISS_CANTONS } from "@shared/schemas/residence";
import type { z } from "@shared/schemas/zod";
import { useEffect, useId, useRef } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { Field } from "~/components/form-field";
import { SubmitButton } from "~/components/submit-button";
import { Input } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { ApiError, apiRequest } from "~/lib/api-client";
import { focusFirstInvalid, showErrorsAndFocus } from "~/lib/focus-first-invalid";
import { lazyResolver } from "~/lib/lazy-resolver";
import type { AuditSubmission } from "./audit-submission";
import { fieldKit } from "./field-kit";
import { refineError } from "./refine-error";
import { translatedMessage, useAuditTexts } from "./texts/audit-texts";

type RefineInput = z.input<typeof refineAnswersSchema>;

// The schema loads once the step shows, apart from the dialog's code (see audit-form.tsx).
const refineResolver = lazyResolver<RefineInput, RefineAnswers>(async () => {
  const [{ zodResolver }, { refineAnswersSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@shared/pre-analysis/answers"),
  ]);
  return zodResolver(refineAnswersSchema);
});

/** Empty stays "not answered" (undefined); anything else becomes a number, NaN when it is not one. */
const optionalNumber = (value: unknown) => (value === "" || value == null ? undefined : Number(value));
const requiredNumber = (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value));
const deductible = (value: unknown) => (value === "unknown" || value === "" ? value : Number(value));
/** A deductible the person may leave out: "Choisir…" stays "unknown" (the document says what it depends on). */
const optionalDeductible = (value: unknown) => (value === "" ? "unknown" : deductible(value));
/** An optional choice: "Choisir…" stays "not answered" (undefined). */
const optionalChoice = (value: unknown) => (value === "" || value == null ? undefined : value);

function defaults(submission: AuditSubmission): Partial<RefineInput> {
  const employment = submission.status === "independant" ? "self-employed" : undefined;
  if (submission.status !== "frontalier") return { children: 0, paid3aThisYear: 0, employment };
  const workCanton = (SWISS_CANTONS as readonly string[]).includes(submission.canton)
    ? (submission.canton as (typeof SWISS_CANTONS)[number])
    : undefined;
  // The country the first step was told stays the answer, and can be changed here.
  const residenceCountry = (RESIDENCE_COUNTRIES as readonly string[]).includes(submission.residenceCountry ?? "")
    ? (submission.residenceCountry as (typeof RESIDENCE_COUNTRIES)[number])
    : undefined;
  return {
    children: 0,
    paid3aThisYear: 0,
    employment,
    frontalier: { workCanton, residenceCountry } as RefineInput["frontalier"],
  };
}

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The optional second step, "Affiner mon estimation": a few more answers, then the instant pre-analysis. */
export function RefineForm({
  submission,
  onDone,
}: {
  submission: AuditSubmission;
  onDone: (created: { token: string }) => void;
}) {
  const prefix = useId();
  const texts = useAuditTexts();
  const { refine, options } = texts;
  const catalogue = useSwissHackText();
  const year = new Date().getFullYear();
  const isFrontalier = submission.status === "frontalier";
  const isResident = submission.status === "resident";
  // Step 1 said a private or foreign cover, not LAMal: the LAMal deductible is not theirs to know.
  const deductibleOptional = submission.currentInsurance === "private";
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefineInput, unknown, RefineAnswers>({
    resolver: refineResolver,
    defaultValues: defaults(submission),
    mode: "onTouched",
    shouldFocusError: false,
  });
  useEffect(() => refineResolver.preload(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const [expectedCosts, civilStatus, residence, workCanton] = watch([
    "expectedCosts",
    "civilStatus",
    "frontalier.residenceCountry",
    "frontalier.workCanton",
  ]);
  // Asked only where the answer depends on them (issue 53).
  const asksNonReturnDays = isFrontalier && residence === "DE";
  const asksBorderZone =
    isFrontalier && residence === "IT" && (ITALY_AGREEMENT_CANTONS as readonly string[]).includes(workCanton ?? "");
  const error = (name: FieldPath<RefineInput>) =>
    translatedMessage(texts, (get(errors, name) as { message?: string } | undefined)?.message);
  const { id, select, radio } = fieldKit<RefineInput>({ prefix, register, error, choose: texts.choose });
  /** A whole-number field: CHF amounts, a count or a percentage (max 100). */
  const numberField = (
    name: FieldPath<RefineInput>,
    label: string,
    { optional = false, hint, step = 1, max }: { optional?: boolean; hint?: string; step?: number; max?: number } = {},
  ) => (
    <Field id={id(name)} label={label} required={!optional} hint={hint} error={error(name)}>
      {(aria) => (
        <Input
          {...aria}
          type="number"
          min={0}
          max={max}
          step={step}
          inputMode="numeric"
          {...register(name, { setValueAs: optional ? optionalNumber : requiredNumber })}
        />
      )}
    </Field>
  );

  const onSubmit = handleSubmit(
    async (answers) => {
      try {
        const created = await apiRequest<{ token: string }>(`/api/audit-requests/${submission.id}/pre-analysis`, {
          body: { refineToken: submission.refineToken, answers },
        });
        notify(refine.readyTitle, refine.readyText);
        onDone(created);
      } catch (failure) {
        const issues = failure instanceof ApiError && failure.status === 400 ? failure.issues : [];
        showErrorsAndFocus(formRef.current, () => {
          for (const issue of issues)
            setError(issue.path.replace(/^answers\./, "") as FieldPath<RefineInput>, { message: issue.message });
        });
        notifyError(refine.failureTitle, refineError(catalogue.ui.errors, swissHackLocale(catalogue.locale), failure));
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={refine.title}>
      <FormSection title={refine.situation}>
        {radio("civilStatus", refine.civilStatus, options.civilStatus)}
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("children", refine.children, { max: 15 })}
          {select("employment", refine.employment, options.employment)}
        </div>
        {numberField("netIncome", refine.netIncome, {
          optional: true,
          step: 1000,
          hint: refine.netIncomeHint,
        })}
        {civilStatus === "married" &&
          numberField("spouseGrossIncome", refine.spouseGrossIncome, {
            optional: true,
            step: 1000,
            hint: refine.spouseGrossIncomeHint,
          })}
        {isResident &&
          select("permit", refine.permit, options.permit, {
            required: false,
            hint: refine.permitHint,
            options: { setValueAs: optionalChoice },
          })}
      </FormSection>

      <FormSection title={refine.pillar3a}>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("paid3aThisYear", fillMessage(refine.paid3aThisYear, { year }), { step: 100 })}
          {numberField("paid3aLastYear", fillMessage(refine.paid3aLastYear, { year: year - 1 }), {
            optional: true,
            step: 100,
            hint: refine.paid3aLastYearHint,
          })}
        </div>
      </FormSection>

      <FormSection title={refine.health}>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("monthlyPremium", refine.monthlyPremium, {
            optional: true,
            hint: refine.monthlyPremiumHint,
          })}
          {select("currentDeductible", refine.currentDeductible, options.deductible, {
            required: !deductibleOptional,
            options: { setValueAs: deductibleOptional ? optionalDeductible : deductible },
          })}
        </div>
        {radio("expectedCosts", refine.expectedCosts, options.expectedCosts)}
        {expectedCosts === "amount" && numberField("expectedCostsAmount", refine.expectedCostsAmount, { step: 100 })}
      </FormSection>

      {isFrontalier && (
        <FormSection title={refine.frontalier}>
          {select("frontalier.residenceCountry", refine.residenceCountry, options.residenceCountry, {
            required: false,
            hint: refine.residenceCountryHint,
            options: { setValueAs: optionalChoice },
          })}
          {select("frontalier.workCanton", refine.workCanton, options.swissCanton)}
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField("frontalier.swissIncomeShare", refine.swissIncomeShare, {
              optional: true,
              max: 100,
              hint: refine.swissIncomeShareHint,
            })}
            {numberField("frontalier.teleworkShare", refine.teleworkShare, {
              optional: true,
              max: 100,
              hint: refine.teleworkShareHint,
            })}
          </div>
          {asksNonReturnDays &&
            numberField("frontalier.nonReturnDays", refine.nonReturnDays, {
              optional: true,
              max: 366,
              hint: refine.nonReturnDaysHint,
            })}
          {asksBorderZone &&
            select("frontalier.borderZone", refine.borderZone, refine.borderZoneOptions, {
              required: false,
              options: { setValueAs: optionalChoice },
            })}
        </FormSection>
      )}

      <SubmitButton pending={isSubmitting} pendingText={refine.submitting}>
        {refine.submit}
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{refine.footnote}</p>
    </form>
  );
}
