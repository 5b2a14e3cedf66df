import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicConfigFrom } from "./src/shared/public-config.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfigFrom(process.env)) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src/web") } },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: {
    rollupOptions: {
      output: {
        // Keep the schema library in its own chunk, loaded only by forms when they are used.
        manualChunks: (id: string) => (id.includes("node_modules/zod/") ? "zod" : undefined),
      },
    },
  },
});
