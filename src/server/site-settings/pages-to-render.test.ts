import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_FIGURES } from "@shared/schemas/site-settings";
import { type Brand, NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import { describe, expect, it } from "vitest";
import type { LiveSettings } from "./live-settings";
import { prerenderedPagesToRender } from "./pages-to-render";

function liveWith(details: Record<Brand, SiteDetails>, version = "1"): LiveSettings {
  return {
    values: async (brand) => ({ details: details[brand], figures: DEFAULT_FIGURES }),
    version: async () => version,
    refresh: async () => {},
    stop: () => {},
  };
}

const buildWith = (details: Record<Brand, SiteDetails> & { onlineOrdering?: boolean }) => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-details-"));
  writeFileSync(path.join(dir, "site-details.json"), JSON.stringify(details));
  return dir;
};

describe("prerendered pages rendered again (decision 0042)", () => {
  const phone = { ...NO_DETAILS, contactPhone: "+41 22 345 67 89" };
  const build = buildWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });

  it("serve the files while every brand's details are the build's", async () => {
    const render = prerenderedPagesToRender(liveWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS }), build);
    for (const page of ["/premium", "/premium.data", "/legal-notice", "/_root.data"])
      expect(await render(page)).toBeNull();
  });

  it("render only the changed brand's public pages and their data, under a key that moves with the settings", async () => {
    const render = prerenderedPagesToRender(liveWith({ swisshack: phone, optimaite: NO_DETAILS }, "7"), build);
    for (const page of ["/premium", "/premium.data", "/mentions-legales", "/de/premium", "/de.data", "/_root.data"]) {
      expect(await render(page), page).toMatch(/^settings-7-/);
    }
    for (const page of [
      "/legal-notice",
      "/fr/mentions-legales.data",
      "/optimaite",
      "/admin",
      "/auth",
      "/assets/x.js",
    ]) {
      expect(await render(page), page).toBeNull();
    }
  });

  it("count a missing build record as a build without details", async () => {
    const render = prerenderedPagesToRender(liveWith({ swisshack: NO_DETAILS, optimaite: phone }), "/nonexistent");
    expect(await render("/legal-notice")).toMatch(/^settings-1-/);
    expect(await render("/premium")).toBeNull();
  });
});

describe("the site's numbers (decision 0042)", () => {
  it("render the brand's pages while a figure is not the specification's, keyed by what it shows", async () => {
    const build = buildWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });
    const live = liveWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });
    const figures: ShownFigures = { ...SPEC_FIGURES, subscribers: { kind: "count", value: 4200 } };
    const render = prerenderedPagesToRender(live, build, async (brand) =>
      brand === "swisshack" ? figures : SPEC_FIGURES,
    );
    expect(await render("/premium")).toContain("4200");
    expect(await render("/legal-notice")).toBeNull();
  });

  it("render every page of OptimAIte, and none of SwissHack, when its practices count is the owner's", async () => {
    const build = buildWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });
    const live = liveWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });
    const practices: ShownFigures = { ...SPEC_FIGURES, practices: { kind: "count", value: 650 } };
    const render = prerenderedPagesToRender(live, build, async (brand) =>
      brand === "optimaite" ? practices : SPEC_FIGURES,
    );
    expect(await render("/integrations")).toContain("650");
    expect(await render("/fr/optimaite.data")).toContain("650");
    expect(await render("/premium")).toBeNull();
  });
});

describe("online ordering of the Premium audit (issue 57)", () => {
  const live = liveWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });
  const figures = async () => SPEC_FIGURES;

  it("renders SwissHack's pages while the server takes orders and the build did not, and only SwissHack's", async () => {
    const render = prerenderedPagesToRender(
      live,
      buildWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS }),
      figures,
      true,
    );
    for (const page of ["/premium", "/de/premium.data", "/confidentialite", "/_root.data"]) {
      expect(await render(page), page).toMatch(/^settings-/);
    }
    for (const page of ["/legal-notice", "/optimaite.data", "/admin"]) expect(await render(page), page).toBeNull();
  });

  it("serves the files when the build's ordering is the server's, open or closed", async () => {
    const openBuild = buildWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS, onlineOrdering: true });
    expect(await prerenderedPagesToRender(live, openBuild, figures, true)("/premium")).toBeNull();
    const closedBuild = buildWith({ swisshack: NO_DETAILS, optimaite: NO_DETAILS });
    expect(await prerenderedPagesToRender(live, closedBuild, figures, false)("/premium")).toBeNull();
    expect(await prerenderedPagesToRender(live, openBuild, figures, false)("/premium")).toMatch(/^settings-/);
  });
});
