import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { signInAdmin } from "../support/admin-sign-in";
import { verifiedSessions } from "@/server/db/schema";
import { createInvitationCode } from "@/server/gate/codes";
import { verifyInvitation } from "@/server/gate/verify";
import { endedAdminEmail, readResumeTicket, resumeTicket } from "@/server/admin/session-ended";

// Who is told "your session ended" instead of the console's 404 (decision 0067): only a browser
// whose cookie names an administrator's session, and then one holding a sealed ticket for its address.

let n = 0;

describe.each(lockingBackends)("the session-ended answer's gate (%s)", (backend) => {
  it("names the administrator of an ended admin session, and no one for a client's or an unknown token", async () => {
    const db = await useDatabase(backend);
    const email = `writer${++n}@example.com`;
    const { sessionId, token } = await signInAdmin(db, email);
    await db
      .update(verifiedSessions)
      .set({ lastActivity: sql`now() - interval '31 minutes'` })
      .where(eq(verifiedSessions.id, sessionId));
    expect(await endedAdminEmail(db, token)).toBe(email);

    const { code } = await createInvitationCode(db, { role: "client" });
    const client = await verifyInvitation(db, { code, email: `reader${n}@example.com`, ip: "192.0.2.41", userAgent: null }, { ipLimit: 100, emailLimit: 100 });
    if (!client.ok) throw new Error("verify failed");
    expect(await endedAdminEmail(db, client.token)).toBeNull();
    expect(await endedAdminEmail(db, "A".repeat(43))).toBeNull();
    expect(await endedAdminEmail(db, "not a token")).toBeNull();
    expect(await endedAdminEmail(db, undefined)).toBeNull();
  });
});

describe("the resume ticket", () => {
  it("names its address for half an hour, and nothing once altered or past it", () => {
    const now = Date.now();
    const ticket = resumeTicket("owner@example.com", now);
    expect(readResumeTicket(ticket, now + 29 * 60_000)).toBe("owner@example.com");
    expect(readResumeTicket(ticket, now + 31 * 60_000)).toBeNull();
    const altered = `${ticket.slice(0, -2)}${ticket.endsWith("AA") ? "BB" : "AA"}`;
    expect(readResumeTicket(altered, now)).toBeNull();
    expect(ticket).not.toContain("owner");
    expect(readResumeTicket(undefined, now)).toBeNull();
  });
});
