import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/shared/routes.ts";

export default {
  appDirectory: "src/web",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
