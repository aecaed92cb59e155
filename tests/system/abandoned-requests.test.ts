import http from "node:http";
import net from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hasBuild, postgresUrl, serverBehindRelay, waitFor } from "./support";

type Answer = { status: number; body: string };

/** A GET from the address a trusted proxy forwards (TRUST_PROXY is 127.0.0.1 here). */
function get(port: number, path: string, forwardedFor: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent: false, headers: { "x-forwarded-for": forwardedFor }, timeout: 30_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer to ${path} in 30 s`)));
    req.on("error", reject);
  });
}

/** A GET whose client stays until told to leave, then hangs up; `refused` turns true if it is told the site is busy first. */
function abandonedGet(port: number, path: string, forwardedFor: string): Promise<{ socket: net.Socket; refused: () => boolean }> {
  return new Promise((resolve, reject) => {
    let refused = false;
    let sent = false;
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: ${forwardedFor}\r\n\r\n`, () => {
        sent = true;
        resolve({ socket, refused: () => refused });
      });
    });
    socket.on("data", (d) => (refused ||= String(d).startsWith("HTTP/1.1 503")));
    // A connection that fails before its request is out (the server gone, say) fails the test at
    // once rather than leaving it waiting; once sent, the client's own hang-up is the point.
    socket.on("error", (err) => sent || reject(err));
  });
}

/**
 * One render slot, eight waiting places, and a database that stopped answering, so a blog post's
 * render holds the slot for the database's connection timeout (5 s). While it does, forty
 * clients ask for a page and hang up before their turn.
 */
describe.skipIf(!hasBuild || !postgresUrl)("a flood of abandoned requests", () => {
  let ctx: Awaited<ReturnType<typeof serverBehindRelay>>;
  // A server and database for each try: a second try (CI) must not inherit the first one's state.
  beforeEach(async () => {
    ctx = await serverBehindRelay("gte_system_abandoned", { RENDER_CONCURRENCY: "1", RENDER_QUEUE: "8", TRUST_PROXY: "127.0.0.1" });
  }, 120_000);
  afterEach(async () => {
    await ctx?.teardown();
  });

  it("never makes a live visitor wait behind a dead one: the waiting room empties as they leave", { timeout: 60_000 }, async () => {
    const { server } = ctx;
    await ctx.hang();
    // The server's pool notices its dropped connections, so the next query waits on a new one.
    await new Promise((r) => setTimeout(r, 1000));
    let held = true;
    // Its answer is not the point (the database is silent), only how long it holds the slot.
    const holder = get(server.port, "/blog/held-by-a-silent-database", "198.51.100.1")
      .catch(() => undefined)
      .finally(() => (held = false));
    await new Promise((r) => setTimeout(r, 300));
    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => abandonedGet(server.port, `/verify?n=${i}`, `203.0.113.${i + 1}`))).catch(
      (err: Error) => {
        const ended = server.proc.exitCode ?? server.proc.signalCode;
        throw new Error(`${err.message}: the server ${ended === null ? "still runs" : `ended (${ended}), its last words: ${server.output().slice(-2000)}`}`);
      },
    );
    // Eight wait (the waiting room is full), the other 32 are told the site is busy; then all leave.
    await waitFor("the waiting room to fill", () => flood.filter((f) => f.refused()).length === 32, 5_000);
    for (const { socket } of flood) socket.destroy();
    await new Promise((r) => setTimeout(r, 100));

    // The slot is still taken when the visitor comes: their only competition is the departed.
    const heldWhenAsked = held;
    const visitor = await get(server.port, "/verify", "198.51.100.2");
    await holder;
    expect({ heldWhenAsked, status: visitor.status }).toEqual({ heldWhenAsked: true, status: 200 });
  });
});
