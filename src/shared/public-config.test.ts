import { describe, expect, it } from "vitest";
import { publicConfigFrom, whatsappLink } from "./public-config";

describe("the build's public values", () => {
  it("are the site's address only: the brands' details come from their Settings (decision 0042)", () => {
    expect(publicConfigFrom({ SITE_URL: "https://swisshack.ch/", CONTACT_EMAIL: "a@b.ch" })).toEqual({
      siteUrl: "https://swisshack.ch",
    });
    expect(publicConfigFrom({ PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
  });

  it("link WhatsApp with the number's digits only", () => {
    expect(whatsappLink("+41 79 123 45 67", "Bonjour")).toBe("https://wa.me/41791234567?text=Bonjour");
  });
});
