import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { query } from "./db";

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) on one page: a platform authenticator
 * with resident keys and user verification, which answers the site's passkey prompts by itself.
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ authenticatorId: string; addCredential(c: OwnedCredential): Promise<void>; clearCredentials(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    authenticatorId,
    clearCredentials: async () => {
      await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
    },
    addCredential: async (c) => {
      await cdp.send("WebAuthn.addCredential", {
        authenticatorId,
        credential: {
          credentialId: c.credentialId.toString("base64"),
          isResidentCredential: true,
          rpId: c.rpId,
          privateKey: c.privateKey.toString("base64"),
          userHandle: Buffer.from(c.email).toString("base64"),
          signCount: 0,
        },
      });
    },
  };
}

export type OwnedCredential = { credentialId: Buffer; privateKey: Buffer; rpId: string; email: string };

/** The COSE form of an ES256 public key (a CBOR map of five entries), as the site stores it. */
function coseKey(x: Buffer, y: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]), x, Buffer.from([0x22, 0x58, 0x20]), y]);
}

/**
 * A passkey for an administrator's address, seeded in the suite's database as registering one
 * would leave it, with its private key for a virtual authenticator: a fresh key per call, so the
 * signature counters of parallel tests never meet.
 */
export async function seedPasskey(email: string, rpId: string, name = "e2e key"): Promise<OwnedCredential> {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  await query("INSERT INTO admin_passkeys (email, credential_id, public_key, name, transports) VALUES ($1, $2, $3, $4, '[\"internal\"]'::jsonb)", [
    email,
    credentialId.toString("base64url"),
    coseKey(Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")).toString("base64url"),
    name,
  ]);
  return { credentialId, privateKey: privateKey.export({ format: "der", type: "pkcs8" }), rpId, email };
}
