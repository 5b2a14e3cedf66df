import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATOR_VARIABLES, publicConfigFrom, unsetOperatorVariables } from "./public-config";

describe("operator settings", () => {
  it("are null while unset: no placeholder number, address or social home page ships", () => {
    const config = publicConfigFrom({});
    expect(config.whatsappNumber).toBeNull();
    expect(config.contactEmail).toBeNull();
    expect(config.contactPhone).toBeNull();
    expect(Object.values(config.social)).toEqual([null, null, null]);
    expect(Object.values(config.operator).every((v) => v === null)).toBe(true);
    expect(JSON.stringify(config)).not.toMatch(/example|000 00|41000000000|à compléter/);
  });

  it("lists what is unset", () => {
    expect(unsetOperatorVariables({ CONTACT_EMAIL: "hello@swisshack.ch", LEGAL_HOST: " " })).toEqual(
      Object.keys(OPERATOR_VARIABLES).filter((name) => name !== "CONTACT_EMAIL"),
    );
  });

  it("are the variables npm start watches to rebuild the pages", () => {
    const start = readFileSync(path.join(import.meta.dirname, "../../scripts/start.mjs"), "utf8");
    for (const name of ["SITE_URL", "PORT", ...Object.keys(OPERATOR_VARIABLES)]) expect(start).toContain(`"${name}"`);
  });
});
