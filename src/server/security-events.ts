import { rateLimitKey } from "@/lib/rate-limit-key";
import { keyedToken } from "./crypto";
import { env } from "./env";
import { logger } from "./log";

/**
 * Refusals worth an operator's eye (ASVS 16.3.2, 16.3.3), each one structured log line
 * `event: "security.<kind>"` at level warn: a console address asked for by someone who is not an
 * administrator, a cross-site write, a post naming no action of the console, a rate limit
 * reached, a form sent too fast or with its hidden field filled in, a session cookie that names no
 * live session, and a refused invitation code. The line names the route and the
 * client by a keyed hash of its network, never a code, token, cookie or address.
 */
export type SecurityEventKind =
  "console-refused" | "cross-site" | "unknown-action" | "rate-limited" | "too-fast" | "honeypot" | "invalid-session" | "code-refused";

export type SecurityEventFields = {
  /** The path asked for, without its query string (which may carry a token). */
  route?: string;
  /** The client's address: logged only as `client`, a keyed hash of its network (rate-limit-key). */
  ip?: string | null;
  /** Why, in a word or two ("foreign origin", "unknown", "ip limit"). */
  reason?: string;
} & Record<string, string | number | boolean | null | undefined>;

const WINDOW_MS = 60_000;

/**
 * How many lines of each kind a window lets through, so a flood of refusals cannot fill the disk:
 * past the limit events are counted, and the count is told once when the window closes.
 */
export class SecurityEventThrottle {
  private windows = new Map<string, { start: number; lines: number; suppressed: number }>();

  /** `perWindow` is asked at each event, so a changed setting applies at once. */
  constructor(
    private readonly perWindow: () => number,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Whether this event gets its own line; when it starts a new window, the events the last one held back too. */
  admit(kind: string, now: number): { log: boolean; suppressedBefore: number } {
    let w = this.windows.get(kind);
    let suppressedBefore = 0;
    if (!w || now - w.start >= this.windowMs) {
      suppressedBefore = w?.suppressed ?? 0;
      w = { start: now, lines: 0, suppressed: 0 };
      this.windows.set(kind, w);
    }
    if (w.lines < this.perWindow()) {
      w.lines += 1;
      return { log: true, suppressedBefore };
    }
    w.suppressed += 1;
    return { log: false, suppressedBefore };
  }

  /** The events held back in the current window of a kind, forgotten once read. */
  takeSuppressed(kind: string): number {
    const w = this.windows.get(kind);
    if (!w) return 0;
    const n = w.suppressed;
    w.suppressed = 0;
    return n;
  }
}

const throttle = new SecurityEventThrottle(() => env().SECURITY_LOG_PER_MINUTE);
const flushes = new Map<string, NodeJS.Timeout>();

/** The client as the log names it: stable for one network, useless to anyone without the server's key. */
export function clientKey(ip: string): string {
  return keyedToken("log-client", rateLimitKey(ip)).slice(0, 16);
}

function tellSuppressed(kind: string, suppressed: number) {
  if (suppressed > 0)
    logger.warn({ event: `security.${kind}`, suppressed }, `security event: ${suppressed} more ${kind} events in the last minute, not logged one by one`);
}

/** Logs one security event, unless its kind has had its lines this minute (then it is counted). */
export function securityEvent(kind: SecurityEventKind, { ip, route, ...fields }: SecurityEventFields = {}): void {
  try {
    const { log, suppressedBefore } = throttle.admit(kind, Date.now());
    tellSuppressed(kind, suppressedBefore);
    if (!log) {
      // The count is told when the minute is over, even if no event of the kind follows.
      if (!flushes.has(kind)) {
        const timer = setTimeout(() => {
          flushes.delete(kind);
          tellSuppressed(kind, throttle.takeSuppressed(kind));
        }, WINDOW_MS);
        timer.unref?.();
        flushes.set(kind, timer);
      }
      return;
    }
    const where = route ? route.split("?")[0].slice(0, 200) : undefined;
    logger.warn({ event: `security.${kind}`, route: where, client: ip ? clientKey(ip) : undefined, ...fields }, `security event: ${kind}`);
  } catch {
    // A log line must never be why a request fails.
  }
}
