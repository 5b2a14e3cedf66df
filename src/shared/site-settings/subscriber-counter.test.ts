import { describe, expect, it } from "vitest";
import { LANDING } from "../content/swisshack/landing";
import { countersWithSubscribers, SUBSCRIBER_COUNTER } from "./shown-figures";

describe("the hero's subscriber counter", () => {
  it("is the landing's counter of newsletter subscribers", () => {
    expect(LANDING.STATS[SUBSCRIBER_COUNTER]?.label).toBe("abonnés à notre newsletter");
  });

  it("shows the specification's number until the owner sets one", () => {
    expect(countersWithSubscribers(LANDING.STATS, { kind: "spec" })).toEqual(LANDING.STATS);
  });

  it("shows the owner's number, the other counters as they are", () => {
    const shown = countersWithSubscribers(LANDING.STATS, { kind: "count", value: 5300 });
    expect(shown.map((stat) => stat.value)).toEqual([2000, 48, 5300]);
    expect(shown[2]?.label).toBe("abonnés à notre newsletter");
  });

  it("leaves the counter out when the owner shows no number", () => {
    expect(countersWithSubscribers(LANDING.STATS, { kind: "none" }).map((stat) => stat.label)).toEqual([
      "d'économies par an, en moyenne",
      "pour recevoir votre rapport PDF",
    ]);
  });
});
