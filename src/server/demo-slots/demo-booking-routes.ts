import { createRoute } from "@hono/zod-openapi";
import { SLOT_TAKEN_MESSAGE, slotTakenSchema } from "@shared/schemas/demo-slots";
import { demoBookedSchema, demoBookingSchema } from "@shared/schemas/lead";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { calculatorSessions, demoBookings } from "../db/schema";
import { attributionColumns } from "../leads/attribution-columns";
import { demoConfirmationEmail, leadNotification } from "../leads/lead-emails";
import { leadFields, orNull } from "../leads/lead-fields";
import { LEAD_FORM_RESPONSES } from "../leads/lead-routes";
import type { Api } from "../lib/api";
import { publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import { teamOf } from "../mail/team-wording";
import { bookDemoSlot } from "./book-demo-slot";
import { SlotTakenError } from "./book-slot";
import { openSlotDays } from "./open-slots";
import { forgetOpenSlots } from "./slot-list-cache";

export const DEMO_LIMITS = publicFormLimits("demo-bookings");

const demoRoute = createRoute({
  method: "post",
  path: "/submit-demo-booking",
  tags: ["optimaite"],
  summary: "Book a free demo (with the ROI estimate when it comes from the calculator)",
  request: { body: { required: true, content: { "application/json": { schema: demoBookingSchema } } } },
  responses: {
    ...LEAD_FORM_RESPONSES,
    201: { description: "Stored; emails queued", content: { "application/json": { schema: demoBookedSchema } } },
    409: {
      description: "The slot was just taken: nothing stored, fresh slots to pick from",
      content: { "application/json": { schema: slotTakenSchema } },
    },
  },
});

/** A demo booked from the demo dialog: the lead, and the meeting when a time was picked (one transaction). */
export function registerDemoBookingRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.use("/submit-demo-booking", publicFormLimit(deps.rateLimiters, DEMO_LIMITS, demoBookingSchema));

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
      await enqueueEmails(tx, [demoConfirmationEmail(withRoi), ...leadNotification(teamOf(deps.env), "demo", withRoi)]);
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
}
