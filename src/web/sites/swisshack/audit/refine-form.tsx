import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { Field } from "~/components/form-field";
import { SubmitButton } from "~/components/submit-button";
import { Input } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { ApiError, apiRequest } from "~/lib/api-client";
import { focusFirstInvalid } from "~/lib/focus-first-invalid";
import {
  CIVIL_STATUS_LABELS,
  DEDUCTIBLE_LABELS,
  EMPLOYMENT_LABELS,
  EXPECTED_COSTS_LABELS,
  PERMIT_LABELS,
  RESIDENCE_COUNTRY_LABELS,
  SWISS_CANTON_LABELS,
} from "../../../../shared/content/swisshack/refine-options";
import { refineAnswersSchema, SWISS_CANTONS } from "../../../../shared/pre-analysis/answers";
import type { z } from "../../../../shared/schemas/zod";
import type { AuditSubmission } from "./audit-dialog";
import { frenchSubmitError } from "./audit-errors";
import { fieldKit } from "./field-kit";

type RefineInput = z.input<typeof refineAnswersSchema>;

/** Empty stays "not answered" (undefined); anything else becomes a number, NaN when it is not one. */
const optionalNumber = (value: unknown) => (value === "" || value == null ? undefined : Number(value));
const requiredNumber = (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value));
const deductible = (value: unknown) => (value === "unknown" || value === "" ? value : Number(value));
/** An optional choice: "Choisir…" stays "not answered" (undefined). */
const optionalChoice = (value: unknown) => (value === "" || value == null ? undefined : value);

function defaults(submission: AuditSubmission): Partial<RefineInput> {
  const employment = submission.status === "independant" ? "self-employed" : undefined;
  if (submission.status !== "frontalier") return { children: 0, paid3aThisYear: 0, employment };
  const workCanton = (SWISS_CANTONS as readonly string[]).includes(submission.canton)
    ? (submission.canton as (typeof SWISS_CANTONS)[number])
    : undefined;
  return { children: 0, paid3aThisYear: 0, employment, frontalier: { workCanton } as RefineInput["frontalier"] };
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
  const year = new Date().getFullYear();
  const isFrontalier = submission.status === "frontalier";
  const isResident = submission.status === "resident";
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefineInput>({
    resolver: zodResolver(refineAnswersSchema),
    defaultValues: defaults(submission),
    mode: "onTouched",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const expectedCosts = watch("expectedCosts");
  const error = (name: FieldPath<RefineInput>) => (get(errors, name) as { message?: string } | undefined)?.message;
  const { id, select, radio } = fieldKit<RefineInput>({ prefix, register, error });
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
        notify("Votre pré-analyse est prête", "Nous vous l'envoyons aussi par e-mail, en PDF.");
        onDone(created);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 400) {
          for (const issue of failure.issues) {
            setError(issue.path.replace(/^answers\./, "") as FieldPath<RefineInput>, { message: issue.message });
          }
        }
        notifyError("Calcul impossible", frenchSubmitError(failure));
        focusFirstInvalid(formRef.current);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Affiner mon estimation">
      <FormSection title="Votre situation">
        {radio("civilStatus", "État civil", CIVIL_STATUS_LABELS)}
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("children", "Enfants à charge", { max: 15 })}
          {select("employment", "Situation professionnelle", EMPLOYMENT_LABELS)}
        </div>
        {numberField("netIncome", "Revenu net annuel du travail (CHF)", {
          optional: true,
          step: 1000,
          hint: "Facultatif : sans lui, nous partons de votre tranche de revenu.",
        })}
        {isResident &&
          select("permit", "Nationalité ou permis", PERMIT_LABELS, {
            required: false,
            hint: "Facultatif : la déduction du 3a en dépend ; sans réponse, la pré-analyse indique ce qui en dépend.",
            options: { setValueAs: optionalChoice },
          })}
      </FormSection>

      <FormSection title="3e pilier (3a)">
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("paid3aThisYear", `Déjà versé en ${year} (CHF)`, { step: 100 })}
          {numberField("paid3aLastYear", `Versé en ${year - 1} (CHF)`, {
            optional: true,
            step: 100,
            hint: "Facultatif : sert au rachat des années manquées.",
          })}
        </div>
      </FormSection>

      <FormSection title="Assurance maladie (LAMal)">
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("monthlyPremium", "Prime mensuelle actuelle (CHF)", {
            optional: true,
            hint: "Facultatif : sinon, nous comparons les franchises entre elles.",
          })}
          {select("currentDeductible", "Franchise actuelle", DEDUCTIBLE_LABELS, {
            options: { setValueAs: deductible },
          })}
        </div>
        {radio("expectedCosts", "Vos frais de santé attendus cette année", EXPECTED_COSTS_LABELS)}
        {expectedCosts === "amount" &&
          numberField("expectedCostsAmount", "Montant attendu des frais de santé (CHF par an)", { step: 100 })}
      </FormSection>

      {isFrontalier && (
        <FormSection title="Frontalier">
          {select("frontalier.residenceCountry", "Pays de résidence", RESIDENCE_COUNTRY_LABELS, {
            required: false,
            hint: "Facultatif : les règles diffèrent pour la France et l'Italie.",
            options: { setValueAs: optionalChoice },
          })}
          {select("frontalier.workCanton", "Canton de travail", SWISS_CANTON_LABELS)}
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField("frontalier.swissIncomeShare", "Part des revenus du ménage imposée en Suisse (%)", {
              optional: true,
              max: 100,
              hint: "Facultatif : salaires, rentes, revenus locatifs… de tout le ménage.",
            })}
            {numberField("frontalier.teleworkShare", "Part de télétravail (%)", {
              optional: true,
              max: 100,
              hint: "Facultatif : sur l'année, en pourcentage du temps de travail.",
            })}
          </div>
        </FormSection>
      )}

      <SubmitButton pending={isSubmitting} pendingText="Calcul en cours…">
        Voir ma pré-analyse
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">
        Les champs marqués * sont obligatoires. Estimation indicative, pas un conseil fiscal.
      </p>
    </form>
  );
}
