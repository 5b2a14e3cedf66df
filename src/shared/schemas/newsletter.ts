import { attributionShape } from "./attribution";
import { honeypotShape } from "./honeypot";
import { EMAIL_FORMAT } from "./json-schema-hints";
import { siteLocaleField } from "./locale";
import { storableString } from "./storable";
import { z } from "./zod";

export const newsletterSchema = z.object({
  email: storableString("Adresse e-mail invalide")
    .trim()
    .min(1, "Veuillez indiquer votre adresse e-mail")
    .max(254, "Adresse e-mail trop longue")
    .pipe(z.email("Adresse e-mail invalide"))
    .meta(EMAIL_FORMAT),
  /** The page's language (fr, de, it): the confirmation email and page use it. */
  locale: siteLocaleField("swisshack"),
  ...honeypotShape,
  ...attributionShape,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.infer<typeof newsletterSchema>;

/** The same answer whether the address is new, pending or subscribed: it never reveals who subscribed. */
export const newsletterAcceptedSchema = z.object({ status: z.literal("pending-confirmation") });
