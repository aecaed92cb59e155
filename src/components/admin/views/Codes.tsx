import { adminPages } from "@/content/admin";
import type { FormState } from "@/lib/forms";
import type { InvitationCodeListItem } from "@/server/gate/codes";
import { CodeCreateForm } from "../CodeCreateForm";
import { codeLabel } from "@/content/lead-labels";
import { displayValue, formatDate, formatDateTime } from "../format";
import { Cell, Empty, Notice, PageHeader, Row, StatusBadge, TableWrap, RowAction } from "../ui";

const copy = adminPages.codes;
type CodeRow = InvitationCodeListItem;

/**
 * What a row offers: Revoke (which asks first), or why not: the code this session signed in with,
 * or the only active administrator code (the server refuses both too).
 */
function CodeAction({
  code,
  currentCodeId,
  lastAdminCodeId,
  action,
}: {
  code: CodeRow;
  currentCodeId: number | null;
  lastAdminCodeId: number | null;
  action: string;
}) {
  if (code.status === "revoked") return null;
  if (code.id === currentCodeId) return <span className="text-slate-700">{copy.ownCode}</span>;
  if (code.id === lastAdminCodeId) return <span className="text-slate-700">{copy.lastAdminCode}</span>;
  return <RowAction action={action} id={code.id} label="Revoke" about={`code #${code.id}`} />;
}

/** Invitation codes: a new one (shown once, in the answer to its post) and every code, with Revoke. */
export function Codes({
  codes,
  currentCodeId,
  notice,
  created,
  forms,
}: {
  codes: CodeRow[];
  currentCodeId: number | null;
  notice: string;
  created?: FormState;
  forms: { create: string; revoke: string };
}) {
  const activeAdmin = codes.filter((c) => c.role === "admin" && c.status === "active");
  const lastAdminCodeId = activeAdmin.length === 1 ? activeAdmin[0]!.id : null;
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} />
      <Notice notice={notice} />
      <section aria-labelledby="new-code-heading" className="mb-8">
        <h2 id="new-code-heading" className="mb-3 text-lg font-bold text-slate-900">
          {copy.newHeading}
        </h2>
        <CodeCreateForm action={forms.create} result={created} />
      </section>
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading" className="mb-3 text-lg font-bold text-slate-900">
          {copy.listHeading}
        </h2>
        {codes.length === 0 ? (
          <Empty>{copy.empty}</Empty>
        ) : (
          <TableWrap label="Invitation codes" headings={["Code", "Label", "Role", "Bound to", "Uses", "Last used", "Expires", "Created", "Status", "Action"]}>
            {codes.map((c) => (
              <Row key={c.id} testId="code-row">
                <Cell label="Code" className="font-mono whitespace-nowrap">
                  #{c.id}
                </Cell>
                <Cell label="Label">{displayValue(c.label)}</Cell>
                <Cell label="Role">{codeLabel("role", c.role)}</Cell>
                <Cell label="Bound to" className="break-all">
                  {displayValue(c.email)}
                </Cell>
                <Cell label="Uses" className="whitespace-nowrap">
                  {/* A bound client code is not used up by its own address (decision 0065). */}
                  {c.lasting ? `${c.useCount}, no limit for its address` : `${c.useCount} of ${c.maxUses}`}
                </Cell>
                <Cell label="Last used" className="whitespace-nowrap">
                  {c.lastUsedAt ? formatDateTime(c.lastUsedAt) : "Never"}
                </Cell>
                <Cell label="Expires" className="whitespace-nowrap">
                  {c.expiresAt ? formatDate(c.expiresAt) : "Never"}
                </Cell>
                <Cell label="Created" className="whitespace-nowrap">
                  {formatDateTime(c.createdAt)}
                  {c.createdBy ? <span className="block text-xs text-slate-600">by {c.createdBy}</span> : null}
                </Cell>
                <Cell label="Status">
                  <StatusBadge status={c.status} />
                </Cell>
                <Cell label="Action">
                  <CodeAction code={c} currentCodeId={currentCodeId} lastAdminCodeId={lastAdminCodeId} action={forms.revoke} />
                </Cell>
              </Row>
            ))}
          </TableWrap>
        )}
      </section>
    </>
  );
}
