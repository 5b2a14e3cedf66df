import { describe, expect, it } from "vitest";
import { maskPersonalDetails, questionKey } from "./masking";

describe("an unanswered question as it is kept", () => {
  it("never holds an email address or a phone number, in any usual writing", () => {
    expect(maskPersonalDetails("écrivez-moi à jean.dupont+audit@exemple.ch svp")).toBe("écrivez-moi à [e-mail] svp");
    for (const phone of ["+41 79 123 45 67", "079 123 45 67", "0041791234567", "+1 (514) 555-0199", "06.12.34.56.78"]) {
      expect(maskPersonalDetails(`rappelez-moi au ${phone} demain`), phone).toBe("rappelez-moi au [phone] demain");
    }
  });

  it("keeps the amounts, years and percentages a question is about", () => {
    const question = "Je gagne CHF 120'000 depuis 2019, le 3e pilier à 7'258 vaut-il 1,25 % ?";
    expect(maskPersonalDetails(question)).toBe(question);
  });

  it("groups a question however it is capitalised, accented or punctuated", () => {
    expect(questionKey("Avez-vous un BLOG ?")).toBe(questionKey("avez vous un blog"));
    expect(questionKey("Où êtes-vous situés?")).toBe("ou etes vous situes");
    expect(questionKey("mon numéro [phone]")).toBe("mon numero [phone]");
  });
});
