import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders CommonMark: headings, emphasis, lists, links and images", () => {
    const html = renderMarkdown(
      "## 3e pilier\n\nVersez **avant** le 31 décembre.\n\n- un\n- deux\n\n[AFC](https://www.estv.admin.ch) ![Graphique](https://example.ch/a.png)",
    );
    expect(html).toContain("<h2>3e pilier</h2>");
    expect(html).toContain("<strong>avant</strong>");
    expect(html).toContain("<li>un</li>");
    expect(html).toContain('<a href="https://www.estv.admin.ch" rel="noopener">AFC</a>');
    expect(html).toContain('<img src="https://example.ch/a.png" alt="Graphique" />');
  });

  it("never lets raw HTML or a script link through", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[clic](javascript:alert(1)) <iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img[^>]*onerror|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("turns a first-level heading into a second-level one (the page has its own h1)", () => {
    expect(renderMarkdown("# Titre")).toBe("<h2>Titre</h2>\n");
  });
});

describe("markdownToPlainText", () => {
  it("keeps the words and paragraphs, drops the markup", () => {
    expect(markdownToPlainText("## Titre\n\nUn **mot** & <b>un autre</b>.")).toBe("Titre\n\nUn mot & <b>un autre</b>.");
  });
});

describe("markdownToPlainText for an email's text part", () => {
  it("keeps each link's address beside its words, once when the words are the address", () => {
    expect(
      markdownToPlainText("Lisez [le **guide**](https://example.ch/a?b=1&c=2) ou <https://example.ch>.", {
        linkAddresses: true,
      }),
    ).toBe("Lisez le guide (https://example.ch/a?b=1&c=2) ou https://example.ch.");
  });
});
