import type { Metadata } from "next";
import { RotateCcw } from "lucide-react";
import { Empty, Notice, PageHeader, TableWrap, adminButton, td } from "@legacy/components/admin/ui";
import { formatDateTime, param } from "@legacy/components/admin/format";
import { adminContext } from "@/server/admin/guard";
import { listParkedMail, queuedMailTotal } from "@/server/admin/outbox";
import { retryMailAction } from "@/server/admin/actions/mail";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Mail" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Mail({ searchParams }: Props) {
  await adminContext();
  const db = await getDb();
  const [parked, queued] = await Promise.all([listParkedMail(db), queuedMailTotal(db)]);
  const sp = await searchParams;
  return (
    <>
      <PageHeader
        title="Mail"
        description={`E-mails the site could not deliver after its last attempt. Retry puts one back in the queue; it goes out within a minute when the mail server answers. ${queued === 1 ? "1 e-mail is" : `${queued} e-mails are`} waiting in the queue now.`}
        actions={
          parked.length > 1 ? (
            <form action={retryMailAction}>
              <button type="submit" className={adminButton.secondary}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                Retry all {parked.length}
              </button>
            </form>
          ) : null
        }
      />
      <Notice notice={param(sp.notice)} />
      {parked.length === 0 ? (
        <Empty>No undelivered e-mail. Everything the site sent has gone out or is still in the queue.</Empty>
      ) : (
        <TableWrap label="Undelivered e-mail" headings={["Recipient", "Subject", "Attempts", "Last error", "Gave up", "Action"]}>
          {parked.map((m) => (
            <tr key={m.id} data-testid="mail-row">
              <td className={`${td} break-all`}>{m.toAddress}</td>
              <td className={td}>{m.subject}</td>
              <td className={td}>{m.attempts}</td>
              <td className={`${td} max-w-xs font-mono text-xs break-words`}>{m.lastError ?? "—"}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(m.failedAt)}</td>
              <td className={td}>
                <form action={retryMailAction}>
                  <input type="hidden" name="id" value={m.id} />
                  <button type="submit" className={`${adminButton.secondary} !min-h-9 !px-3`}>
                    Retry<span className="sr-only"> e-mail to {m.toAddress}</span>
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </TableWrap>
      )}
    </>
  );
}
