import { createHash, createHmac, randomBytes } from "node:crypto";

/** An unguessable secret for a link or a session update (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a database leak reveals no usable link. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A token derived from the server secret, so it can be recomputed later without storing it (unsubscribe links). */
export function derivedToken(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}
