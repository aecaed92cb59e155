import "server-only";
import { headers } from "next/headers";
import { ipFromHeaders } from "@/lib/client-address";

export { ipFromHeaders };

/** The client's address for rate limits and the audit log (the production server sets it, src/lib/client-address.ts). */
export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers());
}

export async function userAgent(): Promise<string | null> {
  return (await headers()).get("user-agent")?.slice(0, 300) ?? null;
}
