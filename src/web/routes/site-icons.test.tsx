import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OptimaiteOrganizationJsonLd } from "~/sites/optimaite/layout/organization-json-ld";
import { SwissHackOrganizationJsonLd } from "~/sites/swisshack/layout/organization-json-ld";
import * as details from "./details";
import * as faq from "./faq";
import * as integrations from "./integrations";
import * as legalNotice from "./legal-notice";
import * as optimaite from "./optimaite";
import * as privacy from "./privacy";

const OPTIMAITE_ROUTES = { optimaite, details, integrations, faq, privacy, legalNotice };
const publicFile = (name: string) => path.resolve(import.meta.dirname, "../../../public", name);

describe("each brand's icon", () => {
  it("OptimAIte has its own favicon, not SwissHack's cross", () => {
    expect(existsSync(publicFile("optimaite-favicon.svg"))).toBe(true);
    const svg = readFileSync(publicFile("optimaite-favicon.svg"), "utf8");
    expect(svg).toContain("<title>OptimAIte</title>");
    expect(svg).not.toBe(readFileSync(publicFile("favicon.svg"), "utf8"));
  });

  it.each(Object.entries(OPTIMAITE_ROUTES))("the %s page links OptimAIte's favicon", (_, route) => {
    const links = "links" in route ? route.links() : [];
    expect(links).toContainEqual({ rel: "icon", href: "/optimaite-favicon.svg", type: "image/svg+xml" });
  });

  it("gives each Organization its own logo", () => {
    const logo = (html: string) =>
      (JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, "")) as { logo: string }).logo;
    expect(logo(renderToStaticMarkup(<OptimaiteOrganizationJsonLd />))).toMatch(/\/optimaite-favicon\.svg$/);
    expect(logo(renderToStaticMarkup(<SwissHackOrganizationJsonLd />))).toMatch(/\/favicon\.svg$/);
  });
});
