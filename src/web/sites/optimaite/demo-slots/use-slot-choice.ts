import { useState } from "react";
import { browserTimeZone } from "~/lib/browser-time-zone";
import type { SlotChoice } from "./slot-picker";
import { useDemoSlots } from "./use-demo-slots";

/**
 * The slot picker's state for a form: the zone (the browser's by default), the choice, and what to send.
 * `takenNotice` is what the picker says when the chosen time went to someone else, in the dialog's language.
 */
export function useSlotChoice(enabled: boolean, takenNotice: string) {
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [choice, setChoice] = useState<SlotChoice>(null);
  const [notice, setNotice] = useState<string>();
  const { state, reload } = useDemoSlots(timeZone, enabled);
  return {
    picker: {
      state,
      timeZone,
      onTimeZoneChange: setTimeZone,
      value: choice,
      onChange: (next: SlotChoice) => {
        setChoice(next);
        setNotice(undefined);
      },
      notice,
    },
    /** The slot to book, or undefined for "None of these suits me" (and for no choice). */
    slot: choice && choice !== "none" ? { start: choice, timeZone } : undefined,
    /** The slot went to someone else: clear the choice, say so, show the fresh list. */
    taken() {
      setChoice(null);
      setNotice(takenNotice);
      reload();
    },
    reset() {
      setChoice(null);
      setNotice(undefined);
      reload();
    },
  };
}
