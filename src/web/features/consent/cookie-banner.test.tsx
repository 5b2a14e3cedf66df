// @vitest-environment jsdom

import type { PageLanguage } from "@shared/i18n/paths";
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountTestRoot } from "~/lib/test-root";
import { AccountPageLanguageProvider } from "../../i18n/account-page-language";
import { CookieBanner } from "./cookie-banner";

/**
 * The banner's text once its second has passed and its words are loaded, on a page at `path`; on an account page,
 * in the language root gives it (`account`).
 */
async function bannerTextOn(mounted: ReturnType<typeof mountTestRoot>, path: string, account?: PageLanguage) {
  await act(async () =>
    mounted.root.render(
      <AccountPageLanguageProvider value={account}>
        <MemoryRouter initialEntries={[path]}>
          <CookieBanner />
        </MemoryRouter>
      </AccountPageLanguageProvider>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 1200)));
  return mounted.container.querySelector("[data-cookie-banner]")?.textContent ?? "";
}

describe("the cookie banner", () => {
  let mounted: ReturnType<typeof mountTestRoot>;
  beforeEach(() => {
    localStorage.clear();
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    mounted = mountTestRoot();
  });
  afterEach(() => mounted.unmount());

  it("asks on a public page with no choice stored", async () => {
    expect(await bannerTextOn(mounted, "/")).not.toBe("");
  });

  it("speaks an account page's language, as root reads it from the link or the page before", async () => {
    const auth = (site: PageLanguage["site"], locale: PageLanguage["locale"]) => ({ site, locale, basePath: "/auth" });
    expect(await bannerTextOn(mounted, "/auth", auth("swisshack", "it"))).toContain("Le sue scelte sui cookie");
    expect(await bannerTextOn(mounted, "/auth", auth("swisshack", "fr"))).toContain("Vos choix en matière de cookies");
    expect(await bannerTextOn(mounted, "/auth")).toContain("Your cookie choices");
  });

  it("is not shown over the back office, which sets no tracking cookie (decision 0044)", async () => {
    expect(await bannerTextOn(mounted, "/admin")).toBe("");
    expect(await bannerTextOn(mounted, "/admin/audits/abc/report")).toBe("");
    expect(await bannerTextOn(mounted, "/sitemap-manager")).toBe("");
  });
});
