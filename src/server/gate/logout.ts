"use server";
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { clientIp } from "@/server/request-ip";
import { clearSessionCookie, sessionCookieName } from "./cookie";
import { endSession } from "./end-session";

/** Revokes the session row, clears the cookie and goes home (a POST: the header's Logout form). */
export async function logout(): Promise<never> {
  const jar = await cookies();
  await endSession(jar.get(sessionCookieName())?.value, await clientIp());
  clearSessionCookie(jar);
  redirect("/");
}
