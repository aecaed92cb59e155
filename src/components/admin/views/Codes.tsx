import { adminPages } from "@/content/admin";
import type { FormState } from "@/lib/forms";
import type { InvitationCodeListItem } from "@/server/gate/codes";
import { CodeCreateForm } from "../CodeCreateForm";
import { displayValue, formatDate, formatDateTime } from "../format";
import { Empty, Notice, PageHeader, PostForm, StatusBadge, TableWrap, adminButton, td } from "../ui";

const copy = adminPages.codes;
type CodeRow = InvitationCodeListItem;

/** Invitation codes: a new one (shown once, in the answer to its post) and every code, with Revoke. */
export function Codes({ codes, notice, created, forms }: { codes: CodeRow[]; notice: string; created?: FormState; forms: { create: string; revoke: string } }) {
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
                    <PostForm action={forms.revoke}>
                      <input type="hidden" name="id" value={c.id} />
                      <button type="submit" className={`${adminButton.secondary} !min-h-9 !px-3`}>
                        Revoke<span className="sr-only"> code #{c.id}</span>
                      </button>
                    </PostForm>
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
