import { randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { invitationCodes, verifiedSessions, type InvitationCode } from "@/server/db/schema";
import { audit, auditedAddress, auditedBy, type AuditSource } from "@/server/audit";
import { keyedHash } from "@/server/crypto";
import { normalizeEmail } from "@/lib/email-address";
import { endingSessions } from "./session-cache";

/**
 * Invitation codes: GTE- plus two groups of four characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L). 31^8 ≈ 8.5 × 10^11 codes, about 40 bits; with the database rate limits
 * (5 failures per IP per 15 minutes) guessing one is hopeless. Only the SHA-256 of the normalised
 * code is stored; the code itself is shown once, when it is created.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** Longest input accepted as a code (bootstrap codes from the environment may be longer than generated ones). */
export { MAX_CODE_LENGTH } from "@/lib/schemas/verify";

export type CodeRole = "client" | "admin";

/**
 * An administrator code made without an expiry lasts this long (ASVS 6.3.x): one that leaked from
 * an old note or e-mail stops opening the console on its own. Client codes still last until revoked.
 */
export const ADMIN_CODE_DEFAULT_DAYS = 90;
export type CodeStatus = "active" | "revoked" | "expired" | "used up";

export function generateCode(): string {
  const pick = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `GTE-${pick()}-${pick()}`;
}

/** What the visitor typed, in the form the hash is taken of: trimmed and upper-case. */
export function normalizeCode(s: string): string {
  return s.trim().toUpperCase();
}

/** What is stored of a code: its keyed hash (decision 0011), which a copy of the database cannot test guesses against. */
export function hashCode(s: string): string {
  return keyedHash("invitation-code", normalizeCode(s));
}

/**
 * A client code bound to an e-mail address (every approval's code) is that person's lasting way
 * in (DESIGN.md difference 13, decision 0065): its own address's uses are not counted against
 * `max_uses`, so signing out or a second device is never a dead end. Only expiry and revocation
 * end it. Unbound codes and administrator codes still count every use.
 */
export function lastsForItsAddress(row: Pick<InvitationCode, "role" | "email">): boolean {
  return row.role === "client" && Boolean(row.email);
}

export function codeStatus(row: Pick<InvitationCode, "revokedAt" | "expiresAt" | "useCount" | "maxUses" | "role" | "email">, now = new Date()): CodeStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.useCount >= row.maxUses && !lastsForItsAddress(row)) return "used up";
  return "active";
}

export type CreateCodeOptions = {
  role: CodeRole;
  /** How many sessions the code may create (default 1). */
  maxUses?: number;
  /** When it stops working; left out, an admin code gets ADMIN_CODE_DEFAULT_DAYS and a client code none. */
  expiresAt?: Date | null;
  /** Bind the code to one e-mail address: it then works only with that address. */
  email?: string | null;
  label?: string | null;
  /** Who made it, for the audit log ("cli", "admin:ana@example.com", "bootstrap"). */
  createdBy?: string | null;
  /** The address of the admin's request that made it, for the audit log. */
  ip?: string | null;
  /** The admin's session and code behind the request, for the audit log. */
  by?: AuditSource;
};

function defaultExpiry(role: CodeRole, now = Date.now()): Date | null {
  return role === "admin" ? new Date(now + ADMIN_CODE_DEFAULT_DAYS * 86_400_000) : null;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Creates a code and returns it once, with its row. The code itself is not stored. */
export async function createInvitationCode(db: Db, opts: CreateCodeOptions): Promise<{ code: string; row: InvitationCode }> {
  const maxUses = opts.maxUses ?? 1;
  if (!Number.isInteger(maxUses) || maxUses < 1) throw new Error("maxUses must be a whole number of at least 1");
  for (let attempt = 0; ; attempt++) {
    const code = generateCode();
    try {
      const [row] = await db
        .insert(invitationCodes)
        .values({
          codeHash: hashCode(code),
          role: opts.role,
          maxUses,
          expiresAt: opts.expiresAt ?? defaultExpiry(opts.role),
          email: opts.email ? normalizeEmail(opts.email) : null,
          label: opts.label?.trim() || null,
          createdBy: opts.createdBy ?? null,
        })
        .returning();
      await audit(db, {
        ...auditedBy(opts.by ?? { actor: opts.createdBy ?? "system", ip: opts.ip }),
        action: "gate.code.create",
        target: `invitation_code:${row.id}`,
        detail: {
          role: row.role,
          maxUses: row.maxUses,
          expiresAt: row.expiresAt?.toISOString() ?? null,
          ...(row.email ? auditedAddress(row.email, row.role) : {}),
        },
      });
      return { code, row };
    } catch (err) {
      // A collision of two random 40-bit codes: draw again (a handful of tries is plenty).
      if (isUniqueViolation(err) && attempt < 5) continue;
      throw err;
    }
  }
}

/** Why a revoke was refused: the code the asking session came from, or the last active administrator code. */
export type RevokeRefusal = "own-code" | "last-admin-code";

/**
 * Who is revoking, and what they may not: `sparing` is the code the asking administrator's session
 * came from (the console); `allowLast` lets the last active administrator code go (the command
 * line, run by the machine's owner, who can make another at once).
 */
export type RevokePolicy = { sparing?: number | null; allowLast?: boolean };

export type RevokeOutcome = { ok: true; sessionsEnded: number; lastAdminCode: boolean } | { ok: false; reason: "missing" | RevokeRefusal };

/** Every change that could leave the site without an administrator code takes this lock, so two revokes never each spare the other's code. */
const ADMIN_CODES_LOCK = "gate:admin-codes";

/** What makes an administrator code open the console today: unrevoked, unexpired, with uses left (the database's clock). */
const activeAdminCode = and(
  eq(invitationCodes.role, "admin"),
  isNull(invitationCodes.revokedAt),
  or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, sql`now()`)),
  lt(invitationCodes.useCount, invitationCodes.maxUses),
);

/** Whether `row` is an active administrator code with no other one beside it. */
async function isLastAdminCode(db: Db, row: InvitationCode): Promise<boolean> {
  if (row.role !== "admin" || codeStatus(row) !== "active") return false;
  const [other] = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(and(activeAdminCode, ne(invitationCodes.id, row.id)))
    .limit(1);
  return !other;
}

/** Why revoking `row` under `policy` would lock the owner out, or null. */
async function lockoutOf(db: Db, row: InvitationCode, policy: RevokePolicy): Promise<RevokeRefusal | null> {
  if (policy.sparing && row.id === policy.sparing) return "own-code";
  if (!policy.allowLast && (await isLastAdminCode(db, row))) return "last-admin-code";
  return null;
}

/** Why the console would refuse to revoke code `id` (checked before asking to confirm, and again when revoking), or null. */
export async function revokeRefusal(db: Db, id: number, policy: RevokePolicy): Promise<RevokeRefusal | null> {
  const [row] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, id)).limit(1);
  return row && !row.revokedAt ? lockoutOf(db, row, policy) : null;
}

/**
 * Revokes a code and ends every session it created, unless that would lock the owner out
 * (`policy`); a refusal changes nothing and is audited with its reason. "missing" when there is no
 * such unrevoked code.
 */
export async function revokeCodeSafely(db: Db, id: number, by: AuditSource | string, policy: RevokePolicy): Promise<RevokeOutcome> {
  return endingSessions(() =>
    db.transaction(async (tx): Promise<RevokeOutcome> => {
      await lockForTransaction(tx, ADMIN_CODES_LOCK);
      const [row] = await tx
        .select()
        .from(invitationCodes)
        .where(and(eq(invitationCodes.id, id), isNull(invitationCodes.revokedAt)))
        .for("update");
      if (!row) return { ok: false, reason: "missing" };
      const target = `invitation_code:${id}`;
      const refusal = await lockoutOf(tx, row, policy);
      if (refusal) {
        await audit(tx, { ...auditedBy(by), action: "gate.code.revoke", outcome: "refused", target, detail: { reason: refusal } });
        return { ok: false, reason: refusal };
      }
      const lastAdminCode = await isLastAdminCode(tx, row);
      await tx.update(invitationCodes).set({ revokedAt: new Date() }).where(eq(invitationCodes.id, id));
      const ended = await tx
        .update(verifiedSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(verifiedSessions.invitationCodeId, id), isNull(verifiedSessions.revokedAt)))
        .returning({ id: verifiedSessions.id });
      await audit(tx, {
        ...auditedBy(by),
        action: "gate.code.revoke",
        target,
        detail: { sessionsEnded: ended.length, ...(lastAdminCode ? { lastAdminCode } : {}) },
      });
      return { ok: true, sessionsEnded: ended.length, lastAdminCode };
    }),
  );
}

/** Revokes a code and ends every session it created, as the system (a retired bootstrap code). False when there is no such active code. */
export async function revokeInvitationCode(db: Db, id: number, by: AuditSource | string): Promise<boolean> {
  return (await revokeCodeSafely(db, id, by, { allowLast: true })).ok;
}

export type InvitationCodeListItem = InvitationCode & { status: CodeStatus; lasting: boolean };

/** Every code, newest first, with its status. */
export async function listInvitationCodes(db: Db): Promise<InvitationCodeListItem[]> {
  const rows = await db.select().from(invitationCodes).orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id));
  const now = new Date();
  return rows.map((r) => ({ ...r, status: codeStatus(r, now), lasting: lastsForItsAddress(r) }));
}

const BOOTSTRAP_CREATOR = "bootstrap";
/** Effectively unlimited uses for the bootstrap admin code (it is meant for the owner). */
const BOOTSTRAP_MAX_USES = 1_000_000;
/** Every start-up decision about admin codes takes this lock, so two servers starting together agree. */
const ADMIN_BOOTSTRAP_LOCK = "gate:admin-bootstrap";

/** Holds a PostgreSQL advisory lock until the surrounding transaction ends (PGlite has them too). */
async function lockForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export type BootstrapOutcome = {
  row: InvitationCode;
  /** True when this start created the code (a new ADMIN_BOOTSTRAP_CODE value). */
  created: boolean;
  /** Earlier bootstrap codes revoked because the configured value changed. */
  retired: number[];
};

/**
 * Makes the ADMIN_BOOTSTRAP_CODE an admin code the first time a value is configured, and revokes
 * (with their sessions) the bootstrap codes of earlier values. A value already in the database is
 * left exactly as it is: an administrator who revoked it in the console keeps it revoked across
 * restarts, and only a new value (a different hash) issues a new code. Runs under an advisory
 * lock in one transaction, so servers starting at once create one row.
 */
export async function ensureBootstrapAdminCode(db: Db, code: string): Promise<BootstrapOutcome> {
  const hash = hashCode(code);
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, ADMIN_BOOTSTRAP_LOCK);
    let [row] = await tx.select().from(invitationCodes).where(eq(invitationCodes.codeHash, hash)).limit(1);
    const created = !row;
    if (!row) {
      [row] = await tx
        .insert(invitationCodes)
        .values({
          codeHash: hash,
          role: "admin",
          maxUses: BOOTSTRAP_MAX_USES,
          label: "Bootstrap administrator code (ADMIN_BOOTSTRAP_CODE)",
          createdBy: BOOTSTRAP_CREATOR,
        })
        .returning();
      await audit(tx, { actor: BOOTSTRAP_CREATOR, action: "gate.code.create", target: `invitation_code:${row.id}`, detail: { role: "admin" } });
    }
    const stale = await tx
      .select({ id: invitationCodes.id })
      .from(invitationCodes)
      .where(and(eq(invitationCodes.createdBy, BOOTSTRAP_CREATOR), isNull(invitationCodes.revokedAt), ne(invitationCodes.codeHash, hash)));
    for (const s of stale) await revokeInvitationCode(tx, s.id, BOOTSTRAP_CREATOR);
    return { row, created, retired: stale.map((s) => s.id) };
  });
}

/**
 * With no ADMIN_BOOTSTRAP_CODE: creates a first admin code (5 uses) when the database has never
 * had one, and returns it so the caller can print it once; null otherwise. The check and the
 * creation hold one advisory lock in one transaction, so two servers starting at once on an empty
 * PostgreSQL create (and print) one code, not two.
 */
export async function createFirstAdminCodeIfNone(db: Db): Promise<{ code: string; row: InvitationCode } | null> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, ADMIN_BOOTSTRAP_LOCK);
    if (await hasAdminCode(tx)) return null;
    return createInvitationCode(tx, { role: "admin", maxUses: 5, label: "First administrator code (made at first start)", createdBy: "bootstrap-print" });
  });
}

/** True when at least one admin code exists (revoked or not: a deliberate revoke is respected). */
async function hasAdminCode(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: invitationCodes.id }).from(invitationCodes).where(eq(invitationCodes.role, "admin")).limit(1);
  return Boolean(row);
}
