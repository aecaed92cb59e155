#!/usr/bin/env node
// `npm start`: build once if there is no production build yet, then serve it.
// On the embedded database the server migrates it itself when it starts; on PostgreSQL (DATABASE_URL)
// the server's role cannot change the schema, so `npm run db:migrate` runs first, as the owner
// (DATABASE_OWNER_URL, or DATABASE_URL when the site has one role).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { hasBuild, loadProjectEnv } from "./project-env.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

// .env counts here too (ASTRO_OUT_DIR, PORT), as it does for the server; the shell wins.
loadProjectEnv(process.cwd());

if (!hasBuild(process.cwd())) {
  console.log("No production build found: building the site once (this takes a minute or two)...");
  const build = spawnSync(process.execPath, [path.join("scripts", "build.mjs")], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.env.DATABASE_URL?.trim()) {
  const migrate = spawnSync(process.execPath, ["--import", "tsx", path.join("scripts", "db-migrate.ts")], { stdio: "inherit", env: process.env });
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
}

// server.mjs reads PORT (and the rest of .env) itself, and shuts down gracefully on SIGTERM.
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs", ...process.argv.slice(2)], { stdio: "inherit", env: process.env });
// Ctrl-C at a terminal reaches the server itself, which shares this process group: forwarded too,
// it would be a second signal, which the server takes as "exit at once" without closing the
// database. A SIGINT with no terminal, and SIGTERM (a process manager's), reach only this process.
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => (sig === "SIGINT" && process.stdin.isTTY ? undefined : child.kill(sig)));
child.on("exit", (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
