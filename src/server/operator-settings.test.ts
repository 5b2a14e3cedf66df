import { NO_DETAILS } from "@shared/site-settings/details";
import { describe, expect, it } from "vitest";
import { unsetSettingsNow } from "./operator-settings";
import type { LiveSettings } from "./site-settings/live-settings";

const liveWith = (unset: { swisshack: string[]; optimaite: string[] }) =>
  ({
    values: async (brand: "swisshack" | "optimaite") => ({
      details: Object.fromEntries(
        Object.keys(NO_DETAILS).map((key) => [key, unset[brand].includes(key) ? null : "set"]),
      ),
    }),
  }) as unknown as LiveSettings;

describe("the operator settings still unset, as the Overview shows them", () => {
  it("name each one by its brand and detail, so the admin words it in its language, besides the variable", async () => {
    const unset = await unsetSettingsNow(liveWith({ swisshack: ["contactPhone"], optimaite: ["ide"] }));
    expect(unset).toEqual([
      {
        brand: "swisshack",
        key: "contactPhone",
        name: "CONTACT_PHONE",
        hides: "SwissHack: the expert's phone number (Premium page, legal notice)",
      },
      {
        brand: "optimaite",
        key: "ide",
        name: "OPTIMAITE_LEGAL_IDE",
        hides: "OptimAIte: the publisher's business identification number, CHE-… (legal notice)",
      },
    ]);
  });
});
