import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/**
 * The visitor's address, decided once per request by the production server from the socket and
 * X-Forwarded-For, then handed to the app in CLIENT_IP_HEADER (any copy the client sent is
 * dropped first). Rate limits, the render queue and the audit log read only that address.
 */
export const CLIENT_IP_HEADER = "x-gte-client-ip";

/**
 * Who may write X-Forwarded-For (TRUST_PROXY): whether the address at a hop (0 is the socket) is
 * a proxy whose word about the hop before it is believed.
 */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY read; a string is the reason it is wrong. The proxies' addresses or CIDR networks
 * (proxy-addr's names "loopback", "uniquelocal" and "linklocal" too), or, as before, a count of
 * proxies in front (every one of them then believed, whatever its address). Empty: no proxy.
 */
export function parseTrustedProxies(spec: string): TrustedProxies | string {
  const text = spec.trim();
  if (/^\d+$/.test(text)) return Number(text) <= 5 ? (_, hop) => hop < Number(text) : "a count of proxies must be at most 5; better, list their addresses";
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      return `"${entry}" is not an address or a CIDR network with a valid prefix, such as 10.0.0.0/8`;
    }
  }
  return proxyaddr.compile(entries);
}

/**
 * Each trusted proxy appended the address it saw to X-Forwarded-For, so the client is found by
 * walking it from the end while the hop before is a trusted proxy (proxy-addr); entries further
 * left were written by the client and prove nothing. With no trusted proxy the socket decides.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const request = { connection: { remoteAddress }, headers: { "x-forwarded-for": header } } as unknown as IncomingMessage;
  const address = (proxyaddr(request, trusted) ?? "").trim();
  // "::ffff:10.0.0.1" is an IPv4 peer seen through an IPv6 socket.
  return (address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address).slice(0, 64) || "unknown";
}

/** The client's address as the production server recorded it; "local" when no server set it (a dev server). */
export function ipFromHeaders(h: { get(name: string): string | null }): string {
  return (h.get(CLIENT_IP_HEADER) ?? "local").slice(0, 64);
}
