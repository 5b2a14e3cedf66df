import { languageFaults } from "@shared/i18n/language-faults";
import { campaignDraftSchema, campaignScheduleSchema } from "@shared/newsletter/campaign";
import { newPostSchema, publishableSchema, scheduleSchema } from "@shared/schemas/blog-post";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { errorText, issueText } from "./error-text";
import { FRENCH_ISSUES } from "./error-words";

const refusal = (
  status: number,
  body: { error: string; code?: string; issues?: { path: string; message: string }[] },
) => new ApiError(body.error, status, body.issues, body.error, undefined, body.code);

describe("what the back office says when a request fails", () => {
  it("words a refusal by its code in the admin's language", () => {
    const gone = refusal(404, { error: "No such post: it may have been deleted", code: "no-such-post" });
    expect(errorText(gone, "fr")).toBe("Cet article n'existe plus\u00a0: il a peut-être été supprimé.");
    expect(errorText(gone, "en")).toBe("No such post: it may have been deleted");
    const taken = refusal(409, {
      error: 'A French post already has the slug "x": choose another one.',
      code: "post-slug-taken",
    });
    expect(errorText(taken, "fr")).toBe(
      "Un article dans cette langue a déjà cette fin d'adresse\u00a0: choisissez-en une autre.",
    );
  });

  it("words a refused input by its first issue, and an unreachable server, in French", () => {
    const invalid = refusal(400, {
      error: "Invalid input: subject: Write a subject",
      issues: [{ path: "subject", message: "Write a subject" }],
    });
    expect(errorText(invalid, "fr")).toBe("Écrivez un objet.");
    expect(errorText(new ApiError("Network error: the server could not be reached.", 0), "fr")).toBe(
      "Erreur réseau\u00a0: le serveur n'a pas pu être joint.",
    );
    expect(errorText(new ApiError("Request failed (502)", 502), "fr")).toBe("La demande a échoué (502).");
  });

  it("words every check of the post and campaign forms in French", () => {
    const checks = [
      newPostSchema.safeParse({
        locale: "en",
        title: "",
        slug: "Pas Bon",
        excerpt: "x".repeat(400),
        bodyMarkdown: "",
        coverImageId: "00000000-0000-4000-8000-000000000000",
        coverImageAlt: "",
        tags: ["a", "A", ""],
        author: "",
      }),
      publishableSchema.safeParse({ excerpt: "", bodyMarkdown: "" }),
      scheduleSchema.safeParse({ publishAt: "2020-01-01T08:00" }),
      scheduleSchema.safeParse({ publishAt: "demain" }),
      campaignDraftSchema.safeParse({ locale: "en", subject: "", bodyMarkdown: "", webPath: "https://x.example" }),
      campaignScheduleSchema.safeParse({ day: "2020-01-07", time: "08:00" }),
      campaignScheduleSchema.safeParse({ day: "2030-01-08", time: "15:00" }),
      campaignScheduleSchema.safeParse({ day: "2030-01-09", time: "08:00" }),
      campaignScheduleSchema.safeParse({ day: "mardi", time: "8h" }),
    ];
    const messages = checks.flatMap((check) => (check.success ? [] : check.error.issues.map((issue) => issue.message)));
    expect(messages.length).toBeGreaterThan(15);
    for (const message of messages) {
      const french = issueText(message, "fr");
      expect(french, message).not.toBe(message);
      expect(languageFaults(french, "fr-CH"), french).toEqual([]);
      expect(issueText(message, "en")).toBe(message);
    }
  });

  it("reads as Swiss French", () => {
    for (const french of Object.values(FRENCH_ISSUES)) expect(languageFaults(french, "fr-CH"), french).toEqual([]);
  });
});

describe("an image upload's refusal", () => {
  it("is worded in French by its code", () => {
    const tooLarge = new ApiError("The image is larger than 8 MB", 413, [], undefined, undefined, "image-too-large");
    expect(errorText(tooLarge, "fr")).toMatch(/^L'image est trop grande/);
    expect(errorText(tooLarge, "en")).toBe("The image is larger than 8 MB");
  });
});
