import { languageFaults, type ProofreadLanguage } from "@shared/i18n/language-faults";
import type { SwissHackLocale } from "@shared/i18n/locales";
import { buildPreAnalysis } from "@shared/pre-analysis/build-pre-analysis";
import { answers, firstStep, TODAY } from "@shared/pre-analysis/testing/test-profiles";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { describe, expect, it } from "vitest";
import { auditConfirmationEmail } from "../audits/audit-emails";
import { passwordResetEmail, verificationEmail } from "../auth/auth-emails";
import { meetingEmails } from "../demo-slots/meeting-emails";
import { contactConfirmationEmail, demoConfirmationEmail, type LeadDetails } from "../leads/lead-emails";
import { newsletterConfirmationEmail } from "../newsletter/newsletter-emails";
import { preAnalysisEmail } from "../pre-analysis/pre-analysis-email";
import type { EmailMessage } from "./email-message";

const SITE = "https://swisshack.example";

/** Every email a person gets from SwissHack in German or Italian. */
function swissHackEmails(locale: SwissHackLocale): EmailMessage[] {
  // A frontalier living in Germany: the confirmation names the country in the email's language too.
  const audit = {
    ...validAuditRequest,
    status: "frontalier",
    residenceCountry: "DE",
    locale,
  } as Parameters<typeof auditConfirmationEmail>[0];
  const { document } = buildPreAnalysis({ firstStep: firstStep(), answers: answers(), today: TODAY, locale });
  return [
    auditConfirmationEmail(audit, SITE, "contact@swisshack.example"),
    auditConfirmationEmail({ ...audit, wantsCallback: "no", callbackTime: undefined }, SITE),
    newsletterConfirmationEmail("anna@example.ch", `${SITE}/confirm?t=1`, `${SITE}/unsubscribe?t=1`, locale),
    preAnalysisEmail({
      to: "anna@example.ch",
      firstName: "Anna",
      link: `${SITE}/pre-analyse/abc?lang=${locale}`,
      expiresAt: new Date("2026-12-22T10:00:00Z"),
      document,
      preAnalysisId: "id",
    }),
    verificationEmail("anna@example.ch", `${SITE}/verify-email?token=t&lang=${locale}`, locale),
    passwordResetEmail("anna@example.ch", `${SITE}/reset-password?token=t&lang=${locale}`, locale),
  ];
}

/** Every email a person gets from OptimAIte in Quebec French: the confirmations and each step of a booked demo. */
function optimaiteFrenchEmails(): EmailMessage[] {
  const lead: LeadDetails = {
    name: "Dre Julie Tremblay",
    email: "julie@clinique.example",
    project: "Nous manquons des appels.",
    locale: "fr",
    estimatedROI: { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 },
  };
  const mail = {
    meeting: {
      uid: "uid@optimaite.example",
      sequence: 0,
      startsAt: new Date("2026-12-03T19:30:00Z"),
      endsAt: new Date("2026-12-03T20:00:00Z"),
      timeZone: "America/Toronto",
    },
    lead,
    manageUrl: "https://optimaite.example/demo/Tok3n2026?lang=fr",
    bookAgainUrl: "https://optimaite.example/fr/optimaite?demo=open",
    place: { kind: "phone" as const, text: "+1 514 555 0123", uri: "tel:+15145550123" },
    teamEmail: undefined,
    teamLanguage: "fr" as const,
    teamTimeZone: "America/New_York",
    organizer: { name: "OptimAIte", email: "team@optimaite.example" },
  };
  return [
    demoConfirmationEmail(lead),
    contactConfirmationEmail(lead),
    verificationEmail(lead.email, "https://optimaite.example/verify-email?token=t&site=optimaite&lang=fr-CA", "fr-CA"),
    passwordResetEmail(
      lead.email,
      "https://optimaite.example/reset-password?token=t&site=optimaite&lang=fr-CA",
      "fr-CA",
    ),
    ...(["booked", "rescheduled", "reminder", "cancelled"] as const).flatMap((event) => meetingEmails(event, mail)),
  ];
}

const EMAILS: [ProofreadLanguage, EmailMessage[]][] = [
  ["de-CH", swissHackEmails("de")],
  ["it-CH", swissHackEmails("it")],
  ["fr-CA", optimaiteFrenchEmails()],
];

describe("German, Italian and Quebec French emails, as a native proofreader reads them", () => {
  it.each(EMAILS)("every %s email has no word of another language and the locale's typography", (language, emails) => {
    for (const email of emails) {
      expect(languageFaults(`${email.subject}\n${email.text}`, language), email.template).toEqual([]);
    }
  });

  it.each([
    ["de", `${SITE}/de`],
    ["it", `${SITE}/it`],
    ["fr", SITE],
  ] as const)("the %s audit confirmation links to the home page in its language", (locale, home) => {
    const email = auditConfirmationEmail({ ...validAuditRequest, locale } as never, SITE);
    expect(email.text).toContain(`SwissHack – ${home}\n`);
    expect(email.html).toContain(`href="${home}"`);
  });
});
