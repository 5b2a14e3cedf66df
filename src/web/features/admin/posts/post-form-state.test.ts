import { describe, expect, it } from "vitest";
import { emptyForm, errorsOf, fieldsOf, withChange } from "./post-form-state";

describe("the post editor's state", () => {
  it("suggests the slug from the title until the writer types one", () => {
    let form = withChange(emptyForm("fr", "Léa"), { title: "Le 3e pilier : à quoi sert-il ?" });
    expect(form.slug).toBe("le-3e-pilier-a-quoi-sert-il");
    form = withChange(form, { slug: "pilier-3a" });
    form = withChange(form, { title: "Autre titre" });
    expect(form.slug).toBe("pilier-3a");
    form = withChange(form, { slug: "" });
    expect(withChange(form, { title: "Nouveau" }).slug).toBe("nouveau");
  });

  it("sends the tags as a list and no description without an image", () => {
    const form = { ...emptyForm("de", "Max"), tags: " Steuern, , Vorsorge ", coverImageAlt: "left over" };
    expect(fieldsOf(form)).toMatchObject({ tags: ["Steuern", "Vorsorge"], coverImageAlt: "", coverImageId: null });
  });

  it("keeps the first message of each field, the schedule's under its own name", () => {
    expect(
      errorsOf([
        { path: ["tags", 2], message: "A tag cannot be empty" },
        { path: "slug", message: "first" },
        { path: "slug", message: "second" },
        { path: ["publishAt"], message: "past" },
      ]),
    ).toEqual({ tags: "A tag cannot be empty", slug: "first", schedule: "past" });
  });
});
