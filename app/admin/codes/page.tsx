import type { Metadata } from "next";
import { CodeCreateForm } from "@legacy/components/admin/CodeCreateForm";
import { Empty, Notice, PageHeader, StatusBadge, TableWrap, adminButton, td } from "@legacy/components/admin/ui";
import { displayValue, formatDate, formatDateTime, param } from "@legacy/components/admin/format";
import { adminContext } from "@/server/admin/guard";
import { listInvitationCodes } from "@/server/gate/codes";
import { revokeCodeAction } from "@/server/admin/actions/codes";
import { getDb } from "@/server/db/client";
import { postbackFor } from "@/server/forms/postback";

export const metadata: Metadata = { title: "Invitation codes" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Codes({ searchParams }: Props) {
  await adminContext();
  const codes = await listInvitationCodes(await getDb());
  const sp = await searchParams;
  return (
    <>
      <PageHeader title="Invitation codes" description="Codes are stored only as hashes: a new code is shown once, when you create it." />
      <Notice notice={param(sp.notice)} />
      <section aria-labelledby="new-code-heading" className="mb-8">
        <h2 id="new-code-heading" className="mb-3 text-lg font-bold text-slate-900">
          New code
        </h2>
        <CodeCreateForm result={await postbackFor("admin-create-code")} />
      </section>
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading" className="mb-3 text-lg font-bold text-slate-900">
          All codes
        </h2>
        {codes.length === 0 ? (
          <Empty>No codes yet.</Empty>
        ) : (
          <TableWrap label="Invitation codes" headings={["Code", "Label", "Role", "Bound to", "Uses", "Expires", "Created", "Status", "Action"]}>
            {codes.map((c) => (
              <tr key={c.id} data-testid="code-row">
                <td className={`${td} font-mono whitespace-nowrap`}>#{c.id}</td>
                <td className={td}>{displayValue(c.label)}</td>
                <td className={td}>{c.role}</td>
                <td className={`${td} break-all`}>{displayValue(c.email)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {c.useCount} of {c.maxUses}
                </td>
                <td className={`${td} whitespace-nowrap`}>{c.expiresAt ? formatDate(c.expiresAt) : "Never"}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {formatDateTime(c.createdAt)}
                  {c.createdBy ? <span className="block text-xs text-slate-600">by {c.createdBy}</span> : null}
                </td>
                <td className={td}>
                  <StatusBadge status={c.status} />
                </td>
                <td className={td}>
                  {c.status === "revoked" ? null : (
                    <form action={revokeCodeAction}>
                      <input type="hidden" name="id" value={c.id} />
                      <button type="submit" className={`${adminButton.secondary} !min-h-9 !px-3`}>
                        Revoke<span className="sr-only"> code #{c.id}</span>
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </TableWrap>
        )}
      </section>
    </>
  );
}
