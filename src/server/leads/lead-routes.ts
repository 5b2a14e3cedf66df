import { createRoute } from "@hono/zod-openapi";
import { contactSchema, leadCreatedSchema } from "@shared/schemas/lead";
import type { AppDeps } from "../context";
import { contactForm } from "../db/schema";
import type { Api } from "../lib/api";
import { publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { PUBLIC_FORM_REFUSALS } from "../lib/route-kit";
import { enqueueEmails } from "../mail/outbox";
import { teamOf } from "../mail/team-wording";
import { attributionColumns } from "./attribution-columns";
import { contactConfirmationEmail, leadNotification } from "./lead-emails";
import { leadFields } from "./lead-fields";

export const CONTACT_LIMITS = publicFormLimits("contact-form");

/** What a public lead form answers. */
export const LEAD_FORM_RESPONSES = {
  201: { description: "Stored; emails queued", content: { "application/json": { schema: leadCreatedSchema } } },
  ...PUBLIC_FORM_REFUSALS,
};

const contactRoute = createRoute({
  method: "post",
  path: "/submit-contact-form",
  tags: ["optimaite"],
  summary: "Send a message to the team",
  request: { body: { required: true, content: { "application/json": { schema: contactSchema } } } },
  responses: LEAD_FORM_RESPONSES,
});

export function registerLeadRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.use("/submit-contact-form", publicFormLimit(deps.rateLimiters, CONTACT_LIMITS, contactSchema));

  api.openapi(contactRoute, async (c) => {
    const { website: _honeypot, attribution, ...body } = c.req.valid("json");
    const { lead, columns } = leadFields(body);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactForm)
        .values({ ...columns, ...attributionColumns(attribution) })
        .returning({ id: contactForm.id });
      await enqueueEmails(tx, [contactConfirmationEmail(lead), ...leadNotification(teamOf(deps.env), "contact", lead)]);
      return row?.id as string;
    });
    deps.outbox.kick();
    return c.json({ id }, 201);
  });
}
