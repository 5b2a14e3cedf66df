import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::c", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["::ffff:c000:207", "192.0.2.7"],
    [undefined, "unknown"],
  ])("%s → %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it("bounds what it keeps of a value that is no address", () => {
    expect(addressKey("x".repeat(10_000)).length).toBeLessThanOrEqual(64);
  });
});
