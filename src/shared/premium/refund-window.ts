/** How long after the payment the 30-day guarantee lets the owner refund from the admin (decision 0048). */
export const REFUND_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a payment made at `paidAt` is still within the guarantee's 30 days at `now`. */
export const withinRefundWindow = (paidAt: Date, now: Date): boolean =>
  now.getTime() - paidAt.getTime() <= REFUND_DAYS * DAY_MS;
