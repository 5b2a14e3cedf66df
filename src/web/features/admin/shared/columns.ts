import type { RecordRow } from "@shared/schemas/admin-records";
import type { ReactNode } from "react";
import { formatDate, text } from "./admin-format";
import type { AdminLanguage } from "./admin-language";
import { RECORDS_WORDS } from "./shared-words";

/** One stored row of a record tab. */
export type Row = RecordRow;

export interface Column {
  /** The column's name, the same in every language: what tabs compare and place columns by. */
  label: string;
  /** The header a person reads, in the account's language (`label` when not given). */
  heading?: string;
  /** The cell, in the account's language. */
  render: (row: Row, language: AdminLanguage) => ReactNode;
  /** Kept in view at the table's right edge when the table scrolls sideways (a row's actions). */
  sticky?: boolean;
  /** Kept in view at the table's left edge when the table scrolls sideways (who the row is about). */
  stickyStart?: boolean;
}

/** What a column's header says. */
export const headingOf = (column: Column) => column.heading ?? column.label;

/** `columns` with their headers in the account's language, from `headings` (a column's `label` → its words). */
export const withHeadings = (columns: Column[], headings: Readonly<Record<string, string>>): Column[] =>
  columns.map((column) => ({ ...column, heading: column.heading ?? headings[column.label] }));

/** A stored value shown as text (React escapes it). */
export const plain = (key: string, label: string): Column => ({ label, render: (row) => text(row[key]) });

/** A stored moment in the account's language. */
export const date = (key: string, label = "Date"): Column => ({
  label,
  render: (row, language) => formatDate(row[key], language),
});

/** The city and country a visit or session came from, "Unknown" when neither is known. */
export const location: Column = {
  label: "Location",
  render: (row, language) => [row.city, row.country].filter(Boolean).join(", ") || RECORDS_WORDS[language].unknown,
};
