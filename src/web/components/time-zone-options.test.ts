import { describe, expect, it, vi } from "vitest";
import { everyZoneNamed, firstTimeZoneOptions, nameEveryZone, timeZoneOptions } from "./time-zone-options";

/** Issue 43: about 420 raw IANA names in English, whatever the page's language. */
describe("the time-zone choice", () => {
  it("names each zone in the page's language, with its city, the browser's zone first", () => {
    const french = timeZoneOptions("fr-CA", "America/Toronto", "America/Toronto");
    expect(french[0]).toEqual({ value: "America/Toronto", label: "Heure de l'Est (Toronto)" });
    expect(french.find((option) => option.value === "Europe/Zurich")?.label).toBe(
      "Heure de l'Europe centrale (Zurich)",
    );
    const english = timeZoneOptions("en-US", "Asia/Tokyo", "America/Toronto");
    expect(english[0]).toEqual({ value: "America/Toronto", label: "Eastern Time (Toronto)" });
    expect(english.find((option) => option.value === "Asia/Tokyo")?.label).toBe("Japan Standard Time (Tokyo)");
  });

  it("names a French zone known by its country as the country, and its city in French (field round five)", () => {
    const french = timeZoneOptions("fr-CA", "America/Toronto", "America/Toronto");
    const labelOf = (zone: string) => french.find((option) => option.value === zone)?.label;
    // The zones' names are the runtime's ICU data, which differ between Node.js majors (Casablanca is "Maroc" in
    // Node 20's, "Heure de l'Europe de l'Ouest" in Node 24's): the cities and the missing "heure :" are ours.
    expect(labelOf("Europe/London")).toMatch(/^Royaume-Uni \(Londres\)$|^[^:]+ \(Londres\)$/);
    expect(labelOf("Africa/Casablanca")).toMatch(/^[^:]+ \(Casablanca\)$/);
    expect(labelOf("Europe/Lisbon")).toMatch(/^[^:]+ \(Lisbonne\)$/);
    expect(french.some((option) => option.label.includes("heure :") || option.label.includes("Heure :"))).toBe(false);
    const english = timeZoneOptions("en-US", "America/Toronto", "America/Toronto");
    expect(english.find((option) => option.value === "Europe/London")?.label).toBe("United Kingdom Time (London)");
  });

  it("keeps IANA zones as values, each once, and a zone the list lacks when it is the current one", () => {
    const options = timeZoneOptions("en-US", "UTC", "Europe/Zurich");
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain("UTC");
    expect(values).toContain("America/New_York");
    expect(options.find((option) => option.value === "America/Buenos_Aires")?.label).toMatch(/\(Buenos Aires\)$/);
  });

  it("lists the others in the language's alphabetical order of their names", () => {
    const labels = timeZoneOptions("fr-CA", "America/Toronto", "America/Toronto")
      .slice(1)
      .map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("fr-CA").compare));
  });
});

describe("naming every zone without a long task", () => {
  it("offers the browser's and the chosen zone at once, then every zone, named the same way", async () => {
    expect(firstTimeZoneOptions("de-CH", "Asia/Tokyo", "Europe/Zurich")).toEqual([
      { value: "Europe/Zurich", label: "Mitteleuropäische Zeit (Zurich)" },
      { value: "Asia/Tokyo", label: "Japanische Normalzeit (Tokyo)" },
    ]);
    expect(everyZoneNamed("de-CH")).toBe(false);
    const tasks = vi.spyOn(globalThis, "setTimeout");
    await nameEveryZone("de-CH");
    expect(everyZoneNamed("de-CH")).toBe(true);
    // A slice of zones per task: about ten tasks, none naming all ~420 zones at once.
    expect(tasks.mock.calls.length).toBeGreaterThan(5);
    tasks.mockRestore();
    expect(timeZoneOptions("de-CH", "Asia/Tokyo", "Europe/Zurich").length).toBeGreaterThan(300);
  });
});
