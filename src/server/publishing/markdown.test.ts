import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders CommonMark: headings, emphasis, lists, links and images", () => {
    const html = renderMarkdown(
      "## 3e pilier\n\nVersez **avant** le 31 décembre.\n\n- un\n- deux\n\n[AFC](https://www.estv.admin.ch) ![Graphique](/blog-images/a/800.jpg)",
    );
    expect(html).toContain("<h2>3e pilier</h2>");
    expect(html).toContain("<strong>avant</strong>");
    expect(html).toContain("<li>un</li>");
    expect(html).toContain('<a href="https://www.estv.admin.ch" rel="noopener">AFC</a>');
    expect(html).toContain('<img src="/blog-images/a/800.jpg" alt="Graphique" />');
  });

  it("never lets raw HTML or a script link through", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[clic](javascript:alert(1)) <iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img[^>]*onerror|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("shows only the site's own images, on the page, in the feed and in the email alike (issue 54, 10)", () => {
    const markdown =
      "![a](https://example.ch/a.png) ![b](http://example.ch/b.png) ![c](//example.ch/c.png) ![e](/blog-images/e/800.jpg)";
    expect(renderMarkdown(markdown)).toBe('<p>   <img src="/blog-images/e/800.jpg" alt="e" /></p>\n');
    expect(renderMarkdown(markdown, { baseUrl: "https://swisshack.ch/blog/x" })).toBe(
      '<p>   <img src="https://swisshack.ch/blog-images/e/800.jpg" alt="e" /></p>\n',
    );
  });

  it("makes addresses absolute and adds styles on the parsed tags, so an attribute's text stays text (issue 54, 1)", () => {
    const html = renderMarkdown(
      '![a](/i.png "y src=")/src/onerror=alert(1)// [l](/blog/x?a=1&b=2) [m](//evil.example/x) [n](https://ok.example)',
      { baseUrl: "https://swisshack.ch/blog/y", tagStyles: { a: "color:red", p: "margin:0" } },
    );
    expect(html).toBe(
      '<p style="margin:0"><img src="https://swisshack.ch/i.png" alt="a" title="y src=" />/src/onerror=alert(1)// ' +
        '<a href="https://swisshack.ch/blog/x?a=1&amp;b=2" rel="noopener" style="color:red">l</a> ' +
        '<a rel="noopener" style="color:red">m</a> <a href="https://ok.example" rel="noopener" style="color:red">n</a></p>\n',
    );
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

  // Field round five: the text part dropped internal links' addresses, list bullets, images' descriptions and quotes.
  it("keeps an internal link's address, made absolute from the web version's", () => {
    expect(
      markdownToPlainText("Lisez [notre guide](/blog/3e-pilier).", {
        linkAddresses: true,
        baseUrl: "https://swisshack.ch/newsletter/12",
      }),
    ).toBe("Lisez notre guide (https://swisshack.ch/blog/3e-pilier).");
  });

  it("keeps list bullets and numbers, an image's description and a quotation's marks", () => {
    const markdown = [
      "Trois leviers :",
      "",
      "- le 3e pilier",
      "- la LAMal",
      "",
      "3. trois",
      "4. quatre",
      "",
      "![Graphique des primes 2026](/images/primes.png)",
      "",
      "> Un conseil qui m'a fait économiser",
      "> CHF 1'200.",
      "",
      "Fin.",
    ].join("\n");
    expect(markdownToPlainText(markdown, { linkAddresses: true, baseUrl: "https://swisshack.ch/" })).toBe(
      [
        "Trois leviers :",
        "",
        "- le 3e pilier",
        "- la LAMal",
        "",
        "3. trois",
        "4. quatre",
        "",
        "[Graphique des primes 2026]",
        "",
        "> Un conseil qui m'a fait économiser",
        "> CHF 1'200.",
        "",
        "Fin.",
      ].join("\n"),
    );
  });
});
