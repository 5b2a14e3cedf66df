import type { EstimatedRoi } from "./schemas/lead";

/** SPEC section 3 and 9: the ROI calculator's inputs, defaults and formulas (30 days a month, 95 % recovery). */
export interface RoiInputs {
  callsPerDay: number;
  /** Percent, 0-100. */
  missedCallRate: number;
  /** Percent, 0-100. */
  lostLeadRate: number;
  revenuePerClient: number;
  /** Monthly cost of a receptionist. */
  receptionistCost: number;
}

export interface RoiResult {
  missedCalls: number;
  lostClients: number;
  recoveredClients: number;
  lostRevenue: number;
  recoveredRevenue: number;
  laborSavings: number;
  monthlyROI: number;
  annualROI: number;
}

export const ROI_DEFAULTS: RoiInputs = {
  callsPerDay: 20,
  missedCallRate: 30,
  lostLeadRate: 70,
  revenuePerClient: 150,
  receptionistCost: 4000,
};

export const DAYS_PER_MONTH = 30;
export const RECOVERY_RATE = 0.95;

/** Empty or non-numeric becomes 0, negatives clamp to 0 (the maximum is only in the form's markup). */
export function sanitizeRoiInput(raw: unknown): number {
  const value = typeof raw === "number" ? raw : Number.parseFloat(String(raw ?? ""));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function sanitizeRoiInputs(raw: Partial<Record<keyof RoiInputs, unknown>>): RoiInputs {
  return {
    callsPerDay: sanitizeRoiInput(raw.callsPerDay),
    missedCallRate: sanitizeRoiInput(raw.missedCallRate),
    lostLeadRate: sanitizeRoiInput(raw.lostLeadRate),
    revenuePerClient: sanitizeRoiInput(raw.revenuePerClient),
    receptionistCost: sanitizeRoiInput(raw.receptionistCost),
  };
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const { callsPerDay, missedCallRate, lostLeadRate, revenuePerClient, receptionistCost } = sanitizeRoiInputs(inputs);
  const missedCalls = callsPerDay * (missedCallRate / 100) * DAYS_PER_MONTH;
  const lostClients = missedCalls * (lostLeadRate / 100);
  const recoveredClients = lostClients * RECOVERY_RATE;
  const lostRevenue = lostClients * revenuePerClient;
  const recoveredRevenue = recoveredClients * revenuePerClient;
  const laborSavings = receptionistCost;
  const monthlyROI = recoveredRevenue + laborSavings;
  return {
    missedCalls,
    lostClients,
    recoveredClients,
    lostRevenue,
    recoveredRevenue,
    laborSavings,
    monthlyROI,
    annualROI: monthlyROI * 12,
  };
}

/**
 * The dollar figures in whole dollars, as the calculator shows them: the demo booking carries this same object, so
 * the dialog, the emails and the admin show what the person read (the annual figure is the exact monthly one times
 * 12, rounded once).
 */
export function roiEstimate(result: RoiResult): EstimatedRoi {
  return {
    monthlyROI: Math.round(result.monthlyROI),
    annualROI: Math.round(result.annualROI),
    recoveredRevenue: Math.round(result.recoveredRevenue),
    laborSavings: Math.round(result.laborSavings),
  };
}
