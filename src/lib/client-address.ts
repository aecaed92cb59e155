/**
 * The visitor's address, decided once per request by the production server from the socket and
 * X-Forwarded-For, then handed to the app in CLIENT_IP_HEADER (any copy the client sent is
 * dropped first). Rate limits and the audit log read only that header.
 */
export const CLIENT_IP_HEADER = "x-gte-client-ip";

/** "::ffff:10.0.0.1" is an IPv4 peer seen through an IPv6 socket. */
function normalise(address: string): string {
  const a = address.trim();
  return (a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a).slice(0, 64);
}

/**
 * With `trustedHops` proxies in front (TRUST_PROXY), each appended the address it saw to
 * X-Forwarded-For, so the client is the entry that many places from the end. Entries further
 * left were written by the client and prove nothing. With no trusted proxy the socket decides.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string {
  const socket = normalise(remoteAddress ?? "") || "unknown";
  if (trustedHops <= 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const entries = header
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  return normalise(entries[Math.max(0, entries.length - trustedHops)]);
}

/** The client's address as the production server recorded it; "local" when no server set it (a dev server). */
export function ipFromHeaders(h: { get(name: string): string | null }): string {
  return (h.get(CLIENT_IP_HEADER) ?? "local").slice(0, 64);
}
