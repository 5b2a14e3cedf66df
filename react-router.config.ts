import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { recordContentDates } from "./scripts/build/content-dates.ts";
import { precompressDir } from "./scripts/build/precompress.ts";
import { ALL_PRERENDERED_PATHS, LOCALIZED_PUBLIC_PATHS } from "./src/shared/i18n/paths.ts";
import { onlineOrderingOpen } from "./src/shared/premium/online-ordering.ts";
import { everyBrandForTheBuild } from "./src/shared/schemas/site-settings.ts";

export default {
  appDirectory: "src/web",
  // Server rendering for the pages whose content changes without a build (the blog, the landing pages' teaser:
  // src/server/pages/server-rendered-pages.ts); every other page is prerendered and served as a file (decision 0035).
  ssr: true,
  prerender: [...ALL_PRERENDERED_PATHS],
  // A page's manifest holds its own routes; those its links lead to come from /__manifest once it has hydrated
  // (answered by React Router's handler: src/server/pages/server-rendered-pages.ts). Decision 0038's addendum.
  routeDiscovery: { mode: "lazy" },
  future: { v8_viteEnvironmentApi: true },
  // Runs after the prerendering: the pages' content dates (the sitemap's <lastmod>), then every file compressed; and
  // the brands' details the pages were prerendered with, beside the client (decision 0042: while the details in force
  // differ, the server renders those pages on request).
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.resolve(reactRouterConfig.buildDirectory, "client");
    await recordContentDates(clientDir, LOCALIZED_PUBLIC_PATHS, new Date().toISOString().slice(0, 10));
    await precompressDir(clientDir);
    // With whether the Premium audit could be ordered online (issue 57), which the server compares the same way.
    const details = { ...everyBrandForTheBuild(process.env), onlineOrdering: onlineOrderingOpen(process.env) };
    writeFileSync(path.resolve(reactRouterConfig.buildDirectory, "site-details.json"), JSON.stringify(details));
  },
} satisfies Config;
