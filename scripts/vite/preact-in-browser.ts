import type { Plugin } from "vite";

/** What the browser build imports instead of React (decision record 0024). */
export const BROWSER_RENDERER: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The browser renders and hydrates with Preact's React compatibility layer; prerendering (and every test that runs
 * in Node) keeps React. The static HTML is React's, hydrated by Preact.
 */
export function preactInBrowser(): Plugin {
  return {
    name: "preact-in-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // The development server prebundles dependencies (React Router, Radix…) outside the plugin pipeline.
    config: () => ({
      environments: {
        client: {
          optimizeDeps: {
            include: [...new Set(Object.values(BROWSER_RENDERER))],
            exclude: Object.keys(BROWSER_RENDERER),
            rolldownOptions: { resolve: { alias: { ...BROWSER_RENDERER } } },
          },
        },
      },
    }),
    async resolveId(source, importer, options) {
      const target = BROWSER_RENDERER[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
