import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { chooseEncoding } from "@/lib/content-encoding";

/**
 * Rendered answers kept for a short while in this process, so a popular post or a verified
 * client's gated area costs one render, not one per visitor. Only what the route table marks as
 * the same for everyone is kept (src/routes.ts: public pages rendered per request), keyed by the
 * path and the query parameters the page reads; server islands are kept per visitor kind
 * (anonymous, client, admin), which is all they read of the visitor. Bodies are compressed once.
 * Bounded by entries and bytes, least recently used first out (lru-cache).
 */
export type KeptAnswer = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** Whether `brotli` is already at brotli's best setting (see RenderCache.get). */
  brotliBest?: true;
  expires: number;
};

export type RenderCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number; now?: () => number };

// Whether a kept answer is being compressed again at brotli's best setting (RenderCache.get).
let recompressing = false;

export class RenderCache {
  private entries: LRUCache<string, KeptAnswer>;
  private now: () => number;

  constructor(private options: RenderCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, KeptAnswer>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (e) => e.body.length + e.gzip.length + e.brotli.length,
      ttl: options.ttlMs,
      // The clock the tests set; read on every check, since a kept page's age is what it is about.
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  /**
   * A kept answer asked for again is compressed once more, at brotli's best setting, while the
   * copies in hand keep going out. That setting makes a page about a tenth smaller (the blog's first
   * page 15.9 → 14.0 KB), which for most pages decides whether the answer fits in a slow phone's first
   * round trip, but it costs 50–80 ms, too much for the answer that fills the cache. One page at a
   * time, and none while one is under way, so a server busy filling the cache spends a thread at most.
   */
  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && !entry.brotliBest && !recompressing) {
      recompressing = true;
      brotliBest(entry.body)
        .then((best) => {
          // Not every body shrinks further (short or repetitive ones), and the smaller copy wins.
          if (best.length < entry.brotli.length) entry.brotli = best;
          entry.brotliBest = true;
        })
        .catch(() => undefined) // the fast copy stays, and the next ask tries again
        .finally(() => (recompressing = false));
    }
    return entry;
  }

  /** Keeps an answer for the cache's time, or for `ttlMs` (an answer made from the build alone may be kept longer). */
  async set(key: string, answer: { status: number; headers: [string, string][]; body: Buffer }, ttlMs = this.options.ttlMs): Promise<KeptAnswer> {
    const [gzipped, brotlied] = await Promise.all([gzip(answer.body), brotli(answer.body)]);
    const entry: KeptAnswer = { ...answer, gzip: gzipped, brotli: brotlied, expires: this.now() + ttlMs };
    // An answer larger than the whole budget is not kept, but still goes out.
    this.entries.set(key, entry, { ttl: ttlMs });
    return entry;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops every kept answer whose key starts with one of these paths. */
  purge(prefixes: readonly string[]) {
    for (const key of [...this.entries.keys()]) if (prefixes.some((p) => key === p || key.startsWith(`${p}?`) || key.startsWith(`${p}/`))) this.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * One rendered body in the encoding the client prefers (brotli at a fast setting, else gzip),
 * for an answer that is not kept.
 */
export async function encodeOnce(body: Buffer, acceptEncoding: string | null): Promise<{ body: Buffer; encoding?: "br" | "gzip" }> {
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === "br") return { body: await brotli(body), encoding };
  if (encoding === "gzip") return { body: await gzip(body), encoding };
  return { body };
}

// Compressed on libuv's threads, not the server's own: a page takes a few milliseconds to
// compress, which every request waiting for the event loop (a kept page, /api/health) would wait.
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
const brotli = (body: Buffer) => brotliAsync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
const gzip = (body: Buffer) => gzipAsync(body, { level: 6 });
const brotliBest = (body: Buffer) =>
  brotliAsync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/** The kept body in the encoding the client prefers, as the static file server chooses it. */
export function encodedBody(entry: KeptAnswer, acceptEncoding: string | null): { body: Buffer; encoding?: "br" | "gzip" } {
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === "br") return { body: entry.brotli, encoding };
  if (encoding === "gzip") return { body: entry.gzip, encoding };
  return { body: entry.body };
}

/**
 * How long a stranger's answer of a keptForAnonymous page (src/routes.ts) is kept: it is made from
 * the build alone (the locked panel in place of the gated part), so it changes only with a deploy,
 * which restarts the server; a day bounds it all the same.
 */
export const ANONYMOUS_PAGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The one cache of this process, with the settings the server runs with. */
export const renderCache = new RenderCache({ ttlMs: 60_000, maxEntries: 500, maxBytes: 48 * 1024 * 1024 });
