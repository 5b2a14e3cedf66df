import { describe, expect, it } from "vitest";
import { createGeoLocator, EMPTY_LOCATION } from "./geo";

const geo = createGeoLocator();

describe("createGeoLocator", () => {
  it("finds city, country, region, coordinates and a derived timezone for a public IPv4", async () => {
    const location = await geo.lookup("195.186.1.1");
    expect(location).toMatchObject({
      city_name: "Bern",
      country_code: "CH",
      country_name: "Switzerland",
      region: "Bern",
      timezone: "Europe/Zurich",
    });
    expect(location.latitude).toBeCloseTo(46.95, 1);
  });

  it("reads IPv4-mapped IPv6 addresses and plain IPv6", async () => {
    expect((await geo.lookup("::ffff:8.8.8.8")).country_code).toBe("US");
    expect((await geo.lookup("2001:4860:4860::8888")).country_code).not.toBeNull();
  });

  it.each([undefined, "", "not-an-ip", "127.0.0.1", "192.168.1.20", "::1"])("gives no location for %j", async (ip) => {
    expect(await geo.lookup(ip)).toEqual(EMPTY_LOCATION);
  });

  it("gives no location when the configured database is missing", async () => {
    expect(await createGeoLocator("/nonexistent.mmdb").lookup("8.8.8.8")).toEqual(EMPTY_LOCATION);
  });
});
