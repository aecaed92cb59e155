import net from "node:net";

/**
 * The server's own connections to other machines (PostgreSQL, the mail server) go over TLS that
 * checks the other side's certificate (decision 0045). A connection that stays on this machine (a
 * loopback address, a Unix socket, the local mail relay) needs none: nothing crosses a network.
 */

function isLocal(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "" || h === "localhost" || h.startsWith("/")) return true;
  if (net.isIPv4(h)) return h.startsWith("127.");
  return h === "::1";
}

/** Why DATABASE_URL would reach another machine unencrypted or unverified, or null when it would not. */
export function plaintextDatabase(url: string): string | null {
  const u = URL.parse(url);
  if (!u) return "DATABASE_URL: not a URL whose host can be read (for a Unix socket write postgres://user@localhost/db?host=/path)";
  // libpq's ?host= (a Unix socket directory) overrides the address part.
  const host = u.searchParams.get("host") ?? decodeURIComponent(u.hostname);
  if (isLocal(host)) return null;
  return u.searchParams.get("sslmode") === "verify-full"
    ? null
    : "DATABASE_URL: a database on another machine must be reached with sslmode=verify-full (TLS that checks its certificate and name)";
}

/** Why SMTP_URL would reach another machine unencrypted or unverified, or null when it would not. */
export function plaintextMail(url: string): string | null {
  const u = URL.parse(url);
  if (!u) return "SMTP_URL: not a URL whose host can be read";
  if (isLocal(decodeURIComponent(u.hostname))) return null;
  const q = u.searchParams;
  if ([...q.keys()].some((k) => /rejectUnauthorized|ignoreTLS/i.test(k))) {
    return "SMTP_URL: a mail server on another machine may not turn off TLS or its certificate check (ignoreTLS, rejectUnauthorized)";
  }
  return u.protocol === "smtps:" || q.get("requireTLS") === "true"
    ? null
    : "SMTP_URL: a mail server on another machine must be reached with smtps:// or ?requireTLS=true";
}

/** Every outgoing connection the settings name that would cross a network in the clear. */
export function plaintextTransports(settings: { DATABASE_URL?: string; SMTP_URL?: string }): string[] {
  return [settings.DATABASE_URL && plaintextDatabase(settings.DATABASE_URL), settings.SMTP_URL && plaintextMail(settings.SMTP_URL)].filter((p): p is string =>
    Boolean(p),
  );
}
