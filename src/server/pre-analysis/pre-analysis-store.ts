import type { PreAnalysisDocument } from "@shared/pre-analysis/document";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditRequests, preAnalyses } from "../db/schema";
import { sha256Hex } from "../lib/tokens";

/** A private link stays valid 30 days; the admin keeps seeing the pre-analysis afterwards. */
export const LINK_LIFETIME_DAYS = 30;

/** What pre_analyses.result holds: the figures and the document made from them, frozen when computed. */
export interface StoredResult {
  analysis: unknown;
  document: PreAnalysisDocument;
}

export interface LoadedPreAnalysis {
  id: string;
  document: PreAnalysisDocument;
  createdAt: Date;
  expiresAt: Date;
}

export type TokenLookup =
  | { found: LoadedPreAnalysis & { auditRequestId: string } }
  | { missing: "unknown" | "expired" };

/** Finds a pre-analysis by its private link's secret, telling an expired link from an unknown one. */
export async function findByToken(db: Db, token: string): Promise<TokenLookup> {
  const [row] = await db
    .select({
      id: preAnalyses.id,
      auditRequestId: preAnalyses.auditRequestId,
      result: preAnalyses.result,
      createdAt: preAnalyses.createdAt,
      expiresAt: preAnalyses.expiresAt,
    })
    .from(preAnalyses)
    .where(eq(preAnalyses.accessTokenHash, sha256Hex(token)))
    .limit(1);
  if (!row) return { missing: "unknown" };
  if (row.expiresAt.getTime() <= Date.now()) return { missing: "expired" };
  return { found: { ...toLoaded(row), auditRequestId: row.auditRequestId } };
}

/** For the admin: by id, whether or not the link has expired. */
export async function findById(db: Db, id: string): Promise<(LoadedPreAnalysis & { auditRequestId: string }) | null> {
  const [row] = await db
    .select({
      id: preAnalyses.id,
      auditRequestId: preAnalyses.auditRequestId,
      result: preAnalyses.result,
      createdAt: preAnalyses.createdAt,
      expiresAt: preAnalyses.expiresAt,
    })
    .from(preAnalyses)
    .where(eq(preAnalyses.id, id))
    .limit(1);
  return row ? { ...toLoaded(row), auditRequestId: row.auditRequestId } : null;
}

/** The audit request a second step refers to, only when the browser holds its refine secret. */
export async function findAuditForRefine(db: Db, auditId: string, refineToken: string) {
  const [audit] = await db
    .select()
    .from(auditRequests)
    .where(and(eq(auditRequests.id, auditId), eq(auditRequests.refineTokenHash, sha256Hex(refineToken))))
    .limit(1);
  return audit ?? null;
}

function toLoaded(row: { id: string; result: unknown; createdAt: Date; expiresAt: Date }): LoadedPreAnalysis {
  return {
    id: row.id,
    document: (row.result as StoredResult).document,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

export function linkExpiry(now = new Date()): Date {
  return new Date(now.getTime() + LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}
