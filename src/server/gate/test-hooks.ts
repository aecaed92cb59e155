import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { isHttpsSite } from "@/lib/site-url";
import type { Db } from "@/server/db/client";
import { verifiedSessions } from "@/server/db/schema";
import { createInvitationCode, revokeInvitationCode } from "./codes";

/**
 * Test-only hooks for the browser tests, which cannot open the embedded database while the
 * server holds it. Enabled only with E2E_TEST_HOOKS=1 on a plain-http SITE_URL (the Playwright
 * server); everywhere else the route answers 404 as if it did not exist.
 */
export function testHooksEnabled(): boolean {
  return process.env.E2E_TEST_HOOKS === "1" && !isHttpsSite();
}

export const testHookSchema = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("create-code"),
    role: z.enum(["client", "admin"]).default("client"),
    maxUses: z.number().int().min(1).max(1000).optional(),
    email: z.string().max(254).optional(),
    label: z.string().max(200).optional(),
    /** Seconds from now; negative makes an already expired code. */
    expiresInSeconds: z.number().int().optional(),
  }),
  z.object({ op: z.literal("revoke-code"), id: z.number().int() }),
  /** Moves the expiry of every live session of this e-mail into the past. */
  z.object({ op: z.literal("expire-sessions"), email: z.string().max(254) }),
]);
export type TestHook = z.infer<typeof testHookSchema>;

export async function runTestHook(db: Db, hook: TestHook): Promise<Record<string, unknown>> {
  switch (hook.op) {
    case "create-code": {
      const expiresAt = hook.expiresInSeconds === undefined ? null : new Date(Date.now() + hook.expiresInSeconds * 1000);
      const { code, row } = await createInvitationCode(db, { role: hook.role, maxUses: hook.maxUses, email: hook.email, label: hook.label ?? "e2e", expiresAt, createdBy: "e2e" });
      return { id: row.id, code };
    }
    case "revoke-code":
      return { revoked: await revokeInvitationCode(db, hook.id, "e2e") };
    case "expire-sessions": {
      const rows = await db
        .update(verifiedSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(verifiedSessions.email, hook.email.trim().toLowerCase()), isNull(verifiedSessions.revokedAt)))
        .returning({ id: verifiedSessions.id });
      return { expired: rows.length };
    }
  }
}
