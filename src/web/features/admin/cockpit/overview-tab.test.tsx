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

const textIn = (language: AdminLanguage, demoPlaceUnset = false) =>
  renderToStaticMarkup(
    <AdminLanguageProvider language={language}>
      <UnsetSettings settings={UNSET} demoPlaceUnset={demoPlaceUnset} />
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

  it("list the demos' place while none is set, where it is set and what it leaves out (field round five)", () => {
    expect(textIn("fr", true)).toContain(
      "Lieu des démos (onglet Disponibilités)\u00a0: OptimAIte\u00a0: le lien vidéo ou le numéro de téléphone des invitations",
    );
    expect(textIn("en", true)).toContain("Demo place (Availability tab): OptimAIte: the video link or phone number");
    expect(textIn("fr")).not.toContain("Lieu des démos");
  });
});
