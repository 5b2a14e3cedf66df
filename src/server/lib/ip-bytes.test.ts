import { describe, expect, it } from "vitest";
import { parseIp } from "./ip-bytes";

describe("parseIp", () => {
  it.each([
    ["1.2.3.4", [1, 2, 3, 4]],
    ["::", new Array(16).fill(0)],
    ["::1", [...new Array(15).fill(0), 1]],
    ["2001:db8::ff00:42:8329", [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0x42, 0x83, 0x29]],
    ["::ffff:1.2.3.4", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]],
    ["64:ff9b::192.0.2.33", [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0, 192, 0, 2, 33]],
    ["fe80::1%eth0", [0xfe, 0x80, ...new Array(13).fill(0), 1]],
  ])("reads %s", (ip, bytes) => {
    expect([...(parseIp(ip) ?? [])]).toEqual(bytes);
  });

  it.each([
    "",
    "1.2.3",
    "1.2.3.256",
    "01.2.3.4",
    "1.2.3.4.5",
    "1::2::3",
    "1:2:3:4:5:6:7:8:9",
    "12345::",
    "::g",
    "1:2:3:4:5:6:7",
  ])("refuses %j", (ip) => {
    expect(parseIp(ip)).toBeNull();
  });
});
