import zlib from "node:zlib";

/**
 * Rendered answers kept for a short while in this process, so a popular post or a verified
 * client's gated area costs one render, not one per visitor. Only what the route table marks as
 * the same for everyone is kept (src/routes.ts: public pages rendered per request), keyed by the
 * path and the query parameters the page reads; server islands are kept per visitor kind
 * (anonymous, client, admin), which is all they read of the visitor. Bodies are compressed once.
 * Bounded by entries and bytes, least recently used first out.
 */
export type KeptAnswer = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  expires: number;
};

export type RenderCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number; now?: () => number };

export class RenderCache {
  private entries = new Map<string, KeptAnswer>();
  private bytes = 0;
  constructor(private options: RenderCacheOptions) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= size(entry);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, answer: { status: number; headers: [string, string][]; body: Buffer }): KeptAnswer {
    this.delete(key);
    const entry: KeptAnswer = {
      ...answer,
      gzip: zlib.gzipSync(answer.body, { level: 6 }),
      brotli: brotli(answer.body),
      expires: this.now() + this.options.ttlMs,
    };
    this.entries.set(key, entry);
    this.bytes += size(entry);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= size(old);
    }
    return entry;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= size(entry);
  }

  /** Drops every kept answer whose key starts with one of these paths. */
  purge(prefixes: readonly string[]) {
    for (const key of [...this.entries.keys()]) if (prefixes.some((p) => key === p || key.startsWith(`${p}?`) || key.startsWith(`${p}/`))) this.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

const size = (e: KeptAnswer) => e.body.length + e.gzip.length + e.brotli.length;

/**
 * One rendered body in the best encoding the client takes (brotli at a fast setting, else gzip),
 * for an answer that is not kept.
 */
export function encodeOnce(body: Buffer, acceptEncoding: string | null): { body: Buffer; encoding?: "br" | "gzip" } {
  if (/\bbr\b/.test(acceptEncoding ?? "")) return { body: brotli(body), encoding: "br" };
  if (/\bgzip\b/.test(acceptEncoding ?? "")) return { body: zlib.gzipSync(body, { level: 6 }), encoding: "gzip" };
  return { body };
}

const brotli = (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** The body in the best encoding the client takes, as the static file server chooses it. */
export function encodedBody(entry: KeptAnswer, acceptEncoding: string | null): { body: Buffer; encoding?: "br" | "gzip" } {
  if (/\bbr\b/.test(acceptEncoding ?? "")) return { body: entry.brotli, encoding: "br" };
  if (/\bgzip\b/.test(acceptEncoding ?? "")) return { body: entry.gzip, encoding: "gzip" };
  return { body: entry.body };
}

/** The one cache of this process, with the settings the server runs with. */
export const renderCache = new RenderCache({ ttlMs: 60_000, maxEntries: 500, maxBytes: 48 * 1024 * 1024 });
