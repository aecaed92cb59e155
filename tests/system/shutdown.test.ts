import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { hasBuild, postJson, startServer, tempDataDir, type RunningServer } from "./support";

/**
 * Fires contact submissions from 40 clients at a server, stops or kills it in the middle, and
 * checks that every submission the server acknowledged (201 with an id) is in the database.
 */
async function burstUntil(server: RunningServer, stopAfterAcks: number, stop: () => void) {
  const acknowledged = new Set<number>();
  let sent = 0;
  let stopped = false;
  const run = `burst-${Date.now()}`;
  await Promise.all(
    Array.from({ length: 40 }, async (_, worker) => {
      for (;;) {
        const i = sent++;
        if (i > 2000) return;
        try {
          const r = await postJson(
            server.url,
            "/api/forms/contact",
            { name: `Burst ${i}`, email: `burst.${i}@example.com`, message: `${run} submission ${i}: please call us about a new site.` },
            { "idempotency-key": `${run}-${i}`, "x-forwarded-for": `10.77.${worker}.1` },
          );
          if (r.status === 201) acknowledged.add(Number(r.json.id));
        } catch {
          return; // connection refused or reset: the server is gone
        }
        if (!stopped && acknowledged.size >= stopAfterAcks) {
          stopped = true;
          stop();
        }
      }
    }),
  );
  return acknowledged;
}

async function storedIds(dataDir: string): Promise<Set<number>> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query<{ id: number }>("select id from contact_submissions");
    return new Set(rows.map((r) => Number(r.id)));
  } finally {
    await db.close();
  }
}

describe.skipIf(!hasBuild)("stopping the server", () => {
  it("on SIGTERM finishes what it acknowledged, exits 0, and keeps every acknowledged submission", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "100000", TRUST_PROXY: "1" });
    const acked = await burstUntil(server, 150, () => server.proc.kill("SIGTERM"));
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(acked.size).toBeGreaterThanOrEqual(150);
    const stored = await storedIds(dataDir);
    const missing = [...acked].filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
  });

  it("after kill -9 in the middle of a burst, a restart finds every acknowledged submission", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "100000", TRUST_PROXY: "1" });
    const acked = await burstUntil(server, 150, () => server.proc.kill("SIGKILL"));
    const exit = await server.exited;
    expect(exit.signal).toBe("SIGKILL");

    // The embedded database recovers on the next start (its lock file is stale, its WAL replays).
    const again = await startServer({ DATA_DIR: dataDir }, server.port);
    const health = await fetch(`${again.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await again.stop("SIGTERM")).code).toBe(0);
    const stored = await storedIds(dataDir);
    const missing = [...acked].filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
  });
});
