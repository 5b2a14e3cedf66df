import { z } from "zod";

/** Name of the hidden form field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Spread into a public form's schema: a filled honeypot makes the payload invalid (400, nothing stored). */
export const honeypotShape = {
  [HONEYPOT_FIELD]: z.string().max(0, "Invalid submission").optional(),
};
