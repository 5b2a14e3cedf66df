import type { Page } from "@playwright/test";

/** Every text node of the page (dialogs and the cookie banner included), scripts and styles left out. */
export function textNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, code, pre") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const texts: string[] = [];
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? "";
      if (text.trim()) texts.push(text);
    }
    return texts;
  });
}
