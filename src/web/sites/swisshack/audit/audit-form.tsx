import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Field } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { SubmitButton } from "~/components/submit-button";
import { Input, Textarea } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { withAttribution } from "~/features/tracking/attribution";
import { ApiError, apiRequest } from "~/lib/api-client";
import { focusFirstInvalid } from "~/lib/focus-first-invalid";
import {
  CALLBACK_LABELS,
  CALLBACK_TIME_LABELS,
  CANTON_LABELS,
  GOAL_LABELS,
  HAS_3A_LABELS,
  INCOME_LABELS,
  INSURANCE_LABELS,
  STATUS_LABELS,
} from "../../../../shared/content/swisshack/audit-options";
import { type AuditRequestInput, auditRequestSchema } from "../../../../shared/schemas/audit";
import type { AuditSubmission } from "./audit-dialog";
import { frenchSubmitError } from "./audit-errors";
import { fieldKit } from "./field-kit";
import { defaultPhoneCountry, PhoneField } from "./phone-field";

const EMPTY: AuditRequestInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  phoneCountry: "CH",
  canton: "" as AuditRequestInput["canton"],
  status: "" as AuditRequestInput["status"],
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

export function AuditForm({ onSubmitted }: { onSubmitted: (submission: AuditSubmission) => void }) {
  const prefix = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(auditRequestSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const wantsCallback = watch("wantsCallback");
  const [phone, phoneCountry, status] = watch(["phone", "phoneCountry", "status"]);
  // The phone's country follows the status until the person picks one.
  const [countryChosen, setCountryChosen] = useState(false);
  useEffect(() => {
    if (!countryChosen) setValue("phoneCountry", defaultPhoneCountry(status));
  }, [countryChosen, status, setValue]);
  const error = (name: FieldPath<AuditRequestInput>) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const { id, select, radio } = fieldKit<AuditRequestInput>({ prefix, register, error });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const created = await apiRequest<{ id: string; refineToken: string }>("/api/audit-requests", {
          body: withAttribution(values),
        });
        notify("Audit demandé avec succès !", "Votre rapport PDF personnalisé vous parviendra sous 48 h.");
        onSubmitted({ ...created, email: values.email, status: values.status, canton: values.canton });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 400) {
          for (const issue of failure.issues) {
            setError(issue.path as FieldPath<AuditRequestInput>, { message: issue.message });
          }
        }
        notifyError("Envoi impossible", frenchSubmitError(failure));
        focusFirstInvalid(formRef.current);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Demande d'audit gratuit">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("firstName")} label="Prénom" required error={error("firstName")}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...register("firstName")} />}
        </Field>
        <Field id={id("lastName")} label="Nom" required error={error("lastName")}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...register("lastName")} />}
        </Field>
        <Field id={id("email")} label="E-mail" required error={error("email")}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
        </Field>
        <PhoneField
          id={id("phone")}
          error={error("phone")}
          phone={phone ?? ""}
          country={phoneCountry ?? ""}
          countryProps={register("phoneCountry", { onChange: () => setCountryChosen(true) })}
          inputProps={register("phone")}
        />
        {select("canton", "Canton de travail", CANTON_LABELS)}
        {select("status", "Statut", STATUS_LABELS)}
        {select("annualIncome", "Revenu annuel brut", INCOME_LABELS)}
        {select("currentInsurance", "Assurance maladie actuelle", INSURANCE_LABELS)}
        {select("mainGoal", "Objectif principal", GOAL_LABELS, { className: "space-y-1.5 sm:col-span-2" })}
      </div>

      {radio("has3aPillar", "Avez-vous un 3e pilier (3a) ?", HAS_3A_LABELS)}
      {radio("wantsCallback", "Souhaitez-vous être rappelé par un expert ?", CALLBACK_LABELS)}
      {wantsCallback === "yes" &&
        select("callbackTime", "Moment préféré pour le rappel (facultatif)", CALLBACK_TIME_LABELS, {
          required: false,
          placeholder: "Peu importe",
        })}
      <Field id={id("situation")} label="Votre situation en quelques mots (facultatif)" error={error("situation")}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            maxLength={2000}
            placeholder="Ex. : frontalier à Genève, deux enfants…"
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
            J'accepte que mes réponses servent à préparer mon audit, conservées 12 mois au maximum en Suisse (voir la{" "}
            <a className="underline" href="/confidentialite" target="_blank" rel="noopener">
              politique de confidentialité
            </a>
            ).
          </span>
        </label>
        {error("consent") && (
          <p id={id("consent-error")} role="alert" className="text-sm text-destructive">
            {error("consent")}
          </p>
        )}
      </div>
      <HoneypotField {...register("website")} />

      <SubmitButton pending={isSubmitting} pendingText="Envoi en cours…">
        Recevoir mon audit gratuit
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">Les champs marqués * sont obligatoires.</p>
    </form>
  );
}
