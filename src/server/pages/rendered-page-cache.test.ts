import { describe, expect, it } from "vitest";
import { renderedPageUrl } from "./rendered-page-cache";

describe("renderedPageUrl", () => {
  it("keeps the path and the parameters a rendered answer depends on, nothing else (issue 54, 4)", () => {
    const key = (address: string) => renderedPageUrl(new URL(address, "https://swisshack.ch")).href;
    expect(key("/blog?q=123")).toBe("https://swisshack.ch/blog");
    expect(key("/blog?utm_source=x&q=1")).toBe(key("/blog"));
    expect(key("/de/blog.data?x=1&_routes=routes%2Fblog")).toBe(
      "https://swisshack.ch/de/blog.data?_routes=routes%2Fblog",
    );
  });
});
