import { swissHackLocale } from "../i18n/locales";
import { attributionShape } from "./attribution";
import { honeypotShape } from "./honeypot";
import { EMAIL_FORMAT, PHONE_COUNTRY_RULE, PHONE_NUMBER } from "./json-schema-hints";
import { needsCountry, PHONE_COUNTRIES, toE164 } from "./phone";
import { LIVING_COUNTRIES, type LivingCountryAnswer, SWISS_CANTONS } from "./residence";
import { storableString } from "./storable";
import { personName } from "./text";
import { z } from "./zod";

/** The 26 cantons; "other" is kept for audits stored before the first step listed them all. */
export const CANTONS = [...SWISS_CANTONS, "other"] as const;
export const STATUSES = ["frontalier", "resident", "independant"] as const;
export const ANNUAL_INCOMES = ["<60000", "60000-90000", "90000-120000", "120000-150000", "150000+"] as const;
export const HAS_3A_OPTIONS = ["yes", "no", "not-sure"] as const;
export const INSURANCE_OPTIONS = ["lamal", "private", "not-sure"] as const;
export const MAIN_GOALS = ["reduce-taxes", "optimize-retirement", "compare-insurance", "all"] as const;
export const CALLBACK_OPTIONS = ["yes", "no"] as const;
export const CALLBACK_TIMES = ["morning", "afternoon", "evening"] as const;

export { swissHackLocale };

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** SPEC section 3 and 5: the audit request, with the French messages shown beside the fields. */
const NAME_MESSAGES = { tooLong: "80 caractères au maximum", webAddress: "Un nom ne contient pas d'adresse web" };

/** A resident lives in Switzerland and a frontalier abroad: only the self-employed may be either. */
function residenceFor(status: (typeof STATUSES)[number], country: LivingCountryAnswer | "" | undefined) {
  if (!country || status === "resident") return undefined;
  return status === "frontalier" && country === "CH" ? undefined : country;
}

export const auditRequestSchema = z
  .object({
    firstName: personName(80, { ...NAME_MESSAGES, required: "Veuillez indiquer votre prénom" }),
    lastName: personName(80, { ...NAME_MESSAGES, required: "Veuillez indiquer votre nom" }),
    email: storableString("Adresse e-mail invalide")
      .trim()
      .min(1, "Veuillez indiquer votre adresse e-mail")
      .max(254, "Adresse e-mail trop longue")
      .pipe(z.email("Adresse e-mail invalide"))
      .meta(EMAIL_FORMAT),
    phone: storableString("Numéro de téléphone invalide")
      .trim()
      .min(1, "Veuillez indiquer votre numéro de téléphone")
      .max(30, "Numéro de téléphone invalide")
      .meta(PHONE_NUMBER),
    /** The country of a number written without its international code (DESIGN §5.13). */
    phoneCountry: z.union([z.enum(PHONE_COUNTRIES), z.literal("")]).optional(),
    canton: choice(CANTONS, "Veuillez choisir votre canton"),
    status: choice(STATUSES, "Veuillez choisir votre statut"),
    /**
     * Frontaliers (a country abroad) and the self-employed (Switzerland or abroad), optional: never inferred, the
     * pre-analysis says what depends on it when absent. A resident lives in Switzerland.
     */
    residenceCountry: z
      .union([choice(LIVING_COUNTRIES, "Veuillez choisir votre pays de résidence"), z.literal("")])
      .optional(),
    annualIncome: choice(ANNUAL_INCOMES, "Veuillez choisir votre revenu annuel"),
    has3aPillar: choice(HAS_3A_OPTIONS, "Veuillez indiquer si vous avez un 3e pilier"),
    currentInsurance: choice(INSURANCE_OPTIONS, "Veuillez choisir votre assurance maladie"),
    mainGoal: choice(MAIN_GOALS, "Veuillez choisir votre objectif principal"),
    wantsCallback: choice(CALLBACK_OPTIONS, "Veuillez indiquer si vous souhaitez être rappelé"),
    callbackTime: z.union([z.enum(CALLBACK_TIMES), z.literal("")]).optional(),
    situation: storableString("Caractères non valides").trim().max(2000, "2000 caractères au maximum").optional(),
    /** The language the person filled the form in (fr, de, it): their emails and pre-analysis use it. */
    locale: z
      .string()
      .max(10)
      .optional()
      .transform((value) => swissHackLocale(value)),
    consent: z.literal(true, { error: "Veuillez accepter le traitement de vos données pour recevoir votre audit" }),
    ...honeypotShape,
    ...attributionShape,
  })
  .meta(PHONE_COUNTRY_RULE)
  .superRefine(({ phone, phoneCountry }, context) => {
    if (needsCountry(phone, phoneCountry)) {
      context.addIssue({
        code: "custom",
        path: ["phone"],
        message:
          phoneCountry === "other"
            ? "Écrivez le numéro avec son indicatif (ex. +43 664 1234567)"
            : "Choisissez le pays du numéro, ou écrivez-le avec son indicatif (ex. +33 6 12 34 56 78)",
      });
    } else if (toE164(phone, phoneCountry) === null) {
      context.addIssue({
        code: "custom",
        path: ["phone"],
        message: "Numéro de téléphone invalide (ex. +41 79 123 45 67, +33 6 12 34 56 78 ou +49 151 23456789)",
      });
    }
  })
  .transform(({ callbackTime, situation, phoneCountry, residenceCountry, ...rest }) => ({
    ...rest,
    residenceCountry: residenceFor(rest.status, residenceCountry),
    // Stored and shown in one form whatever the person typed: E.164.
    phone: toE164(rest.phone, phoneCountry) ?? rest.phone,
    // callbackTime only exists when a callback is wanted.
    callbackTime: rest.wantsCallback === "yes" && callbackTime ? callbackTime : undefined,
    situation: situation || undefined,
  }));

export type AuditRequestInput = z.input<typeof auditRequestSchema>;
export type AuditRequest = z.output<typeof auditRequestSchema>;
/** What is stored and mailed: the answers without the consent box and the honeypot. */
export type AuditDetails = Omit<AuditRequest, "consent" | "website" | "attribution">;

export const auditCreatedSchema = z.object({
  id: z.string(),
  /** Lets this browser add the optional second step ("Affiner mon estimation"). */
  refineToken: z.string(),
});
