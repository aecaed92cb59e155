// `npm run invite -- <command>`: invitation codes from the command line.
//   create --role client|admin [--uses N] [--expires-days D] [--email E] [--label L]
//       prints the new code alone on the last line (it is shown only this once); without
//       --expires-days an admin code expires after 90 days and a client code never
//   list                 every code with its status (codes themselves are never stored)
//   revoke <id>          revokes a code and ends the sessions it created (the last administrator
//                        code too, with a warning: whoever runs this can make another)
//   --recovery <admin e-mail or admin code bound to one>
//       prints a one-time recovery code (one hour): it lets that administrator skip the passkey
//       once and register a new one (decision 0024); only its keyed hash is stored
// With the embedded database (no DATABASE_URL) the data directory is open in one process: while
// the server runs, the server does the work, asked through its control socket
// (DATA_DIR/control/server.sock, reachable only by the account that runs it; decision 0064).
import "./load-env";
import path from "node:path";
import { parseArgs } from "node:util";
import { ControlChannelUnavailableError, askRunningServer } from "@/server/control/client";
import { closeDb, getDb } from "@/server/db/client";
import { dataDirHolder } from "@/server/db/lock";
import { env } from "@/server/env";
import { runInvite, type InviteAnswer, type InviteRequest } from "@/server/gate/invite-tool";

const USAGE = `Usage:
  npm run invite -- create --role client|admin [--uses N] [--expires-days D] [--email E] [--label L]
      (without --expires-days an admin code expires after 90 days, a client code never)
  npm run invite -- list
  npm run invite -- revoke <id>
  npm run invite -- --recovery <admin e-mail or an admin code bound to one>`;

class UsageError extends Error {}

function positiveInt(name: string, raw: string | undefined, fallback?: number): number | undefined {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a whole number of at least 1 (got "${raw}").`);
  return n;
}

/** The command line as a request for invite-tool.ts, or a usage error. */
function requestOf(argv: string[]): InviteRequest | null {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") return null;
  if (command === "--recovery") {
    if (rest.length !== 1) throw new UsageError("--recovery needs one administrator's e-mail address (or an admin code bound to one).");
    return { command: "recovery", who: rest[0]!.trim() };
  }
  if (!["create", "list", "revoke"].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    strict: true,
    options: {
      role: { type: "string" },
      uses: { type: "string" },
      "expires-days": { type: "string" },
      email: { type: "string" },
      label: { type: "string" },
    },
  });
  if (command === "list") return { command: "list" };
  if (command === "revoke") {
    if (positionals.length !== 1) throw new UsageError("revoke needs the id of one code (see: npm run invite -- list).");
    return { command: "revoke", id: positiveInt("id", positionals[0])! };
  }
  const role = values.role;
  if (role !== "client" && role !== "admin") throw new UsageError("create needs --role client or --role admin.");
  const email = values.email?.trim();
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`--email "${email}" is not an e-mail address.`);
  return {
    command: "create",
    role,
    maxUses: positiveInt("uses", values.uses, 1)!,
    expiresDays: positiveInt("expires-days", values["expires-days"]),
    email: email || undefined,
    label: values.label,
  };
}

/** Runs the request in this process, or in the server that holds the embedded database. */
async function answerOf(request: InviteRequest): Promise<InviteAnswer> {
  const e = env();
  const dir = path.resolve(e.DATA_DIR);
  const pid = e.DATABASE_URL ? null : dataDirHolder(dir);
  if (!pid) return runInvite(await getDb(), request);
  try {
    return JSON.parse((await askRunningServer(dir, "invite", request)).toString("utf8")) as InviteAnswer;
  } catch (err) {
    if (!(err instanceof ControlChannelUnavailableError)) throw err;
    console.error(
      `The embedded database in ${dir} is in use by a running server (pid ${pid}) that does not answer on its control socket.\n` +
        `It can be open in only one process, so nothing was changed. Stop the server and run this again,\n` +
        `or use the admin console, or set DATABASE_URL to a PostgreSQL server that both can share.`,
    );
    process.exit(2);
  }
}

async function main(argv: string[]) {
  const request = requestOf(argv);
  if (!request) {
    console.log(USAGE);
    return;
  }
  const answer = await answerOf(request);
  for (const line of answer.out) console.log(line);
  for (const line of answer.err) console.error(line);
  if (answer.exitCode === 64) console.error(`\n${USAGE}`);
  process.exitCode = answer.exitCode;
}

main(process.argv.slice(2))
  .catch((err) => {
    if (err instanceof UsageError || (err as { code?: string })?.code?.startsWith?.("ERR_PARSE_ARGS")) {
      console.error(`${(err as Error).message}\n\n${USAGE}`);
      process.exitCode = 64;
    } else {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    }
  })
  .finally(() => closeDb().catch(() => {}));
