import type { OutboxMessage } from "@/server/db/schema";
import { unseal } from "@/server/crypto";
import { fillHeaderSecrets, fillSecrets } from "@/server/mail/outbox";

/** An outbox row as the delivery worker sends it: its sealed secrets (links, codes) filled in. */
export function asSent(row: OutboxMessage): OutboxMessage {
  const opened = row.sealed ? unseal(row.sealed) : null;
  if (!opened) return row;
  const secrets = JSON.parse(opened) as Record<string, string>;
  return { ...row, textBody: fillSecrets(row.textBody, secrets), headers: row.headers && fillHeaderSecrets(row.headers, secrets) };
}
