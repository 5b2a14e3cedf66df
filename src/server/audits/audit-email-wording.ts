import { CALLBACK_TIME_LABELS } from "@shared/content/swisshack/audit-options";
import { term } from "@shared/i18n/glossary";
import type { SwissHackLocale } from "@shared/i18n/locales";
import type { CALLBACK_TIMES } from "@shared/schemas/audit";

type CallbackTime = (typeof CALLBACK_TIMES)[number];

/** The texts of the audit confirmation in each SwissHack language. */
export interface AuditEmailWording {
  subject: string;
  thanks: string;
  status: string;
  /** A frontalier's country of residence (issue 39). */
  residence: string;
  canton: string;
  income: string;
  goal: string;
  report: string;
  /** "Un expert … vous rappellera (soir (17h – 20h))." with the chosen time, if any. */
  callback: (time: CallbackTime | undefined) => string;
  noCallback: string;
  retention: string;
  replyToErase: string;
}

const DE_TIMES: Record<CallbackTime, string> = {
  morning: "am Vormittag (8–12 Uhr)",
  afternoon: "am Nachmittag (12–17 Uhr)",
  evening: "am Abend (17–20 Uhr)",
};
const IT_TIMES: Record<CallbackTime, string> = {
  morning: "di mattina (8–12)",
  afternoon: "di pomeriggio (12–17)",
  evening: "di sera (17–20)",
};

const FR: AuditEmailWording = {
  subject: "Votre audit SwissHack est demandé",
  thanks: "Merci pour votre demande d'audit financier gratuit. Nous avons bien reçu vos réponses :",
  status: "Statut",
  residence: "Pays de résidence",
  canton: "Canton",
  income: "Revenu annuel",
  goal: "Objectif",
  report: "Votre rapport PDF personnalisé vous parviendra sous 48 h.",
  callback: (time) =>
    `Un expert d'un cabinet partenaire agréé FINMA vous rappellera${time ? ` (${CALLBACK_TIME_LABELS[time].toLowerCase()})` : ""}.`,
  noCallback: "Vous n'avez pas demandé de rappel : vous recevrez uniquement le rapport.",
  retention: "Vos données sont conservées 12 mois au maximum.",
  replyToErase: " Pour les consulter ou les faire supprimer, répondez à cet e-mail.",
};

const DE: AuditEmailWording = {
  subject: `Ihr ${term("freeAudit", "de")} bei SwissHack ist angefragt`,
  thanks: `Vielen Dank für Ihre Anfrage für den ${term("freeAudit", "de")}. Wir haben Ihre Antworten erhalten:`,
  status: "Status",
  residence: "Wohnsitzland",
  canton: "Kanton",
  income: "Jahreseinkommen",
  goal: "Ziel",
  report: "Ihren persönlichen PDF-Bericht erhalten Sie innert 48 Stunden.",
  callback: (time) =>
    `Eine Fachperson einer von der FINMA zugelassenen Partnerfirma ruft Sie${time ? ` ${DE_TIMES[time]}` : ""} an.`,
  noCallback: "Sie haben keinen Rückruf gewünscht: Sie erhalten nur den Bericht.",
  retention: "Ihre Daten werden höchstens 12 Monate aufbewahrt.",
  replyToErase: " Um sie einzusehen oder löschen zu lassen, antworten Sie auf diese E-Mail.",
};

const IT: AuditEmailWording = {
  subject: `Il suo ${term("freeAudit", "it")} SwissHack è stato richiesto`,
  thanks: `Grazie per la sua richiesta di ${term("freeAudit", "it")}. Abbiamo ricevuto le sue risposte:`,
  status: "Situazione",
  residence: "Paese di residenza",
  canton: "Cantone",
  income: "Reddito annuo",
  goal: "Obiettivo",
  report: "Il suo rapporto PDF personalizzato le arriverà entro 48 ore.",
  callback: (time) =>
    `Un esperto di uno studio partner autorizzato dalla FINMA la richiamerà${time ? ` ${IT_TIMES[time]}` : ""}.`,
  noCallback: "Non ha chiesto di essere richiamato: riceverà solo il rapporto.",
  retention: "I suoi dati sono conservati al massimo 12 mesi.",
  replyToErase: " Per consultarli o farli cancellare, risponda a questa e-mail.",
};

const WORDING: Record<SwissHackLocale, AuditEmailWording> = { fr: FR, de: DE, it: IT };

export const auditEmailWording = (locale: SwissHackLocale): AuditEmailWording => WORDING[locale];
