import { codeLabel } from "@/content/lead-labels";
import { openingWords } from "@/lib/text";
import type { InboxField } from "@/server/admin/inboxes";
import { displayValue } from "./format";

/** A lead's field as the owner reads it: a code as its words, a message's start on one line, anything else as it is ("—" when empty). */
export function fieldText(field: InboxField, value: unknown): string {
  if (typeof value === "string" && field.codes) return codeLabel(field.codes, value) ?? "—";
  if (typeof value === "string" && field.kind === "excerpt") return openingWords(value) || "—";
  return displayValue(value);
}
