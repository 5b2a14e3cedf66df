import { ApiError } from "~/lib/api-client";

/** SPEC section 8: the toast text of a failed demo booking or contact message. */
export function leadFailureMessage(kind: "demo" | "contact", error: unknown): string {
  const answered = error instanceof ApiError && error.status !== 0;
  const serverMessage = answered ? error.serverMessage : undefined;
  if (kind === "demo") return `Failed to book demo: ${serverMessage ?? "Please try again or contact us directly."}`;
  if (answered) return serverMessage ?? "Something went wrong. Please try again.";
  return "Failed to send message. Please try again.";
}
