import { describe, expect, it } from "vitest";
import { afterSignIn, authSite, safeNextPath } from "./auth-destination";

const origin = "https://example.ch";

describe("safeNextPath", () => {
  it.each(["/admin", "/sitemap-manager", "/premium?x=1"])("follows %s", (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/api/auth/sign-out",
    "/auth",
    "admin",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe("authSite", () => {
  it("takes ?site= first, then a referrer of this origin, else OptimAIte", () => {
    expect(authSite("?site=swisshack", `${origin}/faq`, origin)).toBe("swisshack");
    expect(authSite("", `${origin}/premium`, origin)).toBe("swisshack");
    expect(authSite("", `${origin}/details`, origin)).toBe("optimaite");
    expect(authSite("", "https://other.example/premium", origin)).toBe("optimaite");
    expect(authSite("?site=nonsense", "", origin)).toBe("optimaite");
  });
});

describe("afterSignIn", () => {
  it("sends an admin to the back office and others home, unless a safe next path was asked for", () => {
    expect(afterSignIn(null, "admin", "optimaite")).toBe("/admin");
    expect(afterSignIn(null, "user", "swisshack")).toBe("/");
    expect(afterSignIn(null, "user", "optimaite")).toBe("/optimaite");
    expect(afterSignIn("/sitemap-manager", "admin", "optimaite")).toBe("/sitemap-manager");
    expect(afterSignIn("https://evil.example", "admin", "optimaite")).toBe("/admin");
  });
});
