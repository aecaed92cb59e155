/**
 * Throughput under the request that grows with the data: CLIENTS visitors (each its own address)
 * ask uncached searches for the common word back to back for SECONDS, while three other visitors
 * each ask one thing again and again, a short pause between: a page from memory, a blog post and
 * /api/health. Every answer's status is counted; a request still open when the time is up is cut
 * and counted as such. Then one more search and health check say how soon the site is itself again.
 */
import { get, type Answer } from "./http";
import { COMMON_WORD } from "./corpus";
import { uncachedSearch } from "./measure";
import { ms, percentile, spread, type Spread } from "./stats";

export type LoadOptions = { clients: number; seconds: number; post: string };

export type Stream = { answers: number; statuses: Record<string, number>; times: Spread; p99: number };

export type LoadFigures = {
  clients: number;
  seconds: number;
  searches: Stream & { completedPerSecond: number };
  memoryPage: Stream;
  post: Stream;
  health: Stream;
  /** After the clients stopped: how long the next search and health check took, and their status. */
  after: { searchMs: number; searchStatus: number; healthMs: number; healthStatus: number };
};

const MONITOR_PAUSE_MS = 25;
const MONITOR_TIMEOUT_MS = 10_000;
const AFTER_TIMEOUT_MS = 60_000;

/**
 * A client's answers. A monitor's request that got no answer counts with the time it waited (it
 * was given up after MONITOR_TIMEOUT_MS); a search cut when the time ran out does not count.
 */
function stream(answers: Answer[], { unansweredCount }: { unansweredCount: boolean }): Stream {
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const times = answers.filter((a) => unansweredCount || a.status > 0).map((a) => a.ms);
  return { answers: answers.length, statuses, times: spread(times), p99: ms(percentile(times, 99)) };
}

export async function underLoad(base: string, o: LoadOptions): Promise<LoadFigures> {
  const stop = new AbortController();
  const until = Date.now() + o.seconds * 1000;
  setTimeout(() => stop.abort(), o.seconds * 1000).unref();
  let unique = 0;

  const searcher = async (client: number) => {
    const answers: Answer[] = [];
    const headers = { "x-forwarded-for": `10.80.${client >> 8}.${(client & 255) + 1}` };
    while (Date.now() < until) answers.push(await get(base, uncachedSearch(COMMON_WORD, unique++, "zl"), { headers, signal: stop.signal }));
    return answers;
  };
  const monitor = async (path: string, address: string) => {
    const answers: Answer[] = [];
    while (Date.now() < until) {
      answers.push(await get(base, path, { headers: { "x-forwarded-for": address }, timeoutMs: MONITOR_TIMEOUT_MS }));
      await new Promise((r) => setTimeout(r, MONITOR_PAUSE_MS));
    }
    return answers;
  };

  const [searches, memoryPage, post, health] = await Promise.all([
    Promise.all(Array.from({ length: o.clients }, (_, i) => searcher(i))).then((all) => all.flat()),
    monitor("/about", "10.81.0.1"),
    monitor(o.post, "10.81.0.2"),
    monitor("/api/health", "10.81.0.3"),
  ]);
  const nextSearch = await get(base, uncachedSearch(COMMON_WORD, unique++, "zl"), { headers: { "x-forwarded-for": "10.81.0.4" }, timeoutMs: AFTER_TIMEOUT_MS });
  const nextHealth = await get(base, "/api/health", { headers: { "x-forwarded-for": "10.81.0.3" }, timeoutMs: AFTER_TIMEOUT_MS });
  const s = stream(searches, { unansweredCount: false });
  const monitored = (answers: Answer[]) => stream(answers, { unansweredCount: true });
  return {
    clients: o.clients,
    seconds: o.seconds,
    searches: { ...s, completedPerSecond: Math.round(((s.statuses["200"] ?? 0) / o.seconds) * 10) / 10 },
    memoryPage: monitored(memoryPage),
    post: monitored(post),
    health: monitored(health),
    after: { searchMs: ms(nextSearch.ms), searchStatus: nextSearch.status, healthMs: ms(nextHealth.ms), healthStatus: nextHealth.status },
  };
}
