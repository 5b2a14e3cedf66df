import { describe, expect, it } from "vitest";
import { deadlineBounds, describeDeadline, endOfZurichDay, reportDeadline, reportDueAt } from "./audit-report-deadline";

const at = (iso: string) => new Date(iso);

describe("the 48-hour report's deadline", () => {
  it("is 48 clock hours after the request, over a weekend too", () => {
    // Friday 27 November 2026, 18:00 in Zurich: due Sunday 29 November at 18:00, not on Tuesday.
    expect(reportDueAt(at("2026-11-27T17:00:00Z")).toISOString()).toBe("2026-11-29T17:00:00.000Z");
  });

  it("counts whole hours left, rounded down, and says so in French and English", () => {
    const deadline = reportDeadline(at("2026-11-29T10:00:00Z"), at("2026-11-29T10:00:05Z"));
    expect(deadline).toMatchObject({ overdue: false, hours: 47, dueToday: false });
    expect(describeDeadline(deadline, "en")).toBe("47 h left");
    expect(describeDeadline(deadline, "fr")).toBe("47 h restantes");
  });

  it("counts the hours past due once overdue", () => {
    const deadline = reportDeadline(at("2026-11-27T10:00:00Z"), at("2026-11-29T13:30:00Z"));
    expect(deadline).toMatchObject({ overdue: true, hours: 3, dueToday: false });
    expect(describeDeadline(deadline, "en")).toBe("overdue by 3 h");
    expect(describeDeadline(deadline, "fr")).toBe("en retard de 3 h");
    expect(describeDeadline(reportDeadline(at("2026-11-27T10:00:00Z"), at("2026-11-29T10:20:00Z")), "en")).toBe(
      "overdue by less than 1 h",
    );
  });

  it("is due today when it falls before Zurich's midnight, not UTC's", () => {
    // Sunday 29 November, 23:30 in Zurich is 22:30 UTC: a report due at 23:40 Zurich time is due today.
    const now = at("2026-11-29T22:30:00Z");
    expect(endOfZurichDay(now).toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(reportDeadline(at("2026-11-27T22:40:00Z"), now)).toMatchObject({ dueToday: true, hours: 0 });
    expect(reportDeadline(at("2026-11-27T23:10:00Z"), now).dueToday).toBe(false);
  });

  it("knows the summer's midnight too", () => {
    expect(endOfZurichDay(at("2026-07-01T10:00:00Z")).toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });

  it("gives the database the same bounds", () => {
    const now = at("2026-11-29T13:32:00Z");
    expect(deadlineBounds(now)).toEqual({
      overdueUpTo: at("2026-11-27T13:32:00Z"),
      dueTodayBefore: at("2026-11-27T23:00:00Z"),
    });
  });
});
