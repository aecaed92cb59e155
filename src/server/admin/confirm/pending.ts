import { and, count, eq } from "drizzle-orm";
import { confirmPage } from "@/content/admin";
import { sameSitePath } from "@/lib/return-path";
import { getDb, type Db } from "@/server/db/client";
import { adminPasskeys, invitationCodes, verifiedSessions } from "@/server/db/schema";
import { liveSessionCondition } from "@/server/gate/session";
import type { AdminContext } from "../access";
import { recentlyConfirmed } from "./window";

/** The console actions that end sessions or remove a passkey, each with the page it is on. */
export const guardedActions = {
  revokeSession: "/admin/sessions",
  endOtherSessions: "/admin/sessions",
  revokeCode: "/admin/codes",
  removePasskey: "/admin/security",
} as const;
export type GuardedAction = keyof typeof guardedActions;

/** An action the administrator asked for, waiting for the confirmation: its name and the row it acts on. */
export type Pending = { action: GuardedAction; id: number | null };

export const CONFIRM_PATH = "/admin/confirm";

/** The confirm step's address for a pending action: it carries the action there and back. */
export function confirmAddress(pending: Pending): string {
  const query = new URLSearchParams({ do: pending.action, ...(pending.id !== null ? { id: String(pending.id) } : {}), next: guardedActions[pending.action] });
  return `${CONFIRM_PATH}?${query}`;
}

/** The pending action a confirm page or form names (`do`, `id`), or null when it names none or an unknown one. */
export function pendingOf(values: { do?: string | null; id?: string | null }): Pending | null {
  const action = values.do;
  if (!action || !Object.hasOwn(guardedActions, action)) return null;
  const id = values.id && /^\d{1,9}$/.test(values.id) ? Number(values.id) : null;
  if (id === null && action !== "endOtherSessions") return null;
  return { action: action as GuardedAction, id: action === "endOtherSessions" ? null : id };
}

/** Where the confirm step goes back to: a console page named by `next`, else the pending action's page, else the overview. */
export function returnOf(next: string | null | undefined, pending: Pending | null): string {
  const path = sameSitePath(next);
  if (path && /^\/admin(?:[/?#]|$)/.test(path) && !path.startsWith(CONFIRM_PATH)) return path;
  return pending ? guardedActions[pending.action] : "/admin";
}

/**
 * The field the confirm step's own button posts with the action: the administrator saw what it
 * will do and said yes. A post without it (the list's button) is only the question.
 */
export const ANSWERED_FIELD = { name: "confirmed", value: "yes" } as const;

/** The hidden fields of the confirm step's button: the action's row, and the yes. */
export function answeredFields(pending: Pending): Record<string, string> {
  return { ...(pending.id !== null ? { id: String(pending.id) } : {}), [ANSWERED_FIELD.name]: ANSWERED_FIELD.value };
}

/**
 * Null when the administrator said yes on the confirm step and this session confirmed it is the
 * administrator within the window; otherwise the confirm step's address, where the action waits,
 * named, for the yes (and the factor, when the window has passed). Every guarded action asks this
 * first, on the server, whatever the page showed.
 */
export async function unconfirmed(admin: AdminContext, pending: Pending, values: Record<string, string>): Promise<string | null> {
  const answered = values[ANSWERED_FIELD.name] === ANSWERED_FIELD.value;
  return answered && (await recentlyConfirmed(await getDb(), admin.sessionId)) ? null : confirmAddress(pending);
}

/** What the pending action will do, in the words the confirm page shows: the row named as the console lists it. */
export async function describePending(db: Db, pending: Pending): Promise<string> {
  const copy = confirmPage.pending;
  const id = pending.id ?? 0;
  switch (pending.action) {
    case "endOtherSessions":
      return copy.endOtherSessions;
    case "revokeSession": {
      const [row] = await db
        .select({ email: verifiedSessions.email, role: verifiedSessions.role, codeId: verifiedSessions.invitationCodeId })
        .from(verifiedSessions)
        .where(eq(verifiedSessions.id, id));
      return copy.revokeSession(row ?? null);
    }
    case "revokeCode": {
      const [row] = await db
        .select({ id: invitationCodes.id, label: invitationCodes.label, role: invitationCodes.role, email: invitationCodes.email })
        .from(invitationCodes)
        .where(eq(invitationCodes.id, id));
      const [sessions] = row
        ? await db
            .select({ n: count() })
            .from(verifiedSessions)
            .where(and(eq(verifiedSessions.invitationCodeId, id), liveSessionCondition()))
        : [];
      return copy.revokeCode(row ? { ...row, sessions: sessions?.n ?? 0 } : null);
    }
    case "removePasskey": {
      const [row] = await db.select({ name: adminPasskeys.name, email: adminPasskeys.email }).from(adminPasskeys).where(eq(adminPasskeys.id, id));
      return copy.removePasskey(row ?? null);
    }
  }
}
