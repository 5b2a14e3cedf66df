import { brandedEmail } from "./email-layout";
import type { EmailBrand, EmailMessage } from "./email-message";
import { TEAM_WORDING, type TeamLanguage } from "./team-wording";

/**
 * The notification TEAM_EMAIL gets for a new lead, or none when TEAM_EMAIL is unset. The subject is the template's
 * own (no visitor text: subjects are shown in lists and previews); the lead's fields are in the body, never links.
 * A reply goes to the lead. `language` is the team's (TEAM_LANGUAGE): the caller words the subject and labels in it.
 */
export function teamNotification(
  brand: EmailBrand,
  teamEmail: string | undefined,
  { template, subject }: { template: string; subject: string },
  fields: Record<string, string | number | boolean | null | undefined>,
  leadEmail: string,
  language: TeamLanguage,
): EmailMessage[] {
  if (!teamEmail) return [];
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label}${TEAM_WORDING[language].colon} ${value}`);
  const message = brandedEmail(brand, {
    template,
    to: teamEmail,
    subject,
    text: `${subject}\n\n${lines.join("\n")}\n`,
  });
  return [{ ...message, replyTo: leadEmail }];
}
