import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { BRANDS, type Brand, DETAIL_KEYS, type DetailKey, type SiteDetails } from "../site-settings/details.ts";
import { detailsFromEnv, detailVariable } from "../site-settings/details-from-env.ts";
import { COMPUTABLE_FIGURES, FIGURE_NAMES, type FigureName } from "../site-settings/shown-figures.ts";
import { isValidIde } from "./ide-number.ts";
import { z } from "./zod.ts";

// The sites' own details and figures, edited per brand in the admin's Settings tab (issue 55, decision 0042); the
// server's routes and the admin's form validate with the same schemas.

export { BRANDS, type Brand, DETAIL_KEYS, type DetailKey, type SiteDetails } from "../site-settings/details.ts";

/** An empty field is "unset". */
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const optional = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .max(300)
    .nullable()
    .transform(blankToNull)
    .refine((value) => value === null || check(value), { message });

/** A phone number libphonenumber-js accepts as valid, written with its international code ("+41 …", "0041 …"). */
export function isValidPhone(value: string): boolean {
  const written = value.trim().replace(/^00/, "+");
  return written.startsWith("+") && parsePhoneNumberFromString(written)?.isValid() === true;
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const isEmail = (value: string) => z.email().safeParse(value).success;
const text = optional(() => true, "");
const phone = optional(isValidPhone, "phone");
const url = optional(isHttpsUrl, "url");

/** The details as the form sends them; every message is a key the admin translates. */
export const siteDetailsSchema = z.object({
  company: text,
  address: text,
  ide: optional(isValidIde, "ide"),
  director: text,
  host: text,
  contactEmail: optional(isEmail, "email"),
  contactPhone: phone,
  whatsappNumber: phone,
  linkedin: url,
  instagram: url,
  facebook: url,
}) satisfies z.ZodType<SiteDetails, unknown>;

/** The site's numbers the owner may take in hand (SPEC "Marketing figures", decision 0046); others keep the spec's text. */
export const FIGURE_KEYS = FIGURE_NAMES;
export type FigureKey = FigureName;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "date" });
const count = z.number().int().min(0).max(10_000_000);

/** "spec": the specification's words; "figure": the owner's number, checked on a date; "computed": from the data. */
export const figureSettingSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("spec") }),
  z.object({ mode: z.literal("figure"), value: count, checkedOn: isoDate }),
  z.object({
    mode: z.literal("computed"),
    /** Shown once the count reaches it; below, the sentence without a number. */
    threshold: count,
    /** Rounded down to a multiple of it. */
    roundTo: z.number().int().min(1).max(100_000),
  }),
]);
export type FigureSetting = z.infer<typeof figureSettingSchema>;

const SPEC_SETTING: FigureSetting = { mode: "spec" };
const figureSettingsShape = Object.fromEntries(
  FIGURE_NAMES.map((name) => [name, figureSettingSchema.default(SPEC_SETTING)]),
) as Record<FigureName, z.ZodDefault<typeof figureSettingSchema>>;

/** A figure left out keeps the specification's text; only a figure with data behind it can be computed. */
export const figuresSchema = z.object(figureSettingsShape).superRefine((figures, context) => {
  for (const name of FIGURE_NAMES) {
    if (figures[name].mode === "computed" && !COMPUTABLE_FIGURES.includes(name))
      context.addIssue({ code: "custom", message: "computed", path: [name] });
  }
});
export type SiteFigures = Record<FigureName, FigureSetting>;

export const DEFAULT_FIGURES = Object.fromEntries(FIGURE_NAMES.map((name) => [name, SPEC_SETTING])) as SiteFigures;

/** What the admin saves for one brand. */
export const siteSettingsInputSchema = z.object({ details: siteDetailsSchema, figures: figuresSchema });
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** One brand's settings as the admin reads them: the values in force and, per detail, where each comes from. */
export const brandSettingsSchema = z.object({
  brand: z.enum(BRANDS),
  details: z.record(z.enum(DETAIL_KEYS), z.string().nullable()),
  /** "saved": edited in the admin; "environment": the start's default; "unset": neither. */
  sources: z.record(z.enum(DETAIL_KEYS), z.enum(["saved", "environment", "unset"])),
  figures: z.object(figureSettingsShape),
  /** Confirmed newsletter subscribers now (for the "computed" choice). */
  confirmedSubscribers: z.number().int(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const siteSettingsResponseSchema = z.object({ brands: z.array(brandSettingsSchema) });
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

export const settingsChangeSchema = z.object({
  id: z.number().int(),
  brand: z.enum(BRANDS),
  key: z.string(),
  previousValue: z.unknown(),
  value: z.unknown(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const settingsLogResponseSchema = z.object({ changes: z.array(settingsChangeSchema) });
export type SettingsLogResponse = z.infer<typeof settingsLogResponseSchema>;

/** Why an environment variable's detail was refused, in the operator's words. */
const ENV_MESSAGES: Record<string, string> = {
  phone: "must be a phone number with its international code, e.g. +41 22 555 12 34",
  ide: "must be an IDE number, CHE-123.456.788, with a valid check digit",
  url: "must be an https:// address",
  email: "must be an email address",
};

export interface DetailVariableProblem {
  name: string;
  message: string;
}

/**
 * A brand's details as the environment seeds them (decision 0042), checked as the admin's Settings check them: the
 * start-up's env schema and the build's prerender both read them through here, so a bad value is refused by name
 * instead of shown on a page.
 */
export function checkDetailsFromEnv(
  brand: Brand,
  source: Record<string, string | undefined>,
): { details: SiteDetails; problems: DetailVariableProblem[] } {
  const parsed = siteDetailsSchema.safeParse(detailsFromEnv(brand, source));
  if (parsed.success) return { details: parsed.data, problems: [] };
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0] as DetailKey));
  const kept = Object.fromEntries(
    DETAIL_KEYS.map((key) => [
      detailVariable(brand, key),
      refused.has(key) ? undefined : source[detailVariable(brand, key)],
    ]),
  );
  const problems = parsed.error.issues.map((issue) => ({
    name: detailVariable(brand, issue.path[0] as DetailKey),
    message: ENV_MESSAGES[issue.message] ?? issue.message,
  }));
  return { details: siteDetailsSchema.parse(detailsFromEnv(brand, kept)), problems };
}

/** Every brand's details a build prerenders (vite.config.ts hands them to the pages; the build records them). */
export const everyBrandForTheBuild = (source: Record<string, string | undefined>): Record<Brand, SiteDetails> => ({
  swisshack: detailsForTheBuild("swisshack", source),
  optimaite: detailsForTheBuild("optimaite", source),
});

/** The details a build prerenders into the pages: the environment's, checked; a bad one stops the build by name. */
export function detailsForTheBuild(brand: Brand, source: Record<string, string | undefined>): SiteDetails {
  const { details, problems } = checkDetailsFromEnv(brand, source);
  if (problems.length === 0) return details;
  const lines = problems.map((problem) => `  ${problem.name}: ${problem.message} (got "${source[problem.name]}")`);
  throw new Error(`The build's environment holds site details the Settings would refuse:\n${lines.join("\n")}`);
}
