import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type AdminLanguage, AdminLanguageProvider } from "../shared/admin-language";
import { UnsetSettings } from "./overview-tab";

const UNSET = [
  {
    brand: "swisshack" as const,
    key: "contactPhone" as const,
    name: "CONTACT_PHONE",
    hides: "SwissHack: the expert's phone number (Premium page, legal notice)",
  },
  { brand: "optimaite" as const, key: "linkedin" as const, name: "OPTIMAITE_LINKEDIN_URL", hides: "OptimAIte: x" },
];

const textIn = (language: AdminLanguage) =>
  renderToStaticMarkup(
    <AdminLanguageProvider language={language}>
      <UnsetSettings settings={UNSET} />
    </AdminLanguageProvider>,
  )
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'");

describe("the Overview's settings to complete", () => {
  it("say what each unset setting hides in French to a French admin", () => {
    const text = textIn("fr");
    expect(text).toContain("CONTACT_PHONE\u00a0: SwissHack\u00a0: le numéro de téléphone de l'expert");
    expect(text).toContain("OPTIMAITE_LINKEDIN_URL\u00a0: OptimAIte\u00a0: le lien LinkedIn");
    expect(text).not.toMatch(/legal notice|phone number|footers/);
  });

  it("and in English to an English one", () => {
    expect(textIn("en")).toContain("CONTACT_PHONE: SwissHack: the expert's phone number (Premium page, legal notice)");
  });
});
