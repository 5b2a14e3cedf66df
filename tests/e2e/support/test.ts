import { test as base, expect, type Page } from "@playwright/test";

/** The browser's own log line for an HTTP error answer (a 404 page, a refusal, a failure a test simulates): not an app error. */
const HTTP_ERROR_STATUS = /^Failed to load resource: the server responded with a status of \d{3}/;

/**
 * Every end-to-end test fails on a console error or an uncaught page error (a hydration mismatch, a CSP violation,
 * a crash), unless the test names the error it expects with `test.use({ allowedConsoleErrors: [/.../] })`.
 */
/** A documentation address (RFC 5737) per test, so that tests never share a per-IP rate limit. */
function clientAddressOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.${100 + (hash % 100)}.${1 + ((hash >>> 8) % 250)}`;
}

/**
 * Resolves once the page is interactive (React hydrated it and replayed what was done before). People do not wait for
 * this, and neither do the tests: only a test about hydration itself, or one that reads the app's state rather than
 * the screen, calls it. A document without our scripts (an XML file, a PDF) has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]'),
  );
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: undefined }>({
  // The end-to-end server trusts one proxy hop (TRUST_PROXY=1), as it would behind a load balancer: each test comes
  // from its own address, as real visitors do, instead of all of them sharing 127.0.0.1's sign-in and form limits.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddressOf(`${testInfo.testId}-${testInfo.retry}`) });
  },
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) =>
        HTTP_ERROR_STATUS.test(text) || allowedConsoleErrors.some((pattern) => pattern.test(text));
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed(message.text())) errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => {
        if (!allowed(error.message)) errors.push(`page error: ${error.message}`);
      });
      await use(undefined);
      expect(errors, "console errors and page errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
