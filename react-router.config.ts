import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressDir } from "./scripts/build/precompress.ts";
import { PRERENDERED_PATHS } from "./src/shared/routes.ts";

export default {
  appDirectory: "src/web",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  future: { v8_viteEnvironmentApi: true },
  // Runs after the prerendering, so the pages are compressed too.
  buildEnd: ({ reactRouterConfig }) => precompressDir(path.resolve(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;
