/** Name of the hidden form field people never see and bots fill in (kept apart from zod for the page bundles). */
export const HONEYPOT_FIELD = "website";
