import type { Page } from "@playwright/test";

/**
 * How much of the focused control a person sees, 0 to 1: the share of points on a grid over it where the browser's
 * hit test finds the control (inside the viewport and its scrolling boxes, under no toast, banner, chat or header).
 * "<body>" with 0 when nothing has the focus.
 */
export function focusedInSight(page: Page): Promise<{ name: string; share: number }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "<body>", share: 0 };
    const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
    const name = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return { name, share: 0 };
    // The centres of a 6 × 3 grid of cells over the control.
    let seen = 0;
    let total = 0;
    for (let column = 0; column < 6; column++) {
      for (let row = 0; row < 3; row++) {
        total += 1;
        const x = rect.left + ((column + 0.5) * rect.width) / 6;
        const y = rect.top + ((row + 0.5) * rect.height) / 3;
        const top = document.elementFromPoint(x, y);
        if (top && (element.contains(top) || top.contains(element))) seen += 1;
      }
    }
    return { name, share: seen / total };
  });
}

/**
 * The focused control's share in sight once it reaches `enough`, or as it is after `timeout` ms: the browser scrolls
 * smoothly to a control that takes the focus, later and slower on a busy machine, so a control is judged hidden only
 * when it stays hidden.
 */
export async function focusInSightSoon(
  page: Page,
  { enough = 0.75, timeout = 1_500 }: { enough?: number; timeout?: number } = {},
): Promise<{ name: string; share: number }> {
  const started = Date.now();
  let sight = await focusedInSight(page);
  while (sight.share < enough && Date.now() - started < timeout) {
    await page.waitForTimeout(100);
    sight = await focusedInSight(page);
  }
  return sight;
}
