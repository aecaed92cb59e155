/**
 * An e-mail address as every table stores and compares it: trimmed and in lower case. The gate,
 * the audit log's reference to a person and erasure all read addresses this one way, so a person
 * typed once in capitals is still one person.
 */
export const normalizeEmail = (address: string): string => address.trim().toLowerCase();
