import { createRoute } from "@hono/zod-openapi";
import { SLOT_TAKEN_MESSAGE, slotTakenSchema } from "@shared/schemas/demo-slots";
import {
  type Contact,
  contactSchema,
  demoBookedSchema,
  demoBookingSchema,
  leadCreatedSchema,
} from "@shared/schemas/lead";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { calculatorSessions, contactForm, demoBookings } from "../db/schema";
import { bookDemoSlot } from "../demo-slots/book-demo-slot";
import { SlotTakenError } from "../demo-slots/book-slot";
import { openSlotDays } from "../demo-slots/open-slots";
import { forgetOpenSlots } from "../demo-slots/slot-list-cache";
import type { Api } from "../lib/api";
import { publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import { attributionColumns } from "./attribution-columns";
import { contactConfirmationEmail, demoConfirmationEmail, leadNotification } from "./lead-emails";

export const DEMO_LIMITS = publicFormLimits("demo-bookings");
export const CONTACT_LIMITS = publicFormLimits("contact-form");

const responses = {
  201: { description: "Stored; emails queued", content: { "application/json": { schema: leadCreatedSchema } } },
  400: { description: "Invalid input" },
  429: { description: "Too many requests" },
};

const demoRoute = createRoute({
  method: "post",
  path: "/submit-demo-booking",
  tags: ["optimaite"],
  summary: "Book a free demo (with the ROI estimate when it comes from the calculator)",
  request: { body: { required: true, content: { "application/json": { schema: demoBookingSchema } } } },
  responses: {
    ...responses,
    201: { description: "Stored; emails queued", content: { "application/json": { schema: demoBookedSchema } } },
    409: {
      description: "The slot was just taken: nothing stored, fresh slots to pick from",
      content: { "application/json": { schema: slotTakenSchema } },
    },
  },
});

const contactRoute = createRoute({
  method: "post",
  path: "/submit-contact-form",
  tags: ["optimaite"],
  summary: "Send a message to the team",
  request: { body: { required: true, content: { "application/json": { schema: contactSchema } } } },
  responses,
});

const orNull = (value: string | undefined) => value || null;

/** The columns contact_form and demo_bookings share, from a validated form (email lowercased, blanks as null). */
function leadFields(body: Omit<Contact, "website" | "attribution">) {
  const lead = { ...body, email: body.email.toLowerCase(), hearAbout: orNull(body.hearAbout) ?? undefined };
  const columns = {
    name: lead.name,
    email: lead.email,
    companyName: orNull(lead.company),
    industry: orNull(lead.industry),
    project: lead.project,
    hearAbout: orNull(lead.hearAbout),
    locale: lead.locale,
  };
  return { lead, columns };
}

export function registerLeadRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.use("/submit-demo-booking", publicFormLimit(deps.rateLimiters, DEMO_LIMITS, demoBookingSchema));
  api.use("/submit-contact-form", publicFormLimit(deps.rateLimiters, CONTACT_LIMITS, contactSchema));

  api.openapi(demoRoute, async (c) => {
    const {
      website: _honeypot,
      calculatorSessionId,
      calculatorSessionToken,
      estimatedROI,
      attribution,
      slot,
      ...body
    } = c.req.valid("json");
    const { lead, columns } = leadFields(body);
    const booked = db.transaction(async (tx) => {
      const [row] = await tx
        .insert(demoBookings)
        .values({
          ...columns,
          ...attributionColumns(attribution),
          estimatedRoi: estimatedROI ?? null,
          calculatorSessionId: orNull(calculatorSessionId),
        })
        .returning();
      if (!row) throw new Error("The demo booking was not stored");
      if (calculatorSessionId && calculatorSessionToken) {
        // Only the browser that created the calculator session can mark it converted.
        await tx
          .update(calculatorSessions)
          .set({ convertedToDemo: true })
          .where(
            and(
              eq(calculatorSessions.sessionId, calculatorSessionId),
              eq(calculatorSessions.updateTokenHash, sha256Hex(calculatorSessionToken)),
            ),
          );
      }
      // With a slot, the meeting's invites replace the "we'll call you" emails (issue 30).
      if (slot) return { id: row.id, meeting: await bookDemoSlot(tx, deps, row, slot) };
      const withRoi = { ...lead, estimatedROI };
      await enqueueEmails(tx, [
        demoConfirmationEmail(withRoi),
        ...leadNotification(deps.env.TEAM_EMAIL, "demo", withRoi),
      ]);
      return { id: row.id };
    });
    try {
      const created = await booked;
      if (slot) forgetOpenSlots(db);
      deps.outbox.kick();
      return c.json(created, 201);
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      return c.json({ error: SLOT_TAKEN_MESSAGE, slots: await openSlotDays(db, new Date(), slot?.timeZone) }, 409);
    }
  });

  api.openapi(contactRoute, async (c) => {
    const { website: _honeypot, attribution, ...body } = c.req.valid("json");
    const { lead, columns } = leadFields(body);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactForm)
        .values({ ...columns, ...attributionColumns(attribution) })
        .returning({ id: contactForm.id });
      await enqueueEmails(tx, [
        contactConfirmationEmail(lead),
        ...leadNotification(deps.env.TEAM_EMAIL, "contact", lead),
      ]);
      return row?.id as string;
    });
    deps.outbox.kick();
    return c.json({ id }, 201);
  });
}
