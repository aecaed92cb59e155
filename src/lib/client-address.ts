import net from "node:net";

/**
 * The visitor's address, decided once per request by the production server from the socket and
 * X-Forwarded-For, then handed to the app in CLIENT_IP_HEADER (any copy the client sent is
 * dropped first). Rate limits, the render queue and the audit log read only that address.
 */
export const CLIENT_IP_HEADER = "x-gte-client-ip";

/** "::ffff:10.0.0.1" is an IPv4 peer seen through an IPv6 socket. */
function normalise(address: string): string {
  const a = address.trim();
  return (a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a).slice(0, 64);
}

/**
 * Who may write X-Forwarded-For (TRUST_PROXY): the proxies' addresses or CIDR networks, or, as
 * before, a count of proxies in front (every one of them then believed, whatever its address).
 */
export type TrustedProxies = { hops: number } | { networks: net.BlockList };

const family = (address: string) => (net.isIPv6(address) ? "ipv6" : "ipv4");

/** TRUST_PROXY read; a string is the reason it is wrong. Empty: no proxy, the socket is the client. */
export function parseTrustedProxies(spec: string): TrustedProxies | string {
  const text = spec.trim();
  if (/^\d+$/.test(text)) return Number(text) <= 5 ? { hops: Number(text) } : "a count of proxies must be at most 5; better, list their addresses";
  const networks = new net.BlockList();
  for (const entry of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split("/");
    const prefix = Number(bits);
    if (!net.isIP(address) || extra !== undefined) return `"${entry}" is not an address or a CIDR network such as 10.0.0.0/8`;
    if (bits === undefined) networks.addAddress(address, family(address));
    else if (/^\d+$/.test(bits) && prefix <= (net.isIPv6(address) ? 128 : 32)) networks.addSubnet(address, prefix, family(address));
    else return `"${entry}" has no valid prefix length`;
  }
  return { networks };
}

/**
 * Each trusted proxy appended the address it saw to X-Forwarded-For, so the client is found by
 * walking it from the end while the hop before is a trusted proxy; entries further left were
 * written by the client and prove nothing. With no trusted proxy the socket decides.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  const socket = normalise(remoteAddress ?? "") || "unknown";
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const entries = header
    .split(",")
    .map((s) => normalise(s))
    .filter(Boolean);
  if ("hops" in trusted) {
    if (trusted.hops <= 0 || entries.length === 0) return socket;
    return entries[Math.max(0, entries.length - trusted.hops)];
  }
  let client = socket;
  const isTrusted = (address: string) => net.isIP(address) !== 0 && trusted.networks.check(address, family(address));
  while (entries.length > 0 && isTrusted(client)) client = entries.pop()!;
  return client;
}

/** The client's address as the production server recorded it; "local" when no server set it (a dev server). */
export function ipFromHeaders(h: { get(name: string): string | null }): string {
  return (h.get(CLIENT_IP_HEADER) ?? "local").slice(0, 64);
}
