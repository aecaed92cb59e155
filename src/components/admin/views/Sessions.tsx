import { adminPages } from "@/content/admin";
import type { ActiveSession } from "@/server/admin/sessions";
import { displayValue, formatDateTime } from "../format";
import { Cell, Empty, Notice, PageHeader, Row, TableWrap, RowAction } from "../ui";

const copy = adminPages.sessions;
type SessionRow = ActiveSession;

/** Everyone verified right now, with Revoke (except the admin's own session). */
export function Sessions({
  sessions,
  currentSessionId,
  notice,
  revokeAction,
}: {
  sessions: SessionRow[];
  currentSessionId: number;
  notice: string;
  revokeAction: string;
}) {
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} />
      <Notice notice={notice} />
      {sessions.length === 0 ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <TableWrap label="Active sessions" headings={["E-mail", "Role", "Code", "Since", "Last activity", "Action"]}>
          {sessions.map((s) => (
            <Row key={s.id} testId="session-row">
              <Cell label="E-mail" className="break-all">
                {s.email}
              </Cell>
              <Cell label="Role">{s.role}</Cell>
              <Cell label="Code">
                {displayValue(s.codeLabel)}
                {s.codeId ? <span className="block font-mono text-xs text-slate-600">#{s.codeId}</span> : null}
              </Cell>
              <Cell label="Since" className="whitespace-nowrap">
                {formatDateTime(s.verifiedAt)}
              </Cell>
              <Cell label="Last activity" className="whitespace-nowrap">
                {formatDateTime(s.lastActivity)}
              </Cell>
              <Cell label="Action">
                {s.id === currentSessionId ? (
                  <span className="text-slate-700">This session</span>
                ) : (
                  <RowAction action={revokeAction} id={s.id} label="Revoke" about={`session of ${s.email}`} />
                )}
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
    </>
  );
}
