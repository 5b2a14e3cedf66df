import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../../shared/routes";
import * as confidentialite from "./confidentialite";
import * as details from "./details";
import * as faq from "./faq";
import * as home from "./home";
import * as integrations from "./integrations";
import * as legalNotice from "./legal-notice";
import * as mentionsLegales from "./mentions-legales";
import * as optimaite from "./optimaite";
import * as premium from "./premium";
import * as privacy from "./privacy";

const ROUTES: Record<(typeof PUBLIC_PATHS)[number], { meta: () => unknown[] }> = {
  "/": home,
  "/premium": premium,
  "/confidentialite": confidentialite,
  "/mentions-legales": mentionsLegales,
  "/optimaite": optimaite,
  "/details": details,
  "/integrations": integrations,
  "/faq": faq,
  "/privacy": privacy,
  "/legal-notice": legalNotice,
};

const titleOf = (path: keyof typeof ROUTES) =>
  (ROUTES[path].meta().find((tag) => tag && typeof tag === "object" && "title" in tag) as { title: string }).title;

describe("public page titles", () => {
  it.each([...PUBLIC_PATHS])("%s has a title of at most 60 characters, shown whole in search results", (path) => {
    const title = titleOf(path);
    expect(title.length, title).toBeGreaterThan(10);
    expect(title.length, title).toBeLessThanOrEqual(60);
  });

  it("gives every public page its own title", () => {
    const titles = PUBLIC_PATHS.map(titleOf);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
