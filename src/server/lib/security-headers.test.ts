import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { pageContentSecurityPolicy } from "./security-headers";

describe("pageContentSecurityPolicy", () => {
  it("builds a policy without unsafe-inline scripts", () => {
    const policy = pageContentSecurityPolicy(["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
  });
});

describe("security headers and request limits", () => {
  it("sets the headers on every response, HSTS only for an https SITE_URL", async () => {
    const http = await createTestApp("pglite");
    const res = await http.app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    await http.close();

    const https = await createTestApp("pglite", { SITE_URL: "https://www.example.ch" });
    const secure = await https.app.request("/api/health");
    expect(secure.headers.get("strict-transport-security")).toContain("max-age=");
    await https.close();
  });

  it("refuses a mutating request from another origin and an oversized body", async () => {
    const t = await createTestApp("pglite");
    const foreign = await t.postJson("/api/health", {}, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: "Cross-origin request refused" });

    const huge = await t.postJson("/api/anything", { text: "x".repeat(40 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/too large/);
    await t.close();
  });
});
