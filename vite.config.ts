import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "")) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src/web") } },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
