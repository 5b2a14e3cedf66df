/** An order's life: waiting for the payment, paid (the provider's webhook said so), refunded, or never paid. */
export const PREMIUM_ORDER_STATUSES = ["pending", "paid", "refunded", "expired"] as const;
export type PremiumOrderStatus = (typeof PREMIUM_ORDER_STATUSES)[number];
