// `npm run invite -- <command>`: invitation codes from the command line.
//   create --role client|admin [--uses N] [--expires-days D] [--email E] [--label L]
//       prints the new code alone on the last line (it is shown only this once); without
//       --expires-days an admin code expires after 90 days and a client code never
//   list                 every code with its status (codes themselves are never stored)
//   revoke <id>          revokes a code and ends the sessions it created
//   --recovery <admin e-mail or admin code bound to one>
//       prints a one-time recovery code (one hour): it lets that administrator skip the passkey
//       once and register a new one (decision 0024); only its keyed hash is stored
// With the embedded database (no DATABASE_URL) the data directory may be open in only one
// process: while the server runs, this tool stops with a clear message instead of touching it.
import "./load-env";
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/server/db/client";
import { dataDirHolder } from "@/server/db/lock";
import { env } from "@/server/env";
import { eq } from "drizzle-orm";
import { invitationCodes } from "@/server/db/schema";
import { createInvitationCode, hashCode, listInvitationCodes, normalizeEmail, revokeInvitationCode } from "@/server/gate/codes";
import { createRecoveryCode } from "@/server/gate/passkey/recovery";

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

function refuseIfServerHoldsDatabase() {
  const e = env();
  if (e.DATABASE_URL) return;
  const dir = path.resolve(e.DATA_DIR);
  const pid = dataDirHolder(dir);
  if (pid) {
    console.error(
      `The embedded database in ${dir} is in use by a running server (pid ${pid}).\n` +
        `It can be open in only one process, so nothing was changed. Stop the server and run this again,\n` +
        `or use the admin console, or set DATABASE_URL to a PostgreSQL server that both can share.`,
    );
    process.exit(2);
  }
}

function fmt(d: Date | null) {
  return d ? d.toISOString().replace("T", " ").slice(0, 16) : "-";
}

/** The administrator a recovery code is for: an e-mail address, or the address an admin code is bound to. */
async function recovery(args: string[]) {
  if (args.length !== 1) throw new UsageError("--recovery needs one administrator's e-mail address (or an admin code bound to one).");
  const given = args[0]!.trim();
  refuseIfServerHoldsDatabase();
  const db = await getDb();
  let email = given.includes("@") ? normalizeEmail(given) : null;
  if (!email) {
    const [code] = await db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.codeHash, hashCode(given)))
      .limit(1);
    if (!code || code.role !== "admin" || !code.email)
      throw new UsageError("That is not an admin code bound to an e-mail address; give the administrator's e-mail address instead.");
    email = code.email;
  }
  const { code, expiresAt } = await createRecoveryCode(db, email);
  console.log(`Recovery code for ${email}, valid once until ${fmt(expiresAt)} UTC.`);
  console.log('After the admin code, enter it under "Lost your passkey?" and register a new passkey. Code:');
  console.log(code);
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return;
  }
  if (command === "--recovery") return recovery(rest);
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

  if (command === "create") {
    const role = values.role;
    if (role !== "client" && role !== "admin") throw new UsageError("create needs --role client or --role admin.");
    const maxUses = positiveInt("uses", values.uses, 1)!;
    const days = positiveInt("expires-days", values["expires-days"]);
    const email = values.email?.trim();
    if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`--email "${email}" is not an e-mail address.`);
    refuseIfServerHoldsDatabase();
    const db = await getDb();
    const { code, row } = await createInvitationCode(db, {
      role,
      maxUses,
      // No --expires-days: the code's role decides (admin codes expire, src/server/gate/codes.ts).
      expiresAt: days ? new Date(Date.now() + days * 86_400_000) : undefined,
      email: email || null,
      label: values.label ?? null,
      createdBy: "cli",
    });
    console.log(
      `Created ${row.role} code #${row.id}: ${row.maxUses} use${row.maxUses === 1 ? "" : "s"}, ` +
        `${row.expiresAt ? `expires ${fmt(row.expiresAt)} UTC` : "no expiry"}${row.email ? `, only for ${row.email}` : ""}.`,
    );
    console.log("The code is shown only now; it is stored as a hash. Code:");
    console.log(code);
    return;
  }

  if (command === "list") {
    refuseIfServerHoldsDatabase();
    const rows = await listInvitationCodes(await getDb());
    if (rows.length === 0) {
      console.log("No invitation codes yet. Create one with: npm run invite -- create --role client");
      return;
    }
    console.log(["id", "role", "status", "uses", "last used (UTC)", "expires (UTC)", "e-mail", "label"].join("\t"));
    for (const r of rows) {
      console.log([r.id, r.role, r.status, `${r.useCount}/${r.maxUses}`, fmt(r.lastUsedAt), fmt(r.expiresAt), r.email ?? "-", r.label ?? "-"].join("\t"));
    }
    return;
  }

  // revoke
  if (positionals.length !== 1) throw new UsageError("revoke needs the id of one code (see: npm run invite -- list).");
  const id = positiveInt("id", positionals[0])!;
  refuseIfServerHoldsDatabase();
  const ok = await revokeInvitationCode(await getDb(), id, "cli");
  if (!ok) {
    console.error(`No active code with id ${id} (it does not exist or is already revoked).`);
    process.exitCode = 1;
    return;
  }
  console.log(`Revoked code #${id}; the sessions it created have ended.`);
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
