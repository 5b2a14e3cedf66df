import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** tsconfig.json's `paths`, for Vite, Vitest and the build's module runner (tsx and Playwright read tsconfig.json). */
export const IMPORT_ALIASES = {
  "~": path.join(root, "src", "web"),
  "@shared": path.join(root, "src", "shared"),
};
