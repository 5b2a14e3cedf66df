import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/**
 * OWASP's device cookie: a browser that signed in to an account successfully receives a cookie bound to that account
 * (HMAC with the server secret). Its later attempts are counted on their own, so failures caused by an attacker
 * elsewhere can never lock that browser out.
 */
export const DEVICE_COOKIE = "sign-in-device";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const signature = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`sign-in-device:${email}:${nonce}`).digest("base64url");

export interface DeviceCookies {
  /** The device's id when the request carries a valid device cookie for this account, else undefined. */
  deviceOf(c: Context, email: string): string | undefined;
  /** Gives the browser a device cookie for this account (after a successful sign-in). */
  issue(c: Context, email: string): void;
}

export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
  return {
    deviceOf(c, email) {
      const [nonce, mac] = (getCookie(c, DEVICE_COOKIE) ?? "").split(".");
      if (!nonce || !mac || nonce.length > 64) return undefined;
      const expected = Buffer.from(signature(secret, email, nonce));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
    issue(c, email) {
      const nonce = randomBytes(16).toString("base64url");
      setCookie(c, DEVICE_COOKIE, `${nonce}.${signature(secret, email, nonce)}`, {
        path: "/api/auth",
        httpOnly: true,
        secure,
        sameSite: "Strict",
        maxAge: ONE_YEAR_SECONDS,
      });
    },
  };
}
