import { adminPages } from "@/content/admin";
import type { AuditPage } from "@/server/admin/audit-log";
import { displayValue, entries, formatCount, formatDateTime, matchSummary } from "../format";
import { Cell, Empty, ListPager, PageHeader, Row, TableWrap, adminButton, adminInput } from "../ui";

const copy = adminPages.audit;

/** Which session and which code an entry came from: the key that was used, not only the e-mail typed with it. */
function sessionAndCode(sessionId: number | null, codeId: number | null): string {
  return [sessionId === null ? null : `session #${sessionId}`, codeId === null ? null : `code #${codeId}`].filter(Boolean).join(", ");
}

/** The audit log, newest first, filtered by a GET form (action, actor) so a filter is a link. */
export function Audit({ data, actor }: { data: AuditPage; actor: string }) {
  const { action } = data;
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} />
      <form action="/admin/audit" method="get" className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Filter the audit log">
        <div>
          <label htmlFor="audit-action" className="block text-sm font-semibold text-slate-800">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={action} className={adminInput}>
            <option value="">All actions</option>
            {data.actions.map((a) => (
              <option key={a.key} value={a.key}>
                {`${a.key} (${formatCount(a.n)})`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className="block text-sm font-semibold text-slate-800">
            {copy.actorLabel}
          </label>
          <input id="audit-actor" name="actor" type="search" defaultValue={actor} maxLength={200} aria-describedby="audit-actor-hint" className={adminInput} />
        </div>
        <button type="submit" className={adminButton.secondary}>
          Filter
        </button>
        <p id="audit-actor-hint" className="text-xs text-slate-600 sm:col-span-3">
          {copy.actorHint}
        </p>
      </form>
      <p className="mb-3 text-sm text-slate-700">
        {data.person ? `${copy.personFound(actor.trim(), data.person)} ` : null}
        {data.matches ? `${matchSummary(data.matches, data.total)}.` : `${entries(data.total)}.`}
      </p>
      {data.rows.length === 0 ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <TableWrap label="Audit log" headings={["When", "Actor", "Session", "Action", "Outcome", "Target", "IP", "Detail"]}>
          {data.rows.map((r) => (
            <Row key={r.id} testId="audit-row">
              <Cell label="When" className="whitespace-nowrap">
                {formatDateTime(r.createdAt)}
              </Cell>
              <Cell label="Actor" className="break-all">
                {r.actor}
              </Cell>
              <Cell label="Session" className="whitespace-nowrap">
                {r.sessionId === null && r.codeId === null ? "—" : sessionAndCode(r.sessionId, r.codeId)}
              </Cell>
              <Cell label="Action" className="font-mono text-xs">
                {r.action}
              </Cell>
              <Cell label="Outcome">{r.outcome}</Cell>
              <Cell label="Target" className="break-all">
                {displayValue(r.target)}
              </Cell>
              <Cell label="IP">{displayValue(r.ip)}</Cell>
              <Cell label="Detail" className="max-w-sm font-mono text-xs break-all">
                {r.detail ? JSON.stringify(r.detail) : "—"}
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
      <ListPager path="/admin/audit" links={data.links} params={{ action, actor }} />
    </>
  );
}
