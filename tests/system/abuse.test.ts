import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, startServer, tempDataDir, type RunningServer } from "./support";
import { adminSession } from "./admin-session";

const ADMIN_CODE = "GTE-ABUS-E2E7-K4PX-W9RQ";

/** The server process's resident memory, in kilobytes. */
function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]);
}

/** A GET whose client hangs up as soon as the request is out, as in the attack. */
function abandonedGet(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on("error", () => resolve());
  });
}

/** How long /api/health takes, in milliseconds (Infinity when it fails). */
async function healthMs(base: string): Promise<number> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.ok ? Date.now() - started : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * The production server under the attacks that took the earlier (Next.js) server down: a flood
 * of requests whose clients hang up at once, session cookies written twice or oddly, and a cookie
 * that is not valid percent-encoding.
 */
describe.skipIf(!hasBuild)("the production server under abuse", () => {
  let server: RunningServer;
  let adminCookie = "";

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), ADMIN_BOOTSTRAP_CODE: ADMIN_CODE });
    adminCookie = (await adminSession(server.url, ADMIN_CODE, "owner@example.com")).cookie;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("1,500 abandoned requests for a static page and 1,500 for a rendered one: health answers within a second throughout, memory settles under twice idle", async () => {
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/about?warm=${i}`)).arrayBuffer();
    const idle = rssKb(server.proc.pid!);
    const slowest: number[] = [];
    let attacking = true;
    const probe = (async () => {
      while (attacking) {
        slowest.push(await healthMs(server.url));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    for (const page of ["/about", "/verify"]) {
      for (let wave = 0; wave < 15; wave++) {
        await Promise.all(Array.from({ length: 100 }, (_, i) => abandonedGet(server.port, `${page}?abandon=${wave * 100 + i}`)));
      }
    }
    attacking = false;
    await probe;
    expect(Math.max(...slowest)).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(rssKb(server.proc.pid!)).toBeLessThan(idle * 2);
  }, 120_000);

  it("a session cookie sent twice counts as no session, and nobody else ever gets the session's page", async () => {
    const token = adminCookie.split("=")[1];
    const doubled = await (await fetch(`${server.url}/equity-partnership`, { headers: { cookie: `gte_session=${token}; gte_session=${token}` } })).text();
    expect(doubled).toContain("Exclusive Access Required");
    const spaced = await (await fetch(`${server.url}/equity-partnership`, { headers: { cookie: ` gte_session = ${token} ` } })).text();
    const anonymous = await (await fetch(`${server.url}/equity-partnership`)).text();
    expect([
      spaced.includes("Administrator Mode Active"),
      anonymous.includes("Administrator Mode Active"),
      anonymous.includes("Exclusive Access Required"),
    ]).toEqual([true, false, true]);
  });

  it("a cookie that is not valid percent-encoding is ignored, not a server error", async () => {
    for (const path of ["/contact", "/verify", "/api/health"]) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie: "gte_consent=%; gte_session=%" } });
      expect(res.status, path).toBe(200);
    }
  });

  it("an oversized post is 413 and an unknown method 405, before anything runs", async () => {
    const big = await fetch(`${server.url}/_actions/homeContact`, {
      method: "POST",
      body: "a".repeat(300 * 1024),
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    });
    const propfind = await fetch(`${server.url}/verify`, { method: "PROPFIND", headers: { origin: server.url } });
    expect([big.status, propfind.status]).toEqual([413, 405]);
  });
});
