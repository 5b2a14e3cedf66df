import { describe, expect, it } from "vitest";
import { frenchSpacing, frenchSpacingInHtml } from "./french-spacing";

describe("frenchSpacing", () => {
  it("puts no-break spaces where French typography wants them", () => {
    expect(frenchSpacing("Le 3e pilier : versez avant le 31 décembre ! Pourquoi ? « Vite »")).toBe(
      "Le 3e pilier\u00a0: versez avant le 31 décembre\u202f! Pourquoi\u202f? «\u00a0Vite\u00a0»",
    );
  });

  it("leaves a colon without a space (a time, an address) as it is", () => {
    expect(frenchSpacing("Rendez-vous à 10:30 sur https://swisshack.ch")).toBe(
      "Rendez-vous à 10:30 sur https://swisshack.ch",
    );
  });
});

describe("frenchSpacingInHtml", () => {
  it("changes the text between tags, not the tags, attributes or code", () => {
    expect(
      frenchSpacingInHtml('<p>Plafond : CHF 7 258 <a title="a : b" href="x">lien</a></p><pre><code>a : b</code></pre>'),
    ).toBe('<p>Plafond\u00a0: CHF 7 258 <a title="a : b" href="x">lien</a></p><pre><code>a : b</code></pre>');
  });
});
