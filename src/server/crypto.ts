import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { authSecret } from "@/server/secret";

export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** A URL-safe random token with the given number of bytes of entropy (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** What a keyed hash is of; the purpose is part of the hash, so one kind never matches another. */
export type HashPurpose =
  "invitation-code" | "session-token" | "newsletter-confirm" | "newsletter-unsubscribe" | "admin-sign-in" | "admin-recovery" | "sign-in-link";

/** Marks a value hashed with the server's secret, as opposed to a plain SHA-256 from before. */
export const KEYED_PREFIX = "k1:";

/**
 * HMAC-SHA-256 under the server's secret (src/server/secret.ts) of the SHA-256 of a value. Taking
 * the keyed hash of the plain hash lets rows stored as plain SHA-256 be carried over without the
 * values themselves (src/server/db/rekey.ts).
 */
export function keyedHashOfDigest(purpose: HashPurpose, sha256Hex: string): string {
  return KEYED_PREFIX + createHmac("sha256", authSecret()).update(`${purpose}:${sha256Hex}`).digest("hex");
}

export function keyedHash(purpose: HashPurpose, value: string): string {
  return keyedHashOfDigest(purpose, sha256(value));
}

/** A token only this server can make for a value (HMAC-SHA-256, base64url, 43 characters): it needs no storing. */
export function keyedToken(purpose: string, value: string): string {
  return createHmac("sha256", authSecret()).update(`token:${purpose}:${value}`).digest("base64url");
}

/** The AES-256-GCM key for values kept encrypted until used (an approval e-mail's code). */
function sealKey(): Buffer {
  return createHmac("sha256", authSecret()).update("seal-key").digest();
}

/** Encrypts a value under the server's secret: iv, tag and ciphertext, base64url. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The value `seal` encrypted, or null when it was sealed under another secret or altered. */
export function unseal(sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
