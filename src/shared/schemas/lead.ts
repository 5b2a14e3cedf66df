import { attributionShape } from "./attribution";
import { bookedMeetingSchema, demoSlotChoiceSchema } from "./demo-slots";
import { honeypotShape } from "./honeypot";
import { EMAIL_FORMAT, NOT_BLANK } from "./json-schema-hints";
import { siteLocaleField } from "./locale";
import { storableString } from "./storable";
import { personName } from "./text";
import { z } from "./zod";

export const HEAR_ABOUT_OPTIONS = [
  "google-search",
  "social-media",
  "referral",
  "linkedin",
  "industry-event",
  "online-ad",
  "partner",
  "other",
] as const;

const optionalText = (max: number) => storableString().trim().max(max, `At most ${max} characters`).optional();

/** SPEC section 3 and 5: the contact form. name, email and project are required. */
export const contactSchema = z.object({
  name: personName(120, {
    required: "Name is required",
    tooLong: "At most 120 characters",
    webAddress: "A name cannot contain a web address",
  }),
  email: storableString()
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email("Invalid email address"))
    .meta(EMAIL_FORMAT),
  company: optionalText(160),
  industry: optionalText(120),
  project: storableString()
    .trim()
    .min(1, "Please tell us about your project")
    .max(4000, "At most 4000 characters")
    .meta(NOT_BLANK),
  hearAbout: z.union([z.enum(HEAR_ABOUT_OPTIONS), z.literal("")]).optional(),
  /** The page's language (en, fr): the confirmation and the meeting's emails use it. */
  locale: siteLocaleField("optimaite"),
  ...honeypotShape,
  ...attributionShape,
});

const amount = z.number().finite().min(0).max(1e15);

export const estimatedRoiSchema = z.object({
  monthlyROI: amount,
  annualROI: amount,
  recoveredRevenue: amount,
  laborSavings: amount,
});

/** The demo booking: the contact fields, the calculator's estimate when attached, and the calculator session. */
export const demoBookingSchema = contactSchema.extend({
  estimatedROI: estimatedRoiSchema.optional(),
  calculatorSessionId: storableString().trim().max(100).optional(),
  calculatorSessionToken: storableString().trim().max(200).optional(),
  /** The slot picked in the dialog (issue 30); without it, "None of these suits me": we call back. */
  slot: demoSlotChoiceSchema.optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type DemoBookingInput = z.input<typeof demoBookingSchema>;
export type EstimatedRoi = z.infer<typeof estimatedRoiSchema>;

export const leadCreatedSchema = z.object({ id: z.string() });

/** A demo booking's answer: the meeting when a slot was booked. */
export const demoBookedSchema = leadCreatedSchema.extend({ meeting: bookedMeetingSchema.optional() });
export type DemoBooked = z.infer<typeof demoBookedSchema>;
