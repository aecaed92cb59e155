// The server talks to two systems only, both named by its settings: PostgreSQL (DATABASE_URL)
// and the mail server (SMTP_URL); docs/decisions/0045 says why and how the machine's firewall
// holds it to them. These read the code the server runs and fail on any other way out.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

// src/scripts runs in the visitor's browser, and its requests go to this site (connect-src 'self').
// Browser scripts and components are left out: a component's requests are made by its event
// handlers and effects, which run only in the visitor's browser (the server renders it, never runs them).
const browserSide = [path.join("src", "scripts"), path.join("src", "components")];
const serverFiles = [...filesUnder("src", CODE).filter((f) => !browserSide.some((dir) => f.startsWith(dir))), "server.mjs", "scripts/static-files.mjs"];
// The one client allowed: it reaches the server's own control socket inside DATA_DIR (decision 0050).
const localChannelClient = "src/server/control/client.ts";
const lines = (pattern: RegExp) =>
  serverFiles.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${file}:${i + 1}`] : [])),
  );

describe("the server's connections to other systems", () => {
  it("are made by the PostgreSQL client in the database layer and the mail client in the mail worker, nowhere else", () => {
    const imports = lines(/from ["'](pg|nodemailer)["']/).map((at) => at.replace(/:\d+$/, ""));
    expect(imports.length).toBeGreaterThan(1);
    const pg = (f: string) => fs.readFileSync(f, "utf8").match(/from ["'](pg|nodemailer)["']/)![1] === "pg";
    expect(imports.filter((f) => (pg(f) ? !f.startsWith("src/server/db/") : f !== "src/server/mail/worker.ts"))).toEqual([]);
  });
  it("include no other network client: no fetch, HTTP request, socket or third-party HTTP library", () => {
    const clients =
      /\bfetch\(|\bhttps?\.(request|get)\(|from ["']node:(https|tls|dgram)["']|net\.(connect|createConnection|Socket)\b|new WebSocket|XMLHttpRequest|from ["'](undici|axios|got|node-fetch|ky)["']/;
    expect(lines(clients).filter((at) => !at.startsWith(`${localChannelClient}:`))).toEqual([]);
  });
  it("ask the running server through its Unix socket alone, never a network address (the backup command's channel)", () => {
    expect(fs.readFileSync(localChannelClient, "utf8")).toMatch(/http\.request\(\s*\{\s*socketPath: socket,/);
  });
});
