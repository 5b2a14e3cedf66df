import { type Availability, DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import { describe, expect, it } from "vitest";
import { generateSlots, groupSlotsByDay, type Interval } from "./slot-generation";

const iso = (slots: Interval[]) => slots.map((slot) => slot.start.toISOString());
const at = (value: string) => new Date(value);
/** Availability with only the given weekdays open, no notice, a week ahead. */
const only = (zone: string, days: Availability["weeklyHours"], extra: Partial<Availability> = {}): Availability => ({
  ...DEFAULT_AVAILABILITY,
  timeZone: zone,
  weeklyHours: days,
  minNoticeHours: 0,
  horizonDays: 7,
  ...extra,
});

describe("slot generation", () => {
  it("offers Monday to Friday 9:00–17:00 New York by default, 30-minute slots, 12 h notice, 21 days", () => {
    // Wednesday 2026-11-25 18:00 UTC = 13:00 in New York: the notice pushes the first slot to Thursday 9:00.
    const slots = generateSlots(DEFAULT_AVAILABILITY, [], at("2026-11-25T18:00:00Z"));
    expect(slots[0]?.start.toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(slots[0]?.end.toISOString()).toBe("2026-11-26T14:30:00.000Z");
    // 21 days ahead ends Wednesday 16 December at 13:00 New York: 14 whole working days and that morning.
    expect(slots).toHaveLength(14 * 16 + 8);
    expect(slots.at(-1)?.start.getTime()).toBeLessThan(at("2026-12-16T18:00:00Z").getTime());
    expect(new Set(iso(slots)).size).toBe(slots.length);
  });

  describe.each([
    // zone, Friday before the spring change, Monday after, UTC of 9:00 before and after
    ["Europe/Zurich", "2026-03-27", "2026-03-30", "08:00", "07:00"],
    ["America/New_York", "2026-03-06", "2026-03-09", "14:00", "13:00"],
  ])("%s in spring", (zone, friday, monday, before, after) => {
    it("keeps 9:00 local on both sides of the change", () => {
      const slots = generateSlots(
        only(zone, { "1": [{ start: "09:00", end: "10:00" }], "5": [{ start: "09:00", end: "10:00" }] }),
        [],
        at(`${friday}T00:00:00Z`),
      );
      expect(iso(slots).filter((s) => s.startsWith(friday) || s.startsWith(monday))).toEqual([
        `${friday}T${before}:00.000Z`,
        `${friday}T${before.replace(":00", ":30")}:00.000Z`,
        `${monday}T${after}:00.000Z`,
        `${monday}T${after.replace(":00", ":30")}:00.000Z`,
      ]);
    });
  });

  it("cuts hours that span the spring change in real minutes: 01:00–04:00 Zurich on 29 March is two hours", () => {
    const slots = generateSlots(
      only("Europe/Zurich", { "7": [{ start: "01:00", end: "04:00" }] }),
      [],
      at("2026-03-28T00:00:00Z"),
    );
    expect(iso(slots).filter((s) => s.startsWith("2026-03-29"))).toEqual([
      "2026-03-29T00:00:00.000Z",
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:00:00.000Z",
      "2026-03-29T01:30:00.000Z",
    ]);
  });

  it("cuts hours that span the autumn change in real minutes: 01:00–04:00 Zurich on 25 October is four hours", () => {
    const slots = generateSlots(
      only("Europe/Zurich", { "7": [{ start: "01:00", end: "04:00" }] }, { slotMinutes: 45 }),
      [],
      at("2026-10-24T00:00:00Z"),
    );
    const day = slots.filter((s) => s.start.toISOString().startsWith("2026-10-2"));
    expect(iso(day)).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-24T23:45:00.000Z",
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T01:15:00.000Z",
      "2026-10-25T02:00:00.000Z",
    ]);
    expect(day.every((s) => s.end.getTime() - s.start.getTime() === 45 * 60_000)).toBe(true);
  });

  it("keeps 9:00 New York across the autumn change (1 November 2026) and Zurich's a week earlier", () => {
    const ny = generateSlots(
      only("America/New_York", { "5": [{ start: "09:00", end: "09:30" }], "1": [{ start: "09:00", end: "09:30" }] }),
      [],
      at("2026-10-30T00:00:00Z"),
    );
    expect(iso(ny)).toEqual(["2026-10-30T13:00:00.000Z", "2026-11-02T14:00:00.000Z"]);
    const zurich = generateSlots(
      only("Europe/Zurich", { "5": [{ start: "09:00", end: "09:30" }], "1": [{ start: "09:00", end: "09:30" }] }),
      [],
      at("2026-10-23T00:00:00Z"),
    );
    expect(iso(zurich)).toEqual(["2026-10-23T07:00:00.000Z", "2026-10-26T08:00:00.000Z"]);
  });

  it("groups New York's afternoon under Tokyo's next day, and the day moves by an hour after New York's spring change", () => {
    const availability = only(
      "America/New_York",
      { "3": [{ start: "09:00", end: "17:00" }] },
      { horizonDays: 14, slotMinutes: 45 },
    );
    const winter = groupSlotsByDay(generateSlots(availability, [], at("2026-03-02T00:00:00Z")), "Asia/Tokyo");
    // Wednesday 4 March, EST: 9:00 and 9:45 New York are 23:00 and 23:45 in Tokyo; the rest is Tokyo's Thursday.
    expect(winter[0]?.date).toBe("2026-03-04");
    expect(winter[0]?.slots.map((s) => s.start)).toEqual(["2026-03-04T14:00:00.000Z", "2026-03-04T14:45:00.000Z"]);
    expect(winter[1]?.date).toBe("2026-03-05");
    expect(winter[1]?.slots).toHaveLength(8);
    // Wednesday 11 March, EDT: 9:00 New York is 22:00 in Tokyo, three slots before Tokyo's midnight.
    expect(winter[2]?.date).toBe("2026-03-11");
    expect(winter[2]?.slots.map((s) => s.start)).toEqual([
      "2026-03-11T13:00:00.000Z",
      "2026-03-11T13:45:00.000Z",
      "2026-03-11T14:30:00.000Z",
    ]);
    expect(winter[3]?.slots).toHaveLength(7);
  });

  it("offers a slot exactly at the minimum notice, not one a millisecond inside it", () => {
    const availability = { ...DEFAULT_AVAILABILITY, minNoticeHours: 12 };
    // Thursday 26 November 2026, 9:00 New York = 14:00 UTC; 12 h before is 02:00 UTC.
    const onTime = generateSlots(availability, [], at("2026-11-26T02:00:00.000Z"));
    expect(onTime[0]?.start.toISOString()).toBe("2026-11-26T14:00:00.000Z");
    const late = generateSlots(availability, [], at("2026-11-26T02:00:00.001Z"));
    expect(late[0]?.start.toISOString()).toBe("2026-11-26T14:30:00.000Z");
  });

  it("leaves out days off, booked meetings and the buffer around them", () => {
    const availability = only(
      "Europe/Zurich",
      { "1": [{ start: "09:00", end: "12:00" }], "2": [{ start: "09:00", end: "10:00" }] },
      {
        daysOff: ["2026-11-30"],
        bufferMinutes: 15,
      },
    );
    const busy = [{ start: at("2026-12-01T08:30:00Z"), end: at("2026-12-01T09:00:00Z") }];
    const slots = generateSlots(availability, busy, at("2026-11-29T00:00:00Z"));
    // Monday 30 is off; Tuesday's only free slot, 9:00–9:30 Zurich (08:00Z), ends as the meeting starts: within
    // the 15-minute buffer, so nothing is left; without a buffer it is offered.
    expect(iso(slots)).toEqual([]);
    const noBuffer = generateSlots({ ...availability, bufferMinutes: 0 }, busy, at("2026-11-29T00:00:00Z"));
    expect(iso(noBuffer)).toEqual(["2026-12-01T08:00:00.000Z"]);
  });
});

/** Issue 40, item 4: the list offers nothing the database's buffer constraint would refuse. */
describe("the buffer a meeting was booked with", () => {
  it("keeps blocking after the owner lowered the buffer, and today's buffer applies on both sides", () => {
    // Monday 2026-11-30 in Zurich, 10:00–12:00, 30-minute slots; a meeting at 10:00 booked with a 30-minute buffer.
    const hours = { "1": [{ start: "10:00", end: "12:00" }] };
    const meeting = {
      start: at("2026-11-30T09:00:00Z"),
      end: at("2026-11-30T09:30:00Z"),
      blockedUntil: at("2026-11-30T10:00:00Z"),
    };
    const now = at("2026-11-29T00:00:00Z");
    const lowered = generateSlots(only("Europe/Zurich", hours, { bufferMinutes: 0 }), [meeting], now);
    expect(iso(lowered)).toEqual(["2026-11-30T10:00:00.000Z", "2026-11-30T10:30:00.000Z"]);
    const raised = generateSlots(only("Europe/Zurich", hours, { bufferMinutes: 45 }), [meeting], now);
    expect(iso(raised)).toEqual(["2026-11-30T10:30:00.000Z"]);
  });
});
