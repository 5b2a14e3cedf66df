// @vitest-environment jsdom
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountTestRoot } from "~/lib/test-root";
import { CookieBanner } from "./cookie-banner";

/** The banner's text once its second has passed and its words are loaded, on a page at `path`. */
async function bannerTextOn(mounted: ReturnType<typeof mountTestRoot>, path: string) {
  await act(async () =>
    mounted.root.render(
      <MemoryRouter initialEntries={[path]}>
        <CookieBanner />
      </MemoryRouter>,
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

  it("is not shown over the back office, which sets no tracking cookie (decision 0044)", async () => {
    expect(await bannerTextOn(mounted, "/admin")).toBe("");
    expect(await bannerTextOn(mounted, "/admin/audits/abc/report")).toBe("");
    expect(await bannerTextOn(mounted, "/sitemap-manager")).toBe("");
  });
});
