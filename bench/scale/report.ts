/** The scale bench's Markdown report: the verdicts side by side, then each configuration's figures. */
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import type { RunResult } from "./run";
import type { Stream } from "./load";
import type { Spread } from "./stats";

export type ScaleResults = {
  date: string;
  commit: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string };
  sampling: { samples: number; warmup: number };
  runs: RunResult[];
};

const n = (x: number) => (Number.isFinite(x) ? x.toLocaleString("en-US") : "–");
const DATABASES = { postgres: "PostgreSQL", pglite: "embedded (PGlite)" } as const;
const title = (r: RunResult) => `${DATABASES[r.database]}, ${n(r.size.posts)} posts / ${n(r.size.leads)} leads`;
const cell = (s: Spread | undefined) => (s ? `${n(s.median)} (${n(s.p90)}, ${n(s.max)})` : "–");
const statuses = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([code, count]) => `${count} × ${code === "0" ? "none" : code}`)
    .join(", ");

const REQUESTS: Record<string, string> = {
  searchCommon: "search, common word",
  searchRare: "search, rare word",
  blogLastPage: "blog's last page",
  inboxLastPage: "inbox's last page",
  inboxSearch: "inbox search (a surname)",
  admin: "/admin",
  report90: "lead report, 90 days",
  auditLastPage: "audit log's last page",
  post: "a blog post",
  feed: "the feed",
  memoryPage: "a page from memory",
};

function verdictTable(runs: RunResult[]): string[] {
  const checks = [...new Map(runs.flatMap((r) => r.verdicts.map((v) => [v.check, v.budget]))).entries()];
  const lines = [`| check | budget | ${runs.map(title).join(" | ")} |`, `|---|---|${runs.map(() => "---|").join("")}`];
  for (const [check, budget] of checks)
    lines.push(
      `| ${check} | ${budget} | ${runs
        .map((r) => {
          const v = r.verdicts.find((x) => x.check === check);
          return v ? `${v.pass ? "✅" : "❌"} ${v.figure}` : "–";
        })
        .join(" | ")} |`,
    );
  return lines;
}

function filled(r: RunResult): string {
  const f = r.fill!;
  const secs = Object.values(f.seconds).reduce((a, b) => a + b, 0);
  return (
    `Filled: ${n(f.posts)} posts (${n(f.public_posts)} public; the common word in ${n(f.common_posts)}, the rare one in ${n(f.rare_posts)}), ` +
    `${n(f.contact_submissions)} contact submissions, ${n(f.access_requests)} access requests, ${n(f.partnership_applications)} partnership and ` +
    `${n(f.job_applications)} job applications, ${n(f.newsletter_subscribers)} newsletter subscribers, ${n(f.outbox)} outbox rows, ` +
    `${n(f.audit_log)} audit entries: ${n(Math.round(f.bytes / 2 ** 20))} MB, in ${Math.round(secs)} s (posts ${Math.round(f.seconds["blog posts"] ?? 0)} s).`
  );
}

function loadSection(r: RunResult): string[] {
  const l = r.load!;
  const row = (name: string, s: Stream) => `| ${name} | ${n(s.answers)} | ${statuses(s.statuses)} | ${n(s.times.median)} | ${n(s.p99)} | ${n(s.times.max)} |`;
  return [
    `Under load: ${l.clients} clients asking uncached searches for the common word for ${l.seconds} s (${l.searches.completedPerSecond} answered 200 a second), ` +
      `and one visitor each asking the page from memory, a post and /api/health, 25 ms apart. "None": no answer (a search still open when the time ran out, ` +
      `left out of its times; a monitor's request after 10 s, counted with the time it waited):`,
    "",
    "| requests | answers | statuses | median ms | p99 ms | max ms |",
    "|---|---|---|---|---|---|",
    row("uncached searches", l.searches),
    row("page from memory (/about)", l.memoryPage),
    row("blog post", l.post),
    row("/api/health", l.health),
    "",
    `Right after: the next uncached search took ${n(l.after.searchMs)} ms (${l.after.searchStatus || "no answer"}), /api/health ${n(l.after.healthMs)} ms (${l.after.healthStatus || "no answer"}).`,
  ];
}

function runSection(r: RunResult): string[] {
  const lines = [`## ${title(r)}`, "", `Load average (1 min) ${r.loadAverage.before} before, ${r.loadAverage.after} after.`, ""];
  if (r.error) lines.push(`**Did not finish:** ${r.error}`, "");
  if (!r.fill) return lines;
  lines.push(filled(r), "");
  if (r.idleRssMb) lines.push(`The server's resident memory once started: ${n(r.idleRssMb)} MB.`, "");
  if (r.requests) {
    lines.push("| request | address (kept) | uncached: median (p90, max) ms | kept: median (p90, max) ms | answers |", "|---|---|---|---|---|");
    for (const [key, m] of Object.entries(r.requests))
      lines.push(`| ${REQUESTS[key] ?? key} | \`${m.path}\` | ${cell(m.uncached)} | ${cell(m.kept)} | ${statuses(m.statuses)} |`);
    lines.push("");
  }
  const e = r.export;
  if (e)
    lines.push(
      `CSV export of the ${n(e.rows)} contact submissions (${n(Math.round(e.bytes / 2 ** 20))} MB), twice: ${e.ms.map((x) => `${n(x)} ms`).join(", ")} (${e.statuses.join(", ")}); ` +
        `the server's memory ${n(e.rssBeforeMb)} MB before, ${n(e.rssPeakMb)} MB at most, ${n(e.rssAfterMb)} MB two seconds after: a rise of ${n(e.riseMb)} MB.`,
      "",
    );
  if (r.load) lines.push(...loadSection(r), "");
  if (r.sitemap) lines.push(`The sitemap lists ${n(r.sitemap.listed)} of the ${n(r.sitemap.published)} published posts.`, "");
  return lines;
}

export function report(res: ScaleResults): string {
  const m = res.machine;
  return [
    `# Scale bench, ${res.date.slice(0, 10)}`,
    "",
    `Commit ${res.commit}. Machine: ${m.cpus} cores (${m.model}), ${m.memoryGb} GiB, Node ${m.node}. The production build (\`dist-bench\`), \`node ${SERVER_NODE_FLAGS.join(" ")} server.mjs\` on a scratch database ` +
      `of each kind filled by SQL (bench/scale/fill-sql.ts), the bench's clients on the same machine. The machine is shared with other work: each configuration's load ` +
      `average is given, and above ${m.cpus} the figures are slower than a quiet machine's.`,
    "",
    `Each request ${res.sampling.warmup} times unmeasured, then ${res.sampling.samples} times one after another (caches warm). Uncached: each search excludes a ` +
      `made-up word (same results, a new query), the blog's last page is asked as the last ${res.sampling.warmup + res.sampling.samples} pages, a post as different posts; the console's pages ` +
      `are never kept. Kept: the same address again. Budgets: bench/scale/budgets.ts (issue 29).`,
    "",
    "## Verdicts",
    "",
    ...verdictTable(res.runs),
    "",
    ...res.runs.flatMap(runSection),
  ].join("\n");
}
