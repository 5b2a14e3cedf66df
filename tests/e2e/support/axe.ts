import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe on the page itself (`axe.run` in the page, "legacy mode"): the default runs axe per frame, then opens a blank
 * page to merge the results, which cost 5 to 10 s a scan on a busy 2-core machine. The pages have no iframes, so
 * nothing is left unscanned.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
