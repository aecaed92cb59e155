import "server-only";
import { headers } from "next/headers";
import { CLIENT_IP_HEADER } from "@/lib/client-address";

/**
 * The client's address for rate limits and the audit log, as the production server (server.mjs)
 * worked it out from the socket and the trusted proxies (TRUST_PROXY). Under `next dev`, which
 * has no such server, every request counts as "local".
 */
export function ipFromHeaders(h: Headers): string {
  return (h.get(CLIENT_IP_HEADER) ?? "local").slice(0, 64);
}

export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers());
}

export async function userAgent(): Promise<string | null> {
  return (await headers()).get("user-agent")?.slice(0, 300) ?? null;
}
