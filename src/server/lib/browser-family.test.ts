import { describe, expect, it } from "vitest";
import { browserFamily, deviceTypeOf } from "./browser-family";

const UA = {
  chromeDesktop:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  firefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0",
};

describe("browserFamily", () => {
  it.each([
    [UA.chromeDesktop, "Chrome", "Desktop"],
    [UA.firefox, "Firefox", "Desktop"],
    [UA.safariIphone, "Safari", "Mobile"],
    [UA.edge, "Edge", "Desktop"],
    ["curl/8.0", "Other", "Desktop"],
  ])("reads %s as %s on %s", (ua, family, device) => {
    expect(browserFamily(ua)).toBe(family);
    expect(deviceTypeOf(ua)).toBe(device);
  });

  it("has nothing to say without a user agent", () => {
    expect(browserFamily(undefined)).toBeNull();
    expect(deviceTypeOf("")).toBeNull();
  });
});
