import { describe, expect, it } from "vitest";
import { touchOf } from "./attribution";

describe("a page's source", () => {
  it("reads the UTM parameters and the referrer's host, and the landing page only with consent", () => {
    const page = {
      href: "https://swisshack.test/?utm_source=newsletter&utm_campaign=nov",
      referrer: "https://mail.example/x?y",
    };
    expect(touchOf(page, false)).toEqual({
      referrer_host: "mail.example",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "nov",
      utm_term: null,
      utm_content: null,
    });
    expect(touchOf(page, true).landing_page).toBe("/");
  });

  it("does not count this site or a missing referrer as a source", () => {
    expect(
      touchOf({ href: "https://swisshack.test/faq", referrer: "https://swisshack.test/" }, false).referrer_host,
    ).toBeNull();
    expect(touchOf({ href: "https://swisshack.test/faq", referrer: "" }, false).referrer_host).toBeNull();
  });
});
