// Decision 0002 documents one way in: a visitor proves an invitation code at /verify (with or
// without JavaScript, the same action), and that verification alone makes a session; for an
// administrator the code opens the passkey step, whose verified answer makes it (decision 0024);
// a client whose bound code is not revoked may also use a single-use e-mailed link (decision 0065). Another
// place that makes one would be an authentication pathway the documentation does not name,
// without the gate's limits, audit and atomic use. These read the code and fail on one.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

const files = [...filesUnder("src", CODE), "server.mjs"];
const where = (pattern: RegExp) => files.filter((f) => pattern.test(fs.readFileSync(f, "utf8")));

describe("the ways a session is made", () => {
  it("are three: only the session module writes a session row, and only a verified code, an administrator's verified passkey or a client's e-mailed sign-in link asks it to", () => {
    expect(where(/\.insert\(verifiedSessions\)|insert\s+into\s+verified_sessions/i)).toEqual(["src/server/gate/session.ts"]);
    expect(where(/\bcreateSession\(/).filter((f) => f !== "src/server/gate/session.ts")).toEqual([
      "src/server/gate/passkey/sign-in.ts",
      "src/server/gate/sign-in-link.ts",
      "src/server/gate/verify.ts",
    ]);
  });
  it("verify a code through one function, called by the /verify action whether or not the page ran JavaScript", () => {
    expect(where(/\bverifyInvitation\(/).filter((f) => f !== "src/server/gate/verify.ts")).toEqual(["src/server/gate/verify-form.ts"]);
    expect(where(/from ["']@\/server\/gate\/verify-form["']/)).toEqual(["src/actions/forms.ts"]);
  });
});
