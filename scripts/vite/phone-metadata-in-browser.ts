import type { Plugin } from "vite";

/**
 * The browser's forms check phone numbers with libphonenumber-js's small metadata (`min`: lengths per country, about
 * 30 KB gzip less than `max`); the server keeps `max` (the number patterns) and refuses what `min` let through, with
 * the same message. Only the client build is affected.
 */
export function phoneMetadataInBrowser(): Plugin {
  return {
    name: "phone-metadata-in-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer, options) {
      if (source !== "libphonenumber-js/max") return null;
      return this.resolve("libphonenumber-js/min", importer, { ...options, skipSelf: true });
    },
  };
}
