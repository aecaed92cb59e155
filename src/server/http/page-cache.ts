import "server-only";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A finished page as it left Next.js, compressed once, ready to be sent again. */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  expiresAt: number;
};

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number };

/**
 * An in-memory, size-bounded, least-recently-used store of rendered pages, keyed by
 * "<visitor kind> <path?query>". What may be stored and for how long is decided by the
 * caller (src/server/http/page-policy.ts); this class only keeps, ages and evicts.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<void>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Re-insert: Map order is the recency order the eviction walks.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.maxBytes / 4) return; // one page must not push out everything else
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += size;
    for (const [k] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(k);
    }
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(e);
  }

  /** Drops every page whose path starts with one of the prefixes (all pages when none given). */
  purge(prefixes?: string[]): number {
    let n = 0;
    for (const key of [...this.entries.keys()]) {
      const path = key.slice(key.indexOf(" ") + 1);
      if (!prefixes || prefixes.some((p) => path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`) || path.startsWith(`${p}?`))) {
        this.delete(key);
        n += 1;
      }
    }
    return n;
  }

  /**
   * Runs `render` for a key unless another request is already rendering it, in which case it
   * waits for that one (up to `waitMs`). Many visitors arriving for an expired page cost one
   * render, not many.
   */
  async once(key: string, render: () => Promise<void>, waitMs = 10_000): Promise<"rendered" | "waited"> {
    const running = this.inflight.get(key);
    if (running) {
      await Promise.race([running, new Promise((r) => setTimeout(r, waitMs).unref())]);
      return "waited";
    }
    const p = render().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    await p;
    return "rendered";
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}

function sizeOf(p: CachedPage): number {
  return p.body.length + p.br.length + p.gzip.length + 512;
}

/** Compresses a finished body both ways (off the main thread) and stamps it with an ETag. */
export async function preparePage(status: number, headers: Record<string, string>, body: Buffer, ttlMs: number, now = Date.now(), brotliQuality = 9): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { status, headers, body, br, gzip: gz, etag, storedAt: now, expiresAt: now + ttlMs };
}

/** br, then gzip, then none, as the client accepts them (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((s) => s.trim()).find((s) => s.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

const g = globalThis as unknown as { __gtePageCache?: PageCache };

/** The one page cache of this process, shared by every bundle that imports this module. */
export function processPageCache(maxBytes: number): PageCache {
  g.__gtePageCache ??= new PageCache(maxBytes);
  return g.__gtePageCache;
}

/**
 * Forgets kept pages under these paths (all when none given), e.g. after a blog post changed.
 * Other app servers keep theirs until they expire (DATABASE_PAGE_TTL_SECONDS).
 */
export function purgePages(prefixes?: string[]): void {
  g.__gtePageCache?.purge(prefixes);
}
