import { adminPages } from "@/content/admin";
import type { ActiveSession } from "@/server/admin/sessions";
import { codeLabel } from "@/content/lead-labels";
import { displayValue, formatDateTime } from "../format";
import { Cell, Empty, Notice, PageHeader, PostForm, Row, TableWrap, RowAction, adminButton } from "../ui";

const copy = adminPages.sessions;
type SessionRow = ActiveSession;

/** The signed-in administrator's way to end every other session of their address at once, when there is one. */
function EndOthers({ action }: { action: string }) {
  return (
    <PostForm action={action}>
      <button type="submit" className={adminButton.secondary} aria-describedby="end-others-about">
        {copy.endOthers}
      </button>
      <span id="end-others-about" className="sr-only">
        {copy.endOthersAbout}
      </span>
    </PostForm>
  );
}

/** Everyone verified right now, with Revoke (except the admin's own session), and an end to the admin's other sessions. */
export function Sessions({
  sessions,
  current,
  notice,
  actions,
}: {
  sessions: SessionRow[];
  current: { sessionId: number; email: string };
  notice: string;
  actions: { revoke: string; endOthers: string };
}) {
  const currentSessionId = current.sessionId;
  const othersOfMine = sessions.some((s) => s.email === current.email && s.id !== currentSessionId);
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} actions={othersOfMine ? <EndOthers action={actions.endOthers} /> : undefined} />
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
              <Cell label="Role">{codeLabel("role", s.role)}</Cell>
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
                  <RowAction action={actions.revoke} id={s.id} label="Revoke" about={`session of ${s.email}`} />
                )}
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
    </>
  );
}
