import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { optimaiteEn } from "~/i18n/catalogues/optimaite-en";
import { swisshackFr } from "~/i18n/catalogues/swisshack-fr";
import { renderAt } from "~/i18n/testing/render-at";
import { OptimaiteOrganizationJsonLd } from "~/sites/optimaite/layout/organization-json-ld";
import { SwissHackOrganizationJsonLd } from "~/sites/swisshack/layout/organization-json-ld";

const publicFile = (name: string) => path.resolve(import.meta.dirname, "../../../public", name);

describe("each brand's icon", () => {
  it("OptimAIte has its own favicon, not SwissHack's cross", () => {
    expect(existsSync(publicFile("optimaite-favicon.svg"))).toBe(true);
    const svg = readFileSync(publicFile("optimaite-favicon.svg"), "utf8");
    expect(svg).toContain("<title>OptimAIte</title>");
    expect(svg).not.toBe(readFileSync(publicFile("favicon.svg"), "utf8"));
  });

  // Which icon each page's head links: tests/e2e/optimaite-favicon.spec.ts, on every page.
  it("gives each Organization its own logo", () => {
    const logo = (html: string) =>
      (JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, "")) as { logo: string }).logo;
    expect(logo(renderAt(<OptimaiteOrganizationJsonLd />, "/optimaite", optimaiteEn))).toMatch(
      /\/optimaite-favicon\.svg$/,
    );
    expect(logo(renderAt(<SwissHackOrganizationJsonLd />, "/", swisshackFr))).toMatch(/\/favicon\.svg$/);
  });
});
