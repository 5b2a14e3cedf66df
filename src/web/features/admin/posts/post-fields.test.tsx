import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type AdminLanguage, AdminLanguageProvider } from "../shared/admin-language";
import { PostFields } from "./post-fields";
import { emptyForm } from "./post-form-state";

const fieldsIn = (language: AdminLanguage, languageFixed: boolean) =>
  renderToStaticMarkup(
    <AdminLanguageProvider language={language}>
      <PostFields form={emptyForm("de", "Léa")} errors={{}} languageFixed={languageFixed} change={() => {}} />
    </AdminLanguageProvider>,
  );

describe("a post's language, as the editor names it", () => {
  it("is named in French to a French admin, chosen or fixed", () => {
    const choosing = fieldsIn("fr", false);
    for (const name of ["Français", "Allemand", "Italien"]) expect(choosing).toContain(`>${name}</option>`);
    expect(choosing).not.toMatch(/>(French|German|Italian)</);
    expect(fieldsIn("fr", true)).toMatch(/<\/span> Allemand/);
  });

  it("and in English to an English one", () => {
    expect(fieldsIn("en", false)).toContain(">German</option>");
  });
});
