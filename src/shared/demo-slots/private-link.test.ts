import { describe, expect, it } from "vitest";
import { redactPrivateLinks, siteOfPath } from "../routes";

describe("the demo's private link", () => {
  it("is never stored with a visit, like the pre-analysis link", () => {
    expect(redactPrivateLinks("/demo/Zsetz2HR38XOTLT7QNFUFhf_b7sqNb9jc27C731SgXQ?utm_source=mail")).toBe(
      "/demo/[private]?utm_source=mail",
    );
    expect(redactPrivateLinks("https://example.com/pre-analyse/abc")).toBe("https://example.com/pre-analyse/[private]");
  });

  it("belongs to OptimAIte", () => {
    expect(siteOfPath("/demo/abc")).toBe("optimaite");
  });
});
