import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";
import { csvCells } from "./csv-columns";

const SITE = "https://swisshack.example";

describe("a CSV export's cells (field round five)", () => {
  it("write a phone number so a spreadsheet shows it as the number it is, never as a formula", () => {
    const [phone] = csvCells("audits", ["phone"], { phone: "+41 79 123 45 67" }, SITE);
    expect(phone).toBe("0041 79 123 45 67");
    expect(csvCell(phone)).toBe("0041 79 123 45 67");
    // Anything else starting with + is still defused.
    const [other] = csvCells("audits", ["phone"], { phone: "+cmd|' /C calc'!A0" }, SITE);
    expect(csvCell(other)).toBe("'+cmd|' /C calc'!A0");
  });

  it("name how a contact heard about us in words, not codes", () => {
    const cells = csvCells("contacts", ["hearAbout", "hearAbout"], { hearAbout: "google-search" }, SITE);
    expect(cells).toEqual(["Google search", "Google search"]);
    expect(csvCells("contacts", ["hearAbout"], { hearAbout: "referral" }, SITE)).toEqual(["Referral"]);
  });
});
