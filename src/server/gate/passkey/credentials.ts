import { and, asc, eq, sql } from "drizzle-orm";
import type { WebAuthnCredential } from "@simplewebauthn/server";
import type { Db } from "@/server/db/client";
import { adminPasskeys, type AdminPasskey } from "@/server/db/schema";

/** What a stored passkey is to SimpleWebAuthn. */
export function webAuthnCredential(row: AdminPasskey): WebAuthnCredential {
  return { id: row.credentialId, publicKey: Buffer.from(row.publicKey, "base64url"), counter: row.counter, transports: row.transports };
}

export function passkeysOf(db: Db, email: string): Promise<AdminPasskey[]> {
  return db.select().from(adminPasskeys).where(eq(adminPasskeys.email, email)).orderBy(asc(adminPasskeys.id));
}

export async function passkeyCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminPasskeys);
  return row?.n ?? 0;
}

export async function findPasskey(db: Db, email: string, credentialId: string): Promise<AdminPasskey | null> {
  const [row] = await db
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.email, email), eq(adminPasskeys.credentialId, credentialId)))
    .limit(1);
  return row ?? null;
}

/** Stores a verified registration; a credential id already stored (for anyone) is refused by the unique index. */
export async function storePasskey(db: Db, email: string, credential: WebAuthnCredential, name: string): Promise<AdminPasskey> {
  const [row] = await db
    .insert(adminPasskeys)
    .values({
      email,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .returning();
  return row!;
}

/** A default name for a new passkey: the browser it was made in, and when. */
export function passkeyName(userAgent: string | null, at = new Date()): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Passkey";
  return `${browser}, ${at.toISOString().slice(0, 10)}`;
}
