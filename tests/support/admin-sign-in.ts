import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { verifiedSessions } from "@/server/db/schema";
import { createInvitationCode } from "@/server/gate/codes";
import { relyingParty } from "@/server/gate/passkey/relying-party";
import { completeAdminSignIn, findPendingSignIn, preparePasskeyStep } from "@/server/gate/passkey/sign-in";
import { verifyInvitation } from "@/server/gate/verify";
import { SoftAuthenticator } from "./soft-authenticator";

/**
 * An administrator signed in the whole way, as the site does it: a code bound to the address,
 * then the passkey step (registration the first time, with this authenticator). Returns the
 * session's token and id, the authenticator for later sign-ins, and the code it signed in with.
 */
export async function signInAdmin(
  db: Db,
  email: string,
  { ip = "192.0.2.200", authenticator = new SoftAuthenticator(relyingParty().origin) }: { ip?: string; authenticator?: SoftAuthenticator } = {},
) {
  const { code } = await createInvitationCode(db, { role: "admin", email });
  const verified = await verifyInvitation(db, { code, email, ip, userAgent: "vitest" }, { ipLimit: 1000, emailLimit: 1000 });
  if (!verified.ok || verified.step !== "passkey") throw new Error("the admin code was not accepted");
  const step = await preparePasskeyStep(db, (await findPendingSignIn(db, verified.token))!);
  if (step.mode === "recovery-needed") throw new Error("the passkey step asks for a recovery code");
  const answer = step.mode === "register" ? authenticator.register(step.options) : authenticator.authenticate(step.options);
  const done = await completeAdminSignIn(db, verified.token, answer, { ip, userAgent: "vitest" });
  if (!done.ok) throw new Error(`the passkey step failed: ${done.reason}`);
  return { token: done.token, sessionId: done.sessionId, authenticator, signInToken: verified.token, code };
}

/**
 * Records on a session that its administrator confirmed it is them at `at` (now by default), as
 * the confirm step does: for tests of what the console does once confirmed, and of the window.
 */
export async function confirmSession(db: Db, sessionId: number, at: Date = new Date()): Promise<void> {
  await db.update(verifiedSessions).set({ reauthenticatedAt: at }).where(eq(verifiedSessions.id, sessionId));
}
