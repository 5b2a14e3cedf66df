import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { recordContentDates } from "./scripts/build/content-dates.ts";
import { precompressDir } from "./scripts/build/precompress.ts";
import { PRERENDERED_PATHS, PUBLIC_PATHS } from "./src/shared/routes.ts";

export default {
  appDirectory: "src/web",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  future: { v8_viteEnvironmentApi: true },
  // Runs after the prerendering: the pages' content dates (the sitemap's <lastmod>), then every file compressed.
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.resolve(reactRouterConfig.buildDirectory, "client");
    await recordContentDates(clientDir, PUBLIC_PATHS, new Date().toISOString().slice(0, 10));
    await precompressDir(clientDir);
  },
} satisfies Config;
