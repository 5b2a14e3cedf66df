import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { checkCatalogues } from "./scripts/vite/check-catalogues.ts";
import { firstLoadChunkGroups } from "./scripts/vite/first-load-chunks.ts";
import { IMPORT_ALIASES } from "./scripts/vite/import-aliases.ts";
import { lucideIconImports } from "./scripts/vite/lucide-icon-imports.ts";
import { phoneMetadataInBrowser } from "./scripts/vite/phone-metadata-in-browser.ts";
import { onlineOrderingOpen } from "./src/shared/premium/online-ordering.ts";
import { publicConfigFrom } from "./src/shared/public-config.ts";
import { everyBrandForTheBuild } from "./src/shared/schemas/site-settings.ts";

export default defineConfig({
  plugins: [checkCatalogues(), phoneMetadataInBrowser(), lucideIconImports(), tailwindcss(), reactRouter()],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(publicConfigFrom(process.env)),
    // The brands' details the build prerenders (decision 0042), checked: a bad one stops the build, naming it.
    __BUILD_SITE_DETAILS__: JSON.stringify(everyBrandForTheBuild(process.env)),
    // Whether SwissHack's prerendered pages show the Premium audit's "Order" action (issue 57): the build's keys.
    __BUILD_ONLINE_ORDERING__: JSON.stringify(onlineOrderingOpen(process.env)),
  },
  resolve: { alias: IMPORT_ALIASES },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: {
    // Hidden: the served files stay byte for byte those of a normal build (bench:web reads the maps).
    sourcemap: process.env.ANALYZE === "1" ? "hidden" : false,
    rolldownOptions: {
      // React Router prerenders every page in its writeBundle hook: the build is meant to spend its time there, so the
      // bundler's warning about slow plugin callbacks says nothing to act on (speed is bench:web's job).
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // The schema library loads only with the forms that use it.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 5 },
            ...firstLoadChunkGroups(),
          ],
        },
      },
    },
  },
});
