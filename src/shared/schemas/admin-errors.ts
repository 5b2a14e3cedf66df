// The back office's API refusals (decision 0044): each answer carries a stable `code` besides its English `error`,
// and the admin shows the code's words in the account's language (`ADMIN_ERROR_WORDS`), the English text otherwise.

/** Each refusal's code and its English text, as the API's `error` says it. */
export const ADMIN_ERRORS = {
  "sign-in-required": "Sign in required",
  "not-admin": "You don't have admin privileges.",
  "no-such-lead": "No such lead",
  "no-such-audit-request": "No such audit request",
  "report-already-sent": "A report was already sent for this request",
  "no-such-report": "No such report",
  "no-such-meeting": "No such meeting, or it was cancelled",
  "no-such-pre-analysis": "Pre-analysis not found",
  "no-such-post": "No such post: it may have been deleted",
  "post-cover-gone": "The cover image is no longer stored: upload it again.",
  "post-translation-taken": "This post already has a version in that language: open it from the list.",
  "post-slug-taken": "A post in that language already has this slug: choose another one.",
  "post-same-language": "This post is already in that language: pick another language.",
  "no-such-campaign": "No such campaign",
  "campaign-not-editable": "This campaign has been sent or is being sent: it can no longer change",
  "campaign-not-scheduled": "Only a scheduled campaign can be cancelled",
  "image-too-large": "The image is too large: upload a smaller one.",
  "not-an-image": "This file is not an image the blog can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
  "no-such-order": "No such order",
  "order-not-paid": "Only a paid order can be refunded",
  "refund-too-late": "The 30 days of the guarantee are over: refund it from the provider's dashboard if you must",
  "refund-provider-failed": "The payment provider refused the refund or did not answer: nothing changed, try again",
  "report-order-not-paid": "Only a paid order, not refunded, has a report to deliver",
  "report-already-delivered": "This order's report is already marked delivered",
  "ordering-not-set-up": "Online ordering is not set up (no payment provider keys)",
  "invalid-input": "Invalid input",
} as const;

export type AdminErrorCode = keyof typeof ADMIN_ERRORS;

export const isAdminErrorCode = (value: unknown): value is AdminErrorCode =>
  typeof value === "string" && Object.hasOwn(ADMIN_ERRORS, value);

/** An admin route's refusal body: `{ error, code }`, the English text more precise when given (`error`). */
export const adminError = (code: AdminErrorCode, error: string = ADMIN_ERRORS[code]) => ({ error, code });
