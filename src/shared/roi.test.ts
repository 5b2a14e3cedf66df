import { describe, expect, it } from "vitest";
import { formatUsd } from "./number-format";
import { calculateRoi, ROI_DEFAULTS, roiEstimate, sanitizeRoiInput, sanitizeRoiInputs } from "./roi";

describe("calculateRoi", () => {
  it("gives the specification's figures for the defaults", () => {
    const result = calculateRoi(ROI_DEFAULTS);
    expect(result.missedCalls).toBeCloseTo(180);
    expect(result.lostClients).toBeCloseTo(126);
    expect(result.recoveredClients).toBeCloseTo(119.7);
    expect(formatUsd(result.lostRevenue)).toBe("$18,900");
    expect(formatUsd(result.recoveredRevenue)).toBe("$17,955");
    expect(formatUsd(result.laborSavings)).toBe("$4,000");
    expect(formatUsd(result.monthlyROI)).toBe("$21,955");
    expect(formatUsd(result.annualROI)).toBe("$263,460");
  });

  it.each([
    ["no missed calls", { ...ROI_DEFAULTS, missedCallRate: 0 }, { lostClients: 0, monthlyROI: 4000, annualROI: 48000 }],
    ["no lost leads", { ...ROI_DEFAULTS, lostLeadRate: 0 }, { lostRevenue: 0, recoveredRevenue: 0, monthlyROI: 4000 }],
    ["no receptionist cost", { ...ROI_DEFAULTS, receptionistCost: 0 }, { laborSavings: 0, monthlyROI: 17955 }],
    [
      "all rates at 100 %",
      { ...ROI_DEFAULTS, missedCallRate: 100, lostLeadRate: 100 },
      { lostClients: 600, lostRevenue: 90000 },
    ],
    ["no calls", { ...ROI_DEFAULTS, callsPerDay: 0 }, { missedCalls: 0, recoveredRevenue: 0, annualROI: 48000 }],
  ])("handles %s", (_, inputs, expected) => {
    const result = calculateRoi(inputs);
    for (const [key, value] of Object.entries(expected)) {
      expect(result[key as keyof typeof result]).toBeCloseTo(value);
    }
  });

  it("gives the estimate in whole dollars, the annual one rounded once from the exact monthly figure", () => {
    expect(roiEstimate(calculateRoi(ROI_DEFAULTS))).toEqual({
      monthlyROI: 21955,
      annualROI: 263460,
      recoveredRevenue: 17955,
      laborSavings: 4000,
    });
    // $28.50 a month: $29 shown, and $342 a year (not 12 × $29).
    const halfDollar = {
      callsPerDay: 1,
      missedCallRate: 10,
      lostLeadRate: 10,
      revenuePerClient: 100,
      receptionistCost: 0,
    };
    expect(roiEstimate(calculateRoi(halfDollar))).toMatchObject({ monthlyROI: 29, annualROI: 342 });
  });

  it("stays finite for very large inputs", () => {
    const result = calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 1e9, revenuePerClient: 1e9 });
    expect(Number.isFinite(result.annualROI)).toBe(true);
    expect(result.annualROI).toBeGreaterThan(1e18);
  });

  it("treats empty, non-numeric and negative inputs as 0", () => {
    const sanitized = sanitizeRoiInputs({
      callsPerDay: "",
      missedCallRate: "abc",
      lostLeadRate: -5,
      revenuePerClient: "150",
      receptionistCost: undefined,
    });
    expect(sanitized).toEqual({
      callsPerDay: 0,
      missedCallRate: 0,
      lostLeadRate: 0,
      revenuePerClient: 150,
      receptionistCost: 0,
    });
    expect(calculateRoi(sanitized).annualROI).toBe(0);
  });

  it.each([
    ["", 0],
    ["abc", 0],
    ["-5", 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ["42", 42],
    ["12.5", 12.5],
  ])("sanitizes %j to %j", (raw, expected) => {
    expect(sanitizeRoiInput(raw)).toBe(expected);
  });
});
