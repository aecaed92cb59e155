import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a rate limit counts a client address under. An IPv4 address is one client; an IPv6
 * one is keyed by its /64, since a single home or server is routinely given a whole /64 and can
 * pick a fresh address from it for every request. Keying by the full address would let one
 * client make 2^64 guesses under as many limits.
 */
export function rateLimitKey(address: string): string {
  const a = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return a;
  return `${ipv6Groups(a).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, each in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part ("::1.2.3.4") is the last two groups.
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}
