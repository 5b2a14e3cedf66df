import { formatUsd } from "@shared/number-format";
import type { AdminLanguage } from "./admin-language";
import { FORMAT_WORDS } from "./shared-words";

/** SPEC section 9: "under 1s" for zero, "N/A" when missing (in French "moins d'1 s", "n. d."). */
export function formatDuration(seconds: unknown, language: AdminLanguage): string {
  const words = FORMAT_WORDS[language];
  if (seconds === null || seconds === undefined || seconds === "") return words.notAvailable;
  const value = Number(seconds);
  if (!Number.isFinite(value)) return words.notAvailable;
  return value === 0 ? words.underOneSecond : words.seconds(value);
}

/** SPEC section 9: "User #" plus the first 8 characters of the persistent id. */
export function visitorIdentity(persistentUserId: unknown, language: AdminLanguage): string {
  const words = FORMAT_WORDS[language];
  return typeof persistentUserId === "string" && persistentUserId
    ? words.user(persistentUserId.slice(0, 8))
    : words.anonymous;
}

/** A moment as the account's language writes it: "14 juin 2026, 09:30" (fr-CH), "14 Jun 2026, 09:30" (en-GB). */
export function formatDate(value: unknown, language: AdminLanguage): string {
  if (typeof value !== "string" && !(value instanceof Date)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleString(FORMAT_WORDS[language].locale, {
        dateStyle: "medium",
        timeStyle: "short",
      });
}

export function formatRoi(roi: unknown, language: AdminLanguage): string {
  const words = FORMAT_WORDS[language];
  if (!roi || typeof roi !== "object") return words.noRoi;
  const { monthlyROI, annualROI } = roi as {
    monthlyROI?: number;
    annualROI?: number;
  };
  return words.roi(formatUsd(Number(monthlyROI ?? 0)), formatUsd(Number(annualROI ?? 0)));
}

export function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
