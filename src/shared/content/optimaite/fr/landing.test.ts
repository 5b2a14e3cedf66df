import { describe, expect, it } from "vitest";
import { OPTIMAITE_LANDING_FR } from "./landing";

// Field round five: "Formez-le" where every other sentence calls the receptionist "elle" ("Peut-elle parler…").
describe("OptimAIte's landing page in Quebec French", () => {
  it("speaks of the AI receptionist as 'elle' in its three steps", () => {
    const steps = JSON.stringify(OPTIMAITE_LANDING_FR);
    expect(steps).toContain("Formez-la à vos services");
    expect(steps).not.toMatch(/\b\w+ez-le\b/);
  });
});
