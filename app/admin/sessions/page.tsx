import type { Metadata } from "next";
import { Empty, Notice, PageHeader, TableWrap, adminButton, td } from "@legacy/components/admin/ui";
import { displayValue, formatDateTime, param } from "@legacy/components/admin/format";
import { adminContext } from "@/server/admin/guard";
import { listActiveSessions } from "@/server/admin/sessions";
import { revokeSessionAction } from "@/server/admin/actions/sessions";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Sessions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Sessions({ searchParams }: Props) {
  const { sessionId } = await adminContext();
  const sessions = await listActiveSessions(await getDb());
  const sp = await searchParams;
  return (
    <>
      <PageHeader title="Active sessions" description="Everyone verified right now. Revoking a session signs that browser out on its next request." />
      <Notice notice={param(sp.notice)} />
      {sessions.length === 0 ? (
        <Empty>No active sessions.</Empty>
      ) : (
        <TableWrap label="Active sessions" headings={["E-mail", "Role", "Code", "Since", "Last activity", "Action"]}>
          {sessions.map((s) => (
            <tr key={s.id} data-testid="session-row">
              <td className={`${td} break-all`}>{s.email}</td>
              <td className={td}>{s.role}</td>
              <td className={td}>
                {displayValue(s.codeLabel)}
                {s.codeId ? <span className="block font-mono text-xs text-slate-600">#{s.codeId}</span> : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(s.verifiedAt)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(s.lastActivity)}</td>
              <td className={td}>
                {s.id === sessionId ? (
                  <span className="text-slate-700">This session</span>
                ) : (
                  <form action={revokeSessionAction}>
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" className={`${adminButton.secondary} !min-h-9 !px-3`}>
                      Revoke<span className="sr-only"> session of {s.email}</span>
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </TableWrap>
      )}
    </>
  );
}
