import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { recordContentDates } from "./scripts/build/content-dates.ts";
import { precompressDir } from "./scripts/build/precompress.ts";
import { ALL_PRERENDERED_PATHS, LOCALIZED_PUBLIC_PATHS } from "./src/shared/i18n/paths.ts";

export default {
  appDirectory: "src/web",
  ssr: false,
  prerender: [...ALL_PRERENDERED_PATHS],
  future: { v8_viteEnvironmentApi: true },
  // Runs after the prerendering: the pages' content dates (the sitemap's <lastmod>), then every file compressed.
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.resolve(reactRouterConfig.buildDirectory, "client");
    await recordContentDates(clientDir, LOCALIZED_PUBLIC_PATHS, new Date().toISOString().slice(0, 10));
    await precompressDir(clientDir);
  },
} satisfies Config;
