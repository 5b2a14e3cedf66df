import type { AuditDetails } from "../schemas/audit";
import { EXPECTED_COSTS_AMOUNT_RULE } from "../schemas/json-schema-hints";
import { type LivingCountryAnswer, RESIDENCE_COUNTRIES, SWISS_CANTONS } from "../schemas/residence";
import { storableString } from "../schemas/storable";
import { z } from "../schemas/zod";

export { LIVING_COUNTRIES, RESIDENCE_COUNTRIES, SWISS_CANTONS, type SwissCanton } from "../schemas/residence";

export const CIVIL_STATUSES = ["single", "married"] as const;
/** A resident's permit: Swiss or C permit (ordinary taxation), or taxed at source (e.g. permit B). */
export const PERMITS = ["swiss-or-c", "taxed-at-source"] as const;
export const EMPLOYMENTS = ["employee-with-pension-fund", "employee-without-pension-fund", "self-employed"] as const;
/** Adults' deductibles (OAMal art. 93 and 103); "unknown" when the person does not know theirs. */
export const DEDUCTIBLES = [300, 500, 1000, 1500, 2000, 2500] as const;
export const EXPECTED_COSTS = ["low", "medium", "high", "amount"] as const;
/** Whether an Italian resident lives within 20 km of the border (the 2020 agreement's zone). */
export const BORDER_ZONE_ANSWERS = ["within", "beyond"] as const;

const chf = (max: number, message: string) =>
  z
    .number({ error: message })
    .int("Montant en francs entiers")
    .min(0, "Le montant ne peut pas être négatif")
    .max(max, message);
const percent = (message: string) =>
  z.number({ error: message }).int("Pourcentage entier").min(0, "Entre 0 et 100 %").max(100, "Entre 0 et 100 %");

/** Also the route's own check (a frontalier who skipped the block): one message, translated by the dialog. */
export const WORK_CANTON_REQUIRED = "Veuillez choisir votre canton de travail";

export const frontalierAnswersSchema = z.object({
  workCanton: z.enum(SWISS_CANTONS, { error: WORK_CANTON_REQUIRED }),
  /** Optional here: the first step asks it; when neither tells, the document says what the rules depend on. */
  residenceCountry: z.enum(RESIDENCE_COUNTRIES, { error: "Veuillez choisir votre pays de résidence" }).optional(),
  /** Share of the household's worldwide income taxable in Switzerland (Geneva's 90 % rule); optional. */
  swissIncomeShare: percent("Veuillez indiquer la part des revenus du ménage imposée en Suisse").optional(),
  /** Optional: without it, the document gives the thresholds. */
  teleworkShare: percent("Veuillez indiquer votre part de télétravail").optional(),
  /** Living in Germany: work-related days not returning home this year (more than 60 ends the status). */
  nonReturnDays: z
    .number({ error: "Nombre de jours invalide" })
    .int("Nombre entier")
    .min(0, "Au moins 0")
    .max(366, "366 au maximum")
    .optional(),
  /** Living in Italy, working in TI, GR or VS: whether home is within 20 km of the border. */
  borderZone: z.enum(BORDER_ZONE_ANSWERS, { error: "Veuillez choisir une réponse" }).optional(),
});

const DEDUCTIBLE_MESSAGE = "Veuillez choisir votre franchise";

/** The optional second step, "Affiner mon estimation". */
export const refineAnswersSchema = z
  .object({
    civilStatus: z.enum(CIVIL_STATUSES, { error: "Veuillez choisir votre état civil" }),
    children: z
      .number({ error: "Nombre d'enfants" })
      .int("Nombre entier")
      .min(0, "Au moins 0")
      .max(15, "15 au maximum"),
    employment: z.enum(EMPLOYMENTS, { error: "Veuillez choisir votre situation professionnelle" }),
    /** Residents only, optional: whether the 3a is deducted on the ordinary scale or only through a TOU. */
    permit: z.enum(PERMITS, { error: "Veuillez choisir votre situation" }).optional(),
    /** Married only, optional: the spouse's gross income (the couple's incomes are added; the TOU threshold). */
    spouseGrossIncome: chf(10_000_000, "Revenu du conjoint invalide").optional(),
    /** Net earned income in CHF; when absent the first step's bracket is used. */
    netIncome: chf(10_000_000, "Revenu net invalide").optional(),
    paid3aThisYear: chf(1_000_000, "Montant versé en 3a invalide"),
    /** What was paid into the 3a last year, when known: the base of the buy-back of missed years. */
    paid3aLastYear: chf(1_000_000, "Montant versé l'an dernier invalide").optional(),
    /** Current basic-insurance premium per month; absent when unknown. */
    monthlyPremium: chf(5_000, "Prime mensuelle invalide").optional(),
    // The message sits on each branch too: the form's resolver reports a union's first branch issue.
    currentDeductible: z.union(
      // One literal each: OpenAPI generators publish only the first value of a multi-value literal.
      [
        ...DEDUCTIBLES.map((d) => z.literal(d, { error: DEDUCTIBLE_MESSAGE })),
        z.literal("unknown", { error: DEDUCTIBLE_MESSAGE }),
      ],
      { error: DEDUCTIBLE_MESSAGE },
    ),
    expectedCosts: z.enum(EXPECTED_COSTS, { error: "Veuillez estimer vos frais de santé" }),
    expectedCostsAmount: chf(1_000_000, "Montant des frais de santé invalide").optional(),
    frontalier: frontalierAnswersSchema.optional(),
  })
  .refine((a) => a.expectedCosts !== "amount" || a.expectedCostsAmount !== undefined, {
    path: ["expectedCostsAmount"],
    message: "Veuillez indiquer le montant de vos frais de santé attendus",
  })
  .meta(EXPECTED_COSTS_AMOUNT_RULE);

export type RefineAnswers = z.output<typeof refineAnswersSchema>;
export type FrontalierAnswers = z.output<typeof frontalierAnswersSchema>;

/** What the browser sends: the answers and the secret it got with the first step. */
export const refineRequestSchema = z.object({
  refineToken: storableString().min(1).max(200),
  answers: refineAnswersSchema,
});

/** The first-step answers the pre-analysis builds on (stored with the audit request). */
export type FirstStepAnswers = Pick<
  AuditDetails,
  "firstName" | "status" | "canton" | "annualIncome" | "has3aPillar" | "currentInsurance" | "mainGoal"
> & {
  /** Asked of frontaliers since issue 39 and of the self-employed since issue 53; absent (or null) otherwise. */
  residenceCountry?: LivingCountryAnswer | null;
  /** The first step's free text, stored as written (null when empty): the engine never reads it. */
  situation?: string | null;
};

export const preAnalysisCreatedSchema = z.object({
  /** The private link's secret: /pre-analyse/{token}. */
  token: z.string(),
  expiresAt: z.string(),
});
