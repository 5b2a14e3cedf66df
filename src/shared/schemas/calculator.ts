import { attributionShape } from "./attribution";
import { storableString } from "./storable";
import { z } from "./zod";

/** "calc_" + timestamp + random string, as the browser makes it. */
export const calculatorSessionIdSchema = z
  .string()
  // No regex flags: the pattern is published as is in /api/openapi.json.
  .regex(/^calc_\d{10,16}_[a-zA-Z0-9]{4,20}$/, "Invalid calculator session id");

const count = z.number().int().min(0).max(1_000_000);
const roiFigure = z.number().finite().min(0).max(1e18);

export const roiSnapshotSchema = z.object({
  inputs: z.object({
    callsPerDay: roiFigure,
    missedCallRate: roiFigure,
    lostLeadRate: roiFigure,
    revenuePerClient: roiFigure,
    receptionistCost: roiFigure,
  }),
  results: z.object({
    missedCalls: roiFigure,
    lostClients: roiFigure,
    recoveredClients: roiFigure,
    lostRevenue: roiFigure,
    recoveredRevenue: roiFigure,
    laborSavings: roiFigure,
    monthlyROI: roiFigure,
    annualROI: roiFigure,
  }),
});

export const createCalculatorSessionSchema = z.object({
  session_id: calculatorSessionIdSchema,
  user_agent: storableString().max(512).optional(),
  ...attributionShape,
});

export const updateCalculatorSessionSchema = z.object({
  inputs_changed: count,
  calculations_performed: count,
  time_spent_seconds: count,
  final_roi_data: roiSnapshotSchema.optional(),
});

export const calculatorSessionCreatedSchema = z.object({ sessionId: z.string(), updateToken: z.string() });

export type RoiSnapshot = z.infer<typeof roiSnapshotSchema>;
