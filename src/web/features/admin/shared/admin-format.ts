import { formatUsd } from "@shared/number-format";

/** SPEC section 9: "under 1s" for zero, "N/A" when missing. */
export function formatDuration(seconds: unknown): string {
  if (seconds === null || seconds === undefined || seconds === "") return "N/A";
  const value = Number(seconds);
  if (!Number.isFinite(value)) return "N/A";
  return value === 0 ? "under 1s" : `${value}s`;
}

/** SPEC section 9: "User #" plus the first 8 characters of the persistent id. */
export function visitorIdentity(persistentUserId: unknown): string {
  return typeof persistentUserId === "string" && persistentUserId
    ? `User #${persistentUserId.slice(0, 8)}`
    : "Anonymous";
}

export function formatDate(value: unknown): string {
  if (typeof value !== "string" && !(value instanceof Date)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}

export function formatRoi(roi: unknown): string {
  if (!roi || typeof roi !== "object") return "No ROI data";
  const { monthlyROI, annualROI } = roi as { monthlyROI?: number; annualROI?: number };
  return `Yes: ${formatUsd(Number(monthlyROI ?? 0))}/month, ${formatUsd(Number(annualROI ?? 0))}/year`;
}

export function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
