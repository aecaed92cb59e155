/**
 * Requests as the bench makes them: plain node:http over keep-alive connections (fetch's own
 * overhead on two shared cores was counted as the server's in bench:forms), timed from the
 * request to the last byte of the answer, compressed as a browser asks for it.
 */
import fs from "node:fs";
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export type Answer = { status: number; ms: number; bytes: number; text: string };

export type GetOptions = {
  headers?: Record<string, string>;
  /** Past this the request is given up and answers status 0. */
  timeoutMs?: number;
  /** Keep the body as text (decompression off: the server then sends it as it is). */
  text?: boolean;
  signal?: AbortSignal;
};

/** One GET; status 0 when it failed or timed out (never throws). */
export function get(base: string, path: string, options: GetOptions = {}): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, bytes = 0, text = "") => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - t0, bytes, text });
    };
    const req = http.get(
      `${base}${path}`,
      {
        agent,
        signal: options.signal,
        headers: { "accept-encoding": options.text ? "identity" : "br, gzip", ...options.headers },
      },
      (res) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (options.text) chunks.push(chunk);
        });
        res.on("end", () => done(res.statusCode ?? 0, bytes, options.text ? Buffer.concat(chunks).toString("utf8") : ""));
        res.on("error", () => done(0, bytes));
      },
    );
    req.setTimeout(options.timeoutMs ?? 120_000, () => req.destroy());
    req.on("error", () => done(0));
  });
}

/** A process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples a process's resident memory every `everyMs` until stopped; returns the samples. */
export function sampleRss(pid: number, everyMs = 50): () => number[] {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), everyMs);
  return () => {
    clearInterval(timer);
    samples.push(rssMb(pid));
    return samples;
  };
}
