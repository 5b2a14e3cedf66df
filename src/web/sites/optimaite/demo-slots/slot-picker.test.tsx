import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadTextsProvider } from "../leads/texts/lead-texts";
import { LEAD_TEXTS_EN } from "../leads/texts/lead-texts-en";
import { SlotPicker } from "./slot-picker";
import type { SlotsState } from "./use-demo-slots";

const picker = (state: SlotsState) =>
  renderToStaticMarkup(
    <LeadTextsProvider value={LEAD_TEXTS_EN}>
      <SlotPicker
        idPrefix="demo"
        state={state}
        timeZone="America/New_York"
        onTimeZoneChange={() => {}}
        value={null}
        onChange={() => {}}
        locale="en"
      />
    </LeadTextsProvider>,
  );
const NONE = "None of these suits me";

describe("the demo's time choice", () => {
  it("offers 'none of these' only once the times are in, below them: it never moves under a tap", () => {
    expect(picker({ status: "loading" })).not.toContain(NONE);
    const loaded = picker({
      status: "loaded",
      slots: {
        timeZone: "America/New_York",
        slotMinutes: 30,
        days: [{ date: "2026-11-30", slots: [{ start: "2026-11-30T14:00:00.000Z", end: "2026-11-30T14:30:00.000Z" }] }],
      },
    });
    expect(loaded.indexOf("2026-11-30T14:00:00.000Z")).toBeLessThan(loaded.indexOf(NONE));
    expect(picker({ status: "failed" })).toContain(NONE);
  });
});
