/**
 * The scale bench's settings, from the environment (README, "Benchmarks"):
 *
 * - BENCH_SIZES: which sizes, in order: `seeded` (the seed posts alone), `mid` (2,000 posts,
 *   10,000 leads), `large` (20,000 posts, 200,000 leads), or `<posts>x<leads>`; default mid,large.
 * - BENCH_SKIP: postgres, pglite, a pair such as pglite:large, export, load.
 * - BENCH_DATABASE_URL (else TEST_DATABASE_URL): the PostgreSQL server the scratch databases
 *   gte_scale_<posts>_<leads> are made on; without either, PostgreSQL is skipped.
 * - BENCH_SAMPLES (15) and BENCH_WARMUP (3) requests per measure; BENCH_SECONDS (30) and
 *   BENCH_CLIENTS (20) of the load; BENCH_PORT (3700); BENCH_NAME (scale): the results file is
 *   bench/results/<date>-<name>.md and .json; BENCH_KEEP=1 leaves the scratch databases in place.
 * - BENCH_REUSE=1: each configuration's store is kept under bench/tmp/ (its PostgreSQL database by
 *   the same name) and, once filled, measured again without a new fill, so a slow fill can run
 *   while the machine is busy and the measuring later, on a quiet machine. The measuring adds a
 *   few rows each time (sessions, audit entries), which nothing measured depends on.
 *   BENCH_FILL_ONLY=1 with it fills the stores and measures nothing.
 */
import type { FillSize } from "./fill-sql";

export type Size = FillSize & { name: string };
export type DatabaseKind = "postgres" | "pglite";

const NAMED: Record<string, FillSize> = { seeded: { posts: 0, leads: 0 }, mid: { posts: 2_000, leads: 10_000 }, large: { posts: 20_000, leads: 200_000 } };

export function parseSize(word: string): Size {
  const named = NAMED[word];
  if (named) return { name: word, ...named };
  const m = /^(\d+)x(\d+)$/.exec(word);
  if (!m) throw new Error(`BENCH_SIZES: "${word}" is not seeded, mid, large or <posts>x<leads>`);
  return { name: word, posts: Number(m[1]), leads: Number(m[2]) };
}

const whole = (name: string, fallback: number) => {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0`);
  return n;
};

export function readOptions() {
  const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
  const sizes = (process.env.BENCH_SIZES || "mid,large").split(",").filter(Boolean).map(parseSize);
  const kinds = (["postgres", "pglite"] as const).filter((k) => !skip.has(k) && (k !== "postgres" || postgresUrl));
  return {
    postgresUrl,
    /** Each configuration, smaller sizes first, PostgreSQL before the embedded database. */
    runs: sizes.flatMap((size) => kinds.filter((k) => !skip.has(`${k}:${size.name}`)).map((kind) => ({ kind, size }))),
    sampling: { samples: whole("BENCH_SAMPLES", 15), warmup: Number(process.env.BENCH_WARMUP ?? 3) },
    load: skip.has("load") ? null : { clients: whole("BENCH_CLIENTS", 20), seconds: whole("BENCH_SECONDS", 30) },
    exports: !skip.has("export"),
    port: whole("BENCH_PORT", 3700),
    name: process.env.BENCH_NAME || "scale",
    keep: process.env.BENCH_KEEP === "1" || process.env.BENCH_REUSE === "1",
    reuse: process.env.BENCH_REUSE === "1",
    fillOnly: process.env.BENCH_REUSE === "1" && process.env.BENCH_FILL_ONLY === "1",
  };
}

export type Options = ReturnType<typeof readOptions>;
