import { HONEYPOT_FIELD } from "../honeypot";
import { storableString } from "./storable";

/** Spread into a public form's schema: a filled honeypot makes the payload invalid (400, nothing stored). */
export const honeypotShape = {
  [HONEYPOT_FIELD]: storableString().max(0, "Invalid submission").optional(),
};
