import { describe, expect, it } from "vitest";
import { issueMessages } from "./campaign-email";

const WEB = "https://swisshack.ch/blog/le-3e-pilier";
const UNSUBSCRIBE = "https://swisshack.ch/api/newsletter/unsubscribe?token=abc";
const issue = (locale: "fr" | "de", bodyMarkdown: string) =>
  issueMessages({ locale, subject: "Astuce", bodyMarkdown, webUrl: WEB })("lea@example.com", UNSUBSCRIBE);

describe("an issue's email", () => {
  it("makes the body's relative links and images absolute: a mail app has no page to resolve them against", () => {
    const { html } = issue("fr", "Lire [l'article](/blog/autre?a=1&b=2).\n\n![Un bocal](/blog-images/x/800.jpg)");
    expect(html).toContain('href="https://swisshack.ch/blog/autre?a=1&amp;b=2"');
    expect(html).toContain('src="https://swisshack.ch/blog-images/x/800.jpg"');
    expect(issue("fr", "[ESTV](https://www.estv.admin.ch/x)").html).toContain('href="https://www.estv.admin.ch/x"');
  });

  it("opens with the issue's title as its heading, escaped, in the HTML and the text", () => {
    const { html, text } = issueMessages({
      locale: "fr",
      subject: "Impôts <2027> : l'astuce",
      bodyMarkdown: "Un paragraphe.",
      webUrl: WEB,
    })("lea@example.com", UNSUBSCRIBE);
    expect(html).toMatch(/<h1 style="[^"]+">Impôts &lt;2027&gt;\u00a0: l'astuce<\/h1>\s*<p/);
    expect(text.startsWith("Impôts <2027>\u00a0: l'astuce\n\nUn paragraphe.")).toBe(true);
  });

  it("sets a French body with French spacing, as its post's page does; a German one as it is", () => {
    const french = issue("fr", "## Et ensuite ?\n\nVersez : avant le 31 décembre !\n\n`a ? b`");
    expect(french.html).toContain("Et ensuite\u202f?");
    expect(french.html).toContain("Versez\u00a0: avant le 31 décembre\u202f!");
    expect(french.html).toContain("<code>a ? b</code>");
    expect(french.text).toContain("Versez\u00a0: avant le 31 décembre\u202f!");
    expect(issue("de", "Und dann ?").html).toContain("Und dann ?");
  });

  // Field round five: an issue written from a post dropped the post's cover.
  it("shows the cover of the post it is written from under its title, with its description in the text part", () => {
    const cover = {
      path: "https://swisshack.ch/blog-images/c0ffee/1200.jpg",
      alt: 'Un bocal "épargne" <3a>',
      width: 1200,
      height: 630,
    };
    const { html, text } = issueMessages({
      locale: "fr",
      subject: "Le 3e pilier",
      bodyMarkdown: "Texte.",
      webUrl: WEB,
      cover,
    })("lea@example.com", UNSUBSCRIBE);
    expect(html).toMatch(
      /<\/h1>\s*<img src="https:\/\/swisshack\.ch\/blog-images\/c0ffee\/1200\.jpg" alt="Un bocal &quot;épargne&quot; &lt;3a&gt;" width="560" height="294"/,
    );
    expect(text.startsWith('Le 3e pilier\n\n[Un bocal "épargne" <3a>]\n\nTexte.')).toBe(true);
    expect(issue("fr", "Texte.").html).not.toContain("<img");
  });
});
