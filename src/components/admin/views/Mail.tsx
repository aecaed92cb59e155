import { RotateCcw } from "lucide-react";
import { adminPages } from "@/content/admin";
import type { ParkedMail } from "@/server/admin/outbox";
import { formatDateTime } from "../format";
import { Cell, Empty, Notice, PageHeader, PostForm, Row, TableWrap, adminButton, RowAction } from "../ui";

const copy = adminPages.mail;

/** E-mail the delivery worker gave up on, with Retry (one, or all when there are several). */
export function Mail({ parked, queued, notice, retryAction }: { parked: ParkedMail[]; queued: number; notice: string; retryAction: string }) {
  return (
    <>
      <PageHeader
        title={copy.heading}
        description={copy.description(queued)}
        actions={
          parked.length > 1 ? (
            <PostForm action={retryAction}>
              <button type="submit" className={adminButton.secondary}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                Retry all {parked.length}
              </button>
            </PostForm>
          ) : null
        }
      />
      <Notice notice={notice} />
      {parked.length === 0 ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <TableWrap label="Undelivered e-mail" headings={["Recipient", "Subject", "Attempts", "Last error", "Gave up", "Action"]}>
          {parked.map((m) => (
            <Row key={m.id} testId="mail-row">
              <Cell label="Recipient" className="break-all">
                {m.toAddress}
              </Cell>
              <Cell label="Subject">{m.subject}</Cell>
              <Cell label="Attempts">{m.attempts}</Cell>
              <Cell label="Last error" className="max-w-xs font-mono text-xs break-words">
                {m.lastError ?? "—"}
              </Cell>
              <Cell label="Gave up" className="whitespace-nowrap">
                {formatDateTime(m.failedAt)}
              </Cell>
              <Cell label="Action">
                <RowAction action={retryAction} id={m.id} label="Retry" about={`e-mail to ${m.toAddress}`} />
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
    </>
  );
}
