import type { Db } from "@/server/db/client";
import { createInvitationCode } from "@/server/gate/codes";
import { relyingParty } from "@/server/gate/passkey/relying-party";
import { completeAdminSignIn, findPendingSignIn, preparePasskeyStep } from "@/server/gate/passkey/sign-in";
import { verifyInvitation } from "@/server/gate/verify";
import { SoftAuthenticator } from "./soft-authenticator";

/**
 * An administrator signed in the whole way, as the site does it: a code bound to the address,
 * then the passkey step (registration the first time, with this authenticator). Returns the
 * session's token and id, and the authenticator for later sign-ins.
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
  return { token: done.token, sessionId: done.sessionId, authenticator, signInToken: verified.token };
}
