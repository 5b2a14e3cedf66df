/** The UTM parameters a touch records; its own module so the browser's tracker does not load the zod schemas. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
