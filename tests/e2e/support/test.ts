import { test as base, expect } from "@playwright/test";

/** The browser's own log line for an HTTP error answer (a 404 page, a refusal, a failure a test simulates): not an app error. */
const HTTP_ERROR_STATUS = /^Failed to load resource: the server responded with a status of \d{3}/;

/**
 * Every end-to-end test fails on a console error or an uncaught page error (a hydration mismatch, a CSP violation,
 * a crash), unless the test names the error it expects with `test.use({ allowedConsoleErrors: [/.../] })`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: undefined }>({
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
