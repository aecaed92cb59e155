import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { dbKind } from "../db/client";
import { env } from "../env";
import { logger } from "../log";
import { controlCommands, type ControlCommands } from "./commands";
import { controlSocketPath } from "./socket-path";

/**
 * The running server's channel for the machine's own tools (decision 0050). The embedded database
 * is open in one process at a time, so while the site runs, `npm run backup` asks the server
 * instead of opening it. It is HTTP on a Unix socket in DATA_DIR: its folder is 0700 and the
 * socket 0600, so only the account that runs the server (and root) reaches it, the same people who
 * can read DATA_DIR itself; nothing else authenticates, and no network address reaches it.
 * A command is `POST /<name>` with a JSON body, answered with JSON or a file: a name and a handler
 * in commands.ts.
 */

const g = globalThis as unknown as { __gteControl?: { server: http.Server; socket: string } };

/** A command's input is a small JSON document; anything larger is not one of ours. */
const INPUT_MAX_BYTES = 64 * 1024;

function readInput(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > INPUT_MAX_BYTES) req.destroy(new Error("input too large"));
      else chunks.push(chunk);
    });
    req.once("error", reject);
    req.once("end", () => {
      const text = Buffer.concat(chunks).toString("utf8").trim();
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        reject(new Error("the input is not JSON"));
      }
    });
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse, commands: ControlCommands) {
  const name = /^\/([a-z][a-z-]*)$/.exec(req.url ?? "")?.[1];
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (req.method !== "POST" || !name || !command) return sendJson(res, 404, { error: `no such command (known: ${Object.keys(commands).join(", ")})` });
  try {
    const result = await command(await readInput(req));
    if ("file" in result) {
      res.writeHead(200, { "content-type": result.type, "content-length": result.file.byteLength });
      res.end(result.file);
    } else sendJson(res, 200, result.json);
    logger.info({ command: name }, "control command done");
  } catch (err) {
    logger.error({ err, command: name }, "control command failed");
    sendJson(res, 500, { error: err instanceof Error ? err.message : String(err) });
  }
}

/** Listens on `dataDir`'s control socket; the caller holds the data directory's lock. */
export async function openControlChannel(dataDir: string, commands: ControlCommands = controlCommands): Promise<string> {
  if (g.__gteControl) return g.__gteControl.socket;
  const socket = controlSocketPath(dataDir);
  // The folder is private before the socket exists, so there is no moment when others reach it.
  fs.mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socket), 0o700);
  // This process holds the data directory's lock: a socket found there is a dead server's.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((req, res) => void answer(req, res, commands));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  g.__gteControl = { server, socket };
  return socket;
}

/** Boot task: the channel of a server on the embedded database (PostgreSQL takes several clients itself). */
export async function startControlChannel(): Promise<void> {
  if ((await dbKind()) !== "pglite") return;
  const socket = await openControlChannel(env().DATA_DIR);
  logger.info({ socket }, "control channel open (npm run backup reaches the running server here)");
}

export async function closeControlChannel(): Promise<void> {
  const open = g.__gteControl;
  g.__gteControl = undefined;
  if (!open) return;
  open.server.closeAllConnections();
  await new Promise<void>((resolve) => open.server.close(() => resolve()));
  fs.rmSync(open.socket, { force: true });
}
