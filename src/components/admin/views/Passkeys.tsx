import { securityPage as copy } from "@/content/passkeys";
import type { PasskeyListItem } from "@/server/admin/passkeys";
import { displayValue, formatDateTime } from "../format";
import { Cell, Empty, Notice, PageHeader, Row, TableWrap, RowAction } from "../ui";

/** Every administrator's passkeys: name, owner, created, last used, and Remove. */
export function Passkeys({ passkeys, notice, removeAction }: { passkeys: PasskeyListItem[]; notice: string; removeAction: string }) {
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} />
      <Notice notice={notice} />
      <h2 className="mt-6 mb-3 text-lg font-semibold text-slate-900">{copy.listHeading}</h2>
      {passkeys.length === 0 ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <TableWrap label={copy.listHeading} headings={["Name", "Administrator", "Created", "Last used", "Action"]}>
          {passkeys.map((p) => (
            <Row key={p.id} testId="passkey-row">
              <Cell label="Name">{p.name}</Cell>
              <Cell label="Administrator" className="break-all">
                {p.email}
              </Cell>
              <Cell label="Created" className="whitespace-nowrap">
                {formatDateTime(p.createdAt)}
              </Cell>
              <Cell label="Last used" className="whitespace-nowrap">
                {displayValue(p.lastUsedAt ? formatDateTime(p.lastUsedAt) : null)}
              </Cell>
              <Cell label="Action">
                <RowAction action={removeAction} id={p.id} label="Remove" about={`passkey ${p.name}`} />
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
    </>
  );
}
