import { createRoute } from "@hono/zod-openapi";
import { auditCreatedSchema, auditRequestSchema } from "@shared/schemas/audit";
import type { AppDeps } from "../context";
import { auditRequests } from "../db/schema";
import { attributionColumns } from "../leads/attribution-columns";
import type { Api } from "../lib/api";
import { publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { randomToken, sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import { teamOf } from "../mail/team-wording";
import { auditConfirmationEmail, auditTeamNotification } from "./audit-emails";

export const AUDIT_LIMITS = publicFormLimits("audit-requests");

const createAuditRoute = createRoute({
  method: "post",
  path: "/audit-requests",
  tags: ["swisshack"],
  summary: "Request the free financial audit",
  request: { body: { required: true, content: { "application/json": { schema: auditRequestSchema } } } },
  responses: {
    201: {
      description: "Stored; confirmation emails queued",
      content: { "application/json": { schema: auditCreatedSchema } },
    },
    400: { description: "Invalid request (French messages per field)" },
    ...TOO_MANY_REQUESTS,
  },
});

export function registerAuditRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.use("/audit-requests", publicFormLimit(deps.rateLimiters, AUDIT_LIMITS, auditRequestSchema));

  api.openapi(createAuditRoute, async (c) => {
    const { website: _honeypot, consent: _consent, attribution, ...answers } = c.req.valid("json");
    const audit = { ...answers, email: answers.email.toLowerCase() };
    const refineToken = randomToken();
    // SwissHack's contact address in force (its Settings, decision 0042), read before the transaction holds the
    // connection (PGlite has one).
    const contactEmail = (await deps.siteSettings.values("swisshack")).details.contactEmail ?? undefined;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(auditRequests)
        .values({
          ...audit,
          residenceCountry: audit.residenceCountry ?? null,
          callbackTime: audit.callbackTime ?? null,
          situation: audit.situation ?? null,
          consentAt: new Date(),
          refineTokenHash: sha256Hex(refineToken),
          ...attributionColumns(attribution),
        })
        .returning({ id: auditRequests.id });
      await enqueueEmails(tx, [
        auditConfirmationEmail(audit, deps.env.SITE_URL, contactEmail),
        ...auditTeamNotification(teamOf(deps.env), audit),
      ]);
      return row?.id as string;
    });
    deps.outbox.kick();
    return c.json({ id, refineToken }, 201);
  });
}
