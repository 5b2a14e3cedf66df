import { describe, expect, it } from "vitest";
import { toastLabels } from "./toast-labels";

describe("the toasts' labels a screen reader says", () => {
  it("follow the page's language: the French back office and SwissHack's French pages", () => {
    expect(toastLabels("fr-CH")).toEqual({ close: "Fermer la notification", container: "Notifications" });
    expect(toastLabels("fr")).toEqual(toastLabels("fr-CH"));
  });

  it("German and Italian pages, and English (sonner's own words) otherwise", () => {
    expect(toastLabels("de-CH").close).toBe("Benachrichtigung schliessen");
    expect(toastLabels("it-CH").close).toBe("Chiudi la notifica");
    expect(toastLabels("en-GB")).toEqual({ close: "Close toast", container: "Notifications" });
    expect(toastLabels("")).toEqual(toastLabels("en"));
  });
});
