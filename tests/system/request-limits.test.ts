import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/routes";
import { hasBuild, startServer, tempDataDir, type RunningServer } from "./support";

/** The server process's resident memory, in megabytes. */
function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
}

type Answer = { status: number; statusMessage: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request from a chosen loopback address (127.0.0.2 is another client than 127.0.0.1, as far
 * as the server can tell), without keep-alive.
 */
function request(
  port: number,
  from: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, localAddress: from, agent: false, method: options.method ?? "GET", headers: options.headers, timeout: 20_000 },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, statusMessage: res.statusMessage!, headers: res.headers, body }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer to ${path} in 20 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A POST whose body (300 KB, over every form's limit) is sent chunked, with no Content-Length; its status. */
function chunkedPost(port: number, path: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      agent: false,
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on("error", (err) => reject(new Error(`${path}: the connection failed before an answer: ${err.message}`)));
    for (let i = 0; i < 30; i++) req.write(Buffer.alloc(10 * 1024, "a"));
    req.end();
  });
}

/** Every address the server renders: each route of the table rendered per request (a pattern filled in), an action, an island, an unknown path. */
const renderedAddresses = [
  ...routes.filter((r) => r.render === "request").map((r) => r.path.replace(/\[\.\.\.[^\]]+\]/, "blog/new").replace(/\[[^\]]+\]/g, "sample")),
  "/_actions/homeContact",
  "/_server-islands/SessionControls",
  "/no-such-page",
];

/** A POST that sends its headers and one byte of its body, then nothing more until it is closed. */
function slowUpload(port: number, path: string, origin: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\na`,
        () => resolve(socket),
      );
    });
    socket.on("error", () => {});
  });
}

/**
 * What a client can send the production server and what it cannot make it do: a body past the
 * limit however it is framed, slow senders, one client with many connections, made-up action
 * names and addresses. The render slots are few here (2, with 8 waiting) so that taking them all
 * is quick to try.
 */
describe.skipIf(!hasBuild)("the production server's limits on what one request or client can take", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), RENDER_CONCURRENCY: "2", RENDER_QUEUE: "8", FORM_RATE_LIMIT: "2", TRUST_PROXY: "127.0.0.9" });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a 300 MB chunked post to /contact with 413, its memory growing by far less than the body", { timeout: 120_000 }, async () => {
    const before = rssMb(server.proc.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.proc.pid!))), 100);
    const chunk = Buffer.alloc(256 * 1024, "a");
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port: server.port,
        path: "/contact",
        method: "POST",
        agent: false,
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", (err) => reject(new Error(`the connection failed before an answer: ${err.message}`)));
      let sent = 0;
      const write = () => {
        while (sent < 300 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        req.end();
      };
      write();
    }).finally(() => clearInterval(sampler));
    expect(status).toBe(413);
    expect(peak - before).toBeLessThan(200);
  });

  it("answers a chunked body over the limit with 413 on every address it renders", { timeout: 120_000 }, async () => {
    const answers: string[] = [];
    for (const address of renderedAddresses) answers.push(`${address} ${await chunkedPost(server.port, address, server.url)}`);
    expect(answers).toEqual(renderedAddresses.map((address) => `${address} 413`));
  });

  it("keeps answering a visitor's /verify while 80 uploads trickle in one byte at a time", { timeout: 60_000 }, async () => {
    const trickles = await Promise.all(Array.from({ length: 80 }, () => slowUpload(server.port, "/verify", server.url)));
    try {
      const page = await request(server.port, "127.0.0.2", "/verify");
      expect(page.status).toBe(200);
    } finally {
      for (const socket of trickles) socket.destroy();
    }
  });

  it("serves another client while one client holds 150 connections to /verify", { timeout: 60_000 }, async () => {
    const greedy = Array.from({ length: 150 }, (_, i) => request(server.port, "127.0.0.1", `/verify?n=${i}`).catch(() => undefined));
    const visitor = await request(server.port, "127.0.0.2", "/verify");
    const answers = await Promise.all(greedy);
    expect(visitor.status).toBe(200);
    // The greedy client is the one told to come back later.
    expect(answers.filter((a) => a?.status === 503).length).toBeGreaterThan(0);
  });

  it("answers a form post naming an unknown action with 400 and logs no stack", { timeout: 30_000 }, async () => {
    const logged = server.output().length;
    const answer = await request(server.port, "127.0.0.2", "/contact?_action=verify", {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "code=GTE-AAAA-BBBB&email=a%40example.com",
    });
    expect(answer.status).toBe(400);
    await new Promise((r) => setTimeout(r, 500));
    expect(server.output().slice(logged)).not.toMatch(/\n\s+at /);
  });

  it("sends the security headers with the answers it makes itself (413, 405)", { timeout: 30_000 }, async () => {
    const tooLarge = await request(server.port, "127.0.0.2", "/newsletter", { method: "POST", headers: { origin: server.url }, body: "x".repeat(300 * 1024) });
    const wrongMethod = await request(server.port, "127.0.0.2", "/contact", { method: "PUT", headers: { origin: server.url } });
    for (const answer of [tooLarge, wrongMethod]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
    }
    expect([tooLarge.status, wrongMethod.status]).toEqual([413, 405]);
  });

  it("gives a page that answers 404 its own reason phrase", { timeout: 30_000 }, async () => {
    const answer = await request(server.port, "127.0.0.2", "/admin");
    expect(`${answer.status} ${answer.statusMessage}`).toBe("404 Not Found");
  });

  it("does not let a client that is no trusted proxy choose its address with X-Forwarded-For", { timeout: 30_000 }, async () => {
    const post = (i: number) =>
      request(server.port, "127.0.0.3", "/api/forms/contact", {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
        body: JSON.stringify({ name: "Dana Reyes", email: `dana.${i}@example.com`, message: `A quote for a new site, please (${i}).` }),
      });
    const statuses = [(await post(1)).status, (await post(2)).status, (await post(3)).status];
    // FORM_RATE_LIMIT is 2 per address: a third address written by the client does not count as a new one.
    expect(statuses).toEqual([201, 201, 429]);
  });
});
