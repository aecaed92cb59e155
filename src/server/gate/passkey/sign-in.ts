import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Db } from "@/server/db/client";
import { adminPasskeys, adminSignIns, type AdminSignIn } from "@/server/db/schema";
import { audit } from "@/server/audit";
import { keyedHash, randomToken } from "@/server/crypto";
import { createSession } from "../session";
import { CHALLENGE_MS, relyingParty } from "./relying-party";
import { findPasskey, passkeyCount, passkeyName, passkeysOf, storePasskey, webAuthnCredential } from "./credentials";

/** A valid admin code leaves this long for the passkey step. */
const SIGN_IN_MS = 10 * 60 * 1000;
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashSignInToken = (token: string) => keyedHash("admin-sign-in", token);

export type NewSignIn = { email: string; invitationCodeId: number; codeBound: boolean; ip: string | null; userAgent?: string | null };

/** Records a valid admin code (inside the code's transaction) and returns the raw token for the step's cookie. */
export async function startAdminSignIn(tx: Db, s: NewSignIn): Promise<{ token: string; row: AdminSignIn; maxAgeSeconds: number }> {
  const token = randomToken(32);
  const [row] = await tx
    .insert(adminSignIns)
    .values({
      tokenHash: hashSignInToken(token),
      email: s.email,
      invitationCodeId: s.invitationCodeId,
      codeBound: s.codeBound,
      ip: s.ip,
      userAgent: s.userAgent ?? null,
      expiresAt: new Date(Date.now() + SIGN_IN_MS),
    })
    .returning();
  return { token, row: row!, maxAgeSeconds: SIGN_IN_MS / 1000 };
}

/** The sign-in a step cookie names, while it is neither finished nor expired. */
export async function findPendingSignIn(db: Db, token: string | undefined): Promise<AdminSignIn | null> {
  if (!token || !SIGN_IN_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(adminSignIns)
    .where(and(eq(adminSignIns.tokenHash, hashSignInToken(token)), isNull(adminSignIns.completedAt), gt(adminSignIns.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * What the second step is for this sign-in: proving a passkey the e-mail already has; making a
 * first one when no administrator has any yet, when the code was made for this very address, or
 * after a recovery code; otherwise nothing but a recovery code can go on (an unbound admin code
 * in the wrong hands must not be enough to enrol a new passkey).
 */
export type StepMode = "authenticate" | "register" | "recovery-needed";

export async function stepMode(db: Db, signIn: AdminSignIn): Promise<StepMode> {
  if (signIn.recoveredAt) return "register";
  if ((await passkeysOf(db, signIn.email)).length > 0) return "authenticate";
  if (signIn.codeBound || (await passkeyCount(db)) === 0) return "register";
  return "recovery-needed";
}

export type PasskeyStep =
  | { mode: "register"; options: PublicKeyCredentialCreationOptionsJSON }
  | { mode: "authenticate"; options: PublicKeyCredentialRequestOptionsJSON }
  | { mode: "recovery-needed" };

/** Registration options for an administrator's e-mail: its existing passkeys excluded, user verification required. */
export async function registrationOptions(db: Db, email: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: email,
    userID: new TextEncoder().encode(email),
    attestationType: "none",
    excludeCredentials: (await passkeysOf(db, email)).map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
  });
}

/** Options asking for one of an administrator's passkeys, user verification required. */
export async function authenticationOptions(db: Db, email: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: (await passkeysOf(db, email)).map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: "required",
  });
}

/** Makes the step's options and keeps their challenge on the sign-in row (a new one replaces the old). */
export async function preparePasskeyStep(db: Db, signIn: AdminSignIn): Promise<PasskeyStep> {
  const mode = await stepMode(db, signIn);
  if (mode === "recovery-needed") return { mode };
  const step: PasskeyStep =
    mode === "register" ? { mode, options: await registrationOptions(db, signIn.email) } : { mode, options: await authenticationOptions(db, signIn.email) };
  await db
    .update(adminSignIns)
    .set({ challenge: step.options.challenge, challengeExpiresAt: new Date(Date.now() + CHALLENGE_MS) })
    .where(eq(adminSignIns.id, signIn.id));
  return step;
}

export type PasskeyAnswer = RegistrationResponseJSON | AuthenticationResponseJSON;

export type SignInResult =
  | { ok: true; token: string; maxAgeSeconds: number; sessionId: number; registered: boolean }
  | { ok: false; reason: "no sign-in" | "no challenge" | "recovery needed" | "unknown passkey" | "not verified" };

/** Takes the sign-in's challenge for this one answer: whatever the answer, it cannot be used again. */
async function takeChallenge(tx: Db, token: string): Promise<{ signIn: AdminSignIn; challenge: string } | null> {
  const signIn = await findPendingSignIn(tx, token);
  if (!signIn) return null;
  const [taken] = await tx
    .update(adminSignIns)
    .set({ challenge: null, challengeExpiresAt: null })
    .where(and(eq(adminSignIns.id, signIn.id), isNotNull(adminSignIns.challenge), gt(adminSignIns.challengeExpiresAt, sql`now()`)))
    .returning({ id: adminSignIns.id });
  return taken && signIn.challenge ? { signIn, challenge: signIn.challenge } : { signIn, challenge: "" };
}

/** Checks a registration answer for this e-mail against a challenge; the credential, or null. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string) {
  const rp = relyingParty();
  try {
    const v = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    return v.verified ? v.registrationInfo.credential : null;
  } catch {
    return null;
  }
}

export type PasskeyProof = { ok: true; passkeyId: number } | { ok: false; reason: "unknown passkey" | "not verified" };

/**
 * An answer to a challenge asking for one of this address's passkeys: checked by SimpleWebAuthn
 * (challenge, origin, RP ID, signature, user verification), and on success the passkey's counter
 * and last use are recorded.
 */
export async function provedPasskey(tx: Db, email: string, response: PasskeyAnswer, challenge: string): Promise<PasskeyProof> {
  const stored = await findPasskey(tx, email, response.id);
  if (!stored || !("signature" in response.response)) return { ok: false, reason: "unknown passkey" };
  const rp = relyingParty();
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: webAuthnCredential(stored),
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return { ok: false, reason: "not verified" };
  await tx.update(adminPasskeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() }).where(eq(adminPasskeys.id, stored.id));
  return { ok: true, passkeyId: stored.id };
}

/**
 * The passkey step's answer: checked against the challenge the sign-in row holds (taken, so it
 * is single-use), and on success the admin session is made and the sign-in closed, in one
 * transaction. Every answer is audited (gate.passkey); the reason goes only to the audit log.
 */
export async function completeAdminSignIn(
  db: Db,
  token: string | undefined,
  response: PasskeyAnswer,
  meta: { ip: string; userAgent: string | null },
): Promise<SignInResult> {
  return db.transaction(async (tx): Promise<SignInResult> => {
    const taken = token ? await takeChallenge(tx, token) : null;
    if (!taken) return { ok: false, reason: "no sign-in" };
    const { signIn, challenge } = taken;
    const base = { actor: `admin:${signIn.email}`, action: "gate.passkey", ip: meta.ip, codeId: signIn.invitationCodeId, target: `admin_sign_in:${signIn.id}` };
    const refuse = async (reason: Exclude<SignInResult, { ok: true }>["reason"]): Promise<SignInResult> => {
      await audit(tx, { ...base, outcome: "invalid", detail: { email: signIn.email, reason } });
      return { ok: false, reason };
    };
    if (!challenge) return refuse("no challenge");
    const mode = await stepMode(tx, signIn);
    if (mode === "recovery-needed") return refuse("recovery needed");

    let registered = false;
    let passkeyId: number;
    if (mode === "register") {
      const credential = "attestationObject" in response.response ? await verifiedRegistration(response as RegistrationResponseJSON, challenge) : null;
      if (!credential) return refuse("not verified");
      passkeyId = (await storePasskey(tx, signIn.email, credential, passkeyName(meta.userAgent))).id;
      registered = true;
    } else {
      const proved = await provedPasskey(tx, signIn.email, response, challenge);
      if (!proved.ok) return refuse(proved.reason);
      passkeyId = proved.passkeyId;
    }

    await tx.update(adminSignIns).set({ completedAt: new Date() }).where(eq(adminSignIns.id, signIn.id));
    const session = await createSession(tx, {
      email: signIn.email,
      role: "admin",
      invitationCodeId: signIn.invitationCodeId,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await audit(tx, {
      ...base,
      sessionId: session.row.id,
      outcome: "ok",
      detail: { email: signIn.email, sessionId: session.row.id, passkeyId, registered, recovered: Boolean(signIn.recoveredAt) },
    });
    return { ok: true, token: session.token, maxAgeSeconds: session.maxAgeSeconds, sessionId: session.row.id, registered };
  });
}
