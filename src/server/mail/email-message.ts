import type { EmailAttachment, PendingAttachment } from "../db/schema";

export type EmailBrand = "swisshack" | "optimaite";

export interface EmailMessage {
  /** Which email this is (e.g. "audit-confirmation"): what the logs say of it, never its subject or text. */
  template: string;
  to: string;
  /** Where replies go instead of CONTACT_EMAIL (a team notification: the lead's own address). */
  replyTo?: string | null;
  /** Whose name the email is sent under (MAIL_FROM gives the address). */
  brand: EmailBrand;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: EmailAttachment[] | null;
  /** An attachment the outbox makes when it sends the email (see AttachmentMaker). */
  pendingAttachment?: PendingAttachment | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
}
