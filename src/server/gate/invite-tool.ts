import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { invitationCodes } from "@/server/db/schema";
import { normalizeEmail } from "@/lib/email-address";
import { createInvitationCode, hashCode, listInvitationCodes, revokeCodeSafely } from "./codes";
import { createRecoveryCode } from "./passkey/recovery";

/**
 * What `npm run invite` does, whichever process runs it: the tool itself on PostgreSQL or an
 * embedded database no server holds, or the running server, asked through its control channel
 * (decision 0064), since the embedded database is open in one process. The tool reads the
 * command line into a request; the answer is the lines it prints and its exit code, so both ways
 * print the same.
 */
export const inviteRequestSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("create"),
    role: z.enum(["client", "admin"]),
    maxUses: z.number().int().min(1),
    expiresDays: z.number().int().min(1).optional(),
    email: z.email().optional(),
    label: z.string().optional(),
  }),
  z.object({ command: z.literal("list") }),
  z.object({ command: z.literal("revoke"), id: z.number().int().min(1) }),
  z.object({ command: z.literal("recovery"), who: z.string().trim().min(1).max(320) }),
]);
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** Lines for standard output and standard error, and the exit code (64: a wrong request, as for a usage error). */
export type InviteAnswer = { out: string[]; err: string[]; exitCode: number };

const done = (out: string[], err: string[] = []): InviteAnswer => ({ out, err, exitCode: 0 });

function fmt(d: Date | null) {
  return d ? d.toISOString().replace("T", " ").slice(0, 16) : "-";
}

async function create(db: Db, r: Extract<InviteRequest, { command: "create" }>): Promise<InviteAnswer> {
  const { code, row } = await createInvitationCode(db, {
    role: r.role,
    maxUses: r.maxUses,
    // No --expires-days: the code's role decides (admin codes expire, codes.ts).
    expiresAt: r.expiresDays ? new Date(Date.now() + r.expiresDays * 86_400_000) : undefined,
    email: r.email ?? null,
    label: r.label ?? null,
    createdBy: "cli",
  });
  return done([
    `Created ${row.role} code #${row.id}: ${row.maxUses} use${row.maxUses === 1 ? "" : "s"}, ` +
      `${row.expiresAt ? `expires ${fmt(row.expiresAt)} UTC` : "no expiry"}${row.email ? `, only for ${row.email}` : ""}.`,
    "The code is shown only now; it is stored as a hash. Code:",
    code,
  ]);
}

async function list(db: Db): Promise<InviteAnswer> {
  const rows = await listInvitationCodes(db);
  if (rows.length === 0) return done(["No invitation codes yet. Create one with: npm run invite -- create --role client"]);
  return done([
    ["id", "role", "status", "uses", "last used (UTC)", "expires (UTC)", "e-mail", "label"].join("\t"),
    ...rows.map((r) => [r.id, r.role, r.status, `${r.useCount}/${r.maxUses}`, fmt(r.lastUsedAt), fmt(r.expiresAt), r.email ?? "-", r.label ?? "-"].join("\t")),
  ]);
}

/** The owner at the machine may revoke the last administrator code (they can make another at once), and is told so. */
async function revoke(db: Db, id: number): Promise<InviteAnswer> {
  const outcome = await revokeCodeSafely(db, id, "cli", { allowLast: true });
  if (!outcome.ok) return { out: [], err: [`No active code with id ${id} (it does not exist or is already revoked).`], exitCode: 1 };
  const warning = outcome.lastAdminCode
    ? ["That was the last active administrator code: nobody can sign in to the console until you make another (npm run invite -- create --role admin)."]
    : [];
  return done([`Revoked code #${id}; the sessions it created have ended.`], warning);
}

/** A one-time recovery code for an administrator: an e-mail address, or the address an admin code is bound to. */
async function recovery(db: Db, who: string): Promise<InviteAnswer> {
  let email = who.includes("@") ? normalizeEmail(who) : null;
  if (!email) {
    const [code] = await db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.codeHash, hashCode(who)))
      .limit(1);
    if (!code || code.role !== "admin" || !code.email)
      return { out: [], err: ["That is not an admin code bound to an e-mail address; give the administrator's e-mail address instead."], exitCode: 64 };
    email = code.email;
  }
  const { code, expiresAt } = await createRecoveryCode(db, email);
  return done([
    `Recovery code for ${email}, valid once until ${fmt(expiresAt)} UTC.`,
    'After the admin code, enter it under "Lost your passkey?" and register a new passkey. Code:',
    code,
  ]);
}

export function runInvite(db: Db, request: InviteRequest): Promise<InviteAnswer> {
  switch (request.command) {
    case "create":
      return create(db, request);
    case "list":
      return list(db);
    case "revoke":
      return revoke(db, request.id);
    case "recovery":
      return recovery(db, request.who);
  }
}
