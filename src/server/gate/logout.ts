"use server";
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { logger } from "@/server/log";
import { clientIp } from "@/server/request-ip";
import { clearSessionCookie, sessionCookieName } from "./cookie";
import { revokeSessionByToken } from "./session";

/** Revokes the session row, clears the cookie and goes home (a POST: the header's Logout form). */
export async function logout(): Promise<never> {
  const jar = await cookies();
  const token = jar.get(sessionCookieName())?.value;
  if (token) {
    try {
      const db = await getDb();
      const ended = await revokeSessionByToken(db, token);
      if (ended) {
        await audit(db, { actor: `${ended.role === "admin" ? "admin" : "visitor"}:${ended.email}`, action: "gate.logout", target: `session:${ended.id}`, ip: await clientIp() });
      }
    } catch (err) {
      // The cookie still goes: the visitor is logged out of this browser either way.
      logger.error({ err }, "logout could not revoke the session row");
    }
  }
  clearSessionCookie(jar);
  redirect("/");
}
