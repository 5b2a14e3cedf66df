import { brandedEmail } from "./email-layout";
import type { EmailBrand, EmailMessage } from "./mailer";

/** The notification TEAM_EMAIL gets for a new lead, or none when TEAM_EMAIL is unset. */
export function teamNotification(
  brand: EmailBrand,
  teamEmail: string | undefined,
  subject: string,
  fields: Record<string, string | number | boolean | null | undefined>,
): EmailMessage[] {
  if (!teamEmail) return [];
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label}: ${value}`);
  return [brandedEmail(brand, { to: teamEmail, subject, text: `${subject}\n\n${lines.join("\n")}\n` })];
}
