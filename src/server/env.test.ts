import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the operator contract's defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("accepts every variable with a good value", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      SITE_URL: "https://swisshack.ch/",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      TEAM_EMAIL: "team@example.com",
      TRUST_PROXY: "true",
      REDIS_URL: "redis://127.0.0.1:6379",
      WHATSAPP_NUMBER: "+41 79 123 45 67",
      CONTACT_PHONE: "+41 22 555 12 34",
      LEGAL_IDE: "CHE-123.456.788",
      OPTIMAITE_CONTACT_PHONE: "+1 514 555 0199",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://swisshack.ch");
    expect(env.TRUST_PROXY).toBe(1);
  });

  it.each([
    ["true", 1],
    ["yes", 1],
    ["1", 1],
    ["2", 2],
    ["false", 0],
    ["0", 0],
  ])("reads TRUST_PROXY=%s as %i proxy hops", (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SITE_URL", "not a url"],
    ["SMTP_URL", "http://mail"],
    ["TEAM_EMAIL", "nobody"],
    ["TRUST_PROXY", "maybe"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "1.5"],
    ["REDIS_URL", "localhost:6379"],
    ["WHATSAPP_NUMBER", "call me"],
    // Each brand's details are checked as the admin's Settings check them (decision 0042): libphonenumber, the IDE
    // number's check digit, https URLs.
    ["CONTACT_PHONE", "+41 12 345"],
    ["OPTIMAITE_CONTACT_PHONE", "555-0199"],
    ["OPTIMAITE_WHATSAPP_NUMBER", "41791234567"],
    ["LEGAL_IDE", "CHE-123.456.789"],
    ["OPTIMAITE_LEGAL_IDE", "123456788"],
    ["OPTIMAITE_SOCIAL_LINKEDIN_URL", "http://linkedin.com/company/x"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`${name}: .*\\(got "${value.replace(/[+.]/g, "\\$&")}"\\)`),
    );
  });
});
