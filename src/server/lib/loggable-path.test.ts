import { PRIVATE_LINK_PREFIXES } from "@shared/routes";
import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path";
import { derivedToken, randomToken } from "./tokens";

describe("loggablePath (issue 29, item 5)", () => {
  const token = randomToken();

  it.each([
    [`/pre-analyse/${token}`, "/pre-analyse/[redacted]"],
    [`/api/pre-analyses/${token}`, "/api/pre-analyses/[redacted]"],
    [`/api/pre-analyses/${token}/pdf`, "/api/pre-analyses/[redacted]/pdf"],
    ["/api/pre-analyses/short/pdf", "/api/pre-analyses/[redacted]/pdf"],
    [`/api/anything/${derivedToken("s", "p", "v")}`, "/api/anything/[redacted]"],
    ["/mentions-legales", "/mentions-legales"],
    ["/api/newsletter/confirm", "/api/newsletter/confirm"],
    ["/assets/entry.client-AbCd1234EfGh5678.js", "/assets/entry.client-AbCd1234EfGh5678.js"],
  ])("%s → %s", (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });

  it("never logs a random token, whatever its letters", () => {
    for (let i = 0; i < 1000; i += 1) {
      const secret = randomToken();
      expect(loggablePath(`/pre-analyse/${secret}`)).not.toContain(secret);
      expect(loggablePath(`/api/other/${secret}/x`)).not.toContain(secret);
    }
  });
});

/** Issue 40, item 3: every private link's secret, whatever follows it. */
describe("loggablePath redacts every private-link prefix", () => {
  const token = randomToken();

  it.each([
    [`/demo/${token}.`, "/demo/[redacted]"],
    [`/demo/${token})`, "/demo/[redacted]"],
    [`/demo/${token}`, "/demo/[redacted]"],
    [`/api/demo-meetings/${token}%20`, "/api/demo-meetings/[redacted]"],
    [`/api/demo-meetings/${token} `, "/api/demo-meetings/[redacted]"],
    [`/api/demo-meetings/${token}/cancel`, "/api/demo-meetings/[redacted]/cancel"],
    [`/pre-analyse/${token}.pdf`, "/pre-analyse/[redacted]"],
    [`//demo/${token}x.`, "//demo/[redacted]"],
    [`/demo%2F${token}`, "/demo/[redacted]"],
    [`/api/other/x${token}.`, "/api/other/[redacted]."],
  ])("%s → %s", (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });

  it.each(PRIVATE_LINK_PREFIXES)("redacts the short secret after %s, followed by anything", (prefix) => {
    for (const tail of ["", ".", ")", "%20", "'", "/x"]) {
      expect(loggablePath(`${prefix}abc123${tail}`)).not.toContain("abc123");
    }
  });
});
