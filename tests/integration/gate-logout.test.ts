import type { APIContext } from "astro";
import { describe, expect, it } from "vitest";
import { useDatabase } from "../support/db";
import { POST } from "@/pages/logout";
import { createInvitationCode } from "@/server/gate/codes";
import { sessionCookieName } from "@/server/gate/cookie";
import { findLiveSession } from "@/server/gate/session";
import { verifyInvitation } from "@/server/gate/verify";

describe("signing out", () => {
  it("ends the session and tells the browser to drop its cache and storage", async () => {
    const db = await useDatabase();
    const { code } = await createInvitationCode(db, { role: "client" });
    const verified = await verifyInvitation(db, { code, email: "leaving@example.com", ip: "192.0.2.9", userAgent: null }, { ipLimit: 100, emailLimit: 100 });
    if (!verified.ok) throw new Error("verify failed");
    const request = new Request("http://localhost/logout", { method: "POST", headers: { cookie: `${sessionCookieName()}=${verified.token}` } });
    const response = await POST({ request, url: new URL(request.url), cookies: { set: () => undefined } } as unknown as APIContext);
    expect(response.status).toBe(303);
    expect(response.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect(await findLiveSession(db, verified.token)).toBeNull();
  });
});
