import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { SoftAuthenticator } from "../support/soft-authenticator";

/** One cookie's `name=value` from a response's Set-Cookie headers. */
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`))
    ?.split(";")[0];

/**
 * An administrator signed in over HTTP, as a browser would: the code on /verify, then the passkey
 * step's options from /verify/passkey answered by a software authenticator (registration the first
 * time on a fresh database, with the authenticator given otherwise). Returns the session's cookie
 * (`gte_session=…`), the step's token and the authenticator.
 */
export async function adminSession(
  base: string,
  code: string,
  email: string,
  headers: Record<string, string> = {},
  authenticator = new SoftAuthenticator(base),
) {
  const verified = await fetch(`${base}/_actions/verify`, {
    method: "POST",
    body: new URLSearchParams({ code, email }),
    headers: { origin: base, ...headers },
  });
  const step = cookieOf(verified, "gte_admin_step");
  if (!step) throw new Error(`the admin code was not accepted (${verified.status})`);
  const page = await (await fetch(`${base}/verify/passkey`, { headers: { cookie: step, ...headers } })).text();
  const mode = /data-mode="(\w+)"/.exec(page)?.[1];
  const json = /<script type="application\/json" data-passkey-options[^>]*>([^<]*)<\/script>/.exec(page)?.[1];
  if (!json || !mode) throw new Error("the passkey step offered no ceremony");
  const options: unknown = JSON.parse(json);
  const answer =
    mode === "register"
      ? authenticator.register(options as PublicKeyCredentialCreationOptionsJSON)
      : authenticator.authenticate(options as PublicKeyCredentialRequestOptionsJSON);
  const done = await fetch(`${base}/_actions/passkeyStep`, {
    method: "POST",
    body: JSON.stringify({ answer }),
    headers: { origin: base, "content-type": "application/json", cookie: step, ...headers },
  });
  const session = cookieOf(done, "gte_session");
  if (!session) throw new Error(`the passkey step refused the answer (${done.status})`);
  return { cookie: session, token: session.split("=")[1]!, stepToken: step.split("=")[1]!, authenticator };
}
