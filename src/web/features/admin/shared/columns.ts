import type { RecordRow } from "@shared/schemas/admin-records";
import type { ReactNode } from "react";
import { formatDate, text } from "./admin-format";

/** One stored row of a record tab. */
export type Row = RecordRow;

export interface Column {
  label: string;
  render: (row: Row) => ReactNode;
  /** Kept in view at the table's right edge when the table scrolls sideways (a row's actions). */
  sticky?: boolean;
}

/** A stored value shown as text (React escapes it). */
export const plain = (key: string, label: string): Column => ({ label, render: (row) => text(row[key]) });

export const date = (key: string, label = "Date"): Column => ({ label, render: (row) => formatDate(row[key]) });

/** The city and country a visit or session came from, "Unknown" when neither is known. */
export const location: Column = {
  label: "Location",
  render: (row) => [row.city, row.country].filter(Boolean).join(", ") || "Unknown",
};
