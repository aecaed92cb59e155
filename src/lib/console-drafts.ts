/**
 * Drafts of the console's editor, kept in the owner's own browser (decision 0067): what was typed
 * in a post, saved as it is typed, so a closed tab, a crash or an ended session loses nothing. It
 * is the owner's own work on their own machine, under one key per form and record; no code, token
 * or visitor's data is ever in it. It goes when the save succeeds (the list the save lands on
 * clears it) and when the owner signs out (the logout's Clear-Site-Data empties the site's storage).
 */

/** A draft's fields by name (text only: a chosen file cannot be kept), and when it was written. */
export type ConsoleDraft = { savedAt: string; values: Record<string, string>; submitted?: boolean };

const PREFIX = "gte-draft:";

/** The draft's key: the form and its record, or "new" for a record not saved yet. */
export function draftKey(form: "blog-post", id: string | undefined): string {
  return `${PREFIX}${form}:${id || "new"}`;
}

/** Storage can be off, full or refused (private windows, quotas): a draft is then simply not kept. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): ConsoleDraft | null {
  try {
    const raw = storage()?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as ConsoleDraft) : null;
    return draft && typeof draft.values === "object" && draft.values !== null ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, string>, submitted = false): void {
  const draft: ConsoleDraft = { savedAt: new Date().toISOString(), values, ...(submitted ? { submitted } : {}) };
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Over the quota: the post itself is still in the form.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * After a save landed on its list: the saved record's draft goes, and the new-record draft too
 * when it was the one sent (a new post has its id only once saved).
 */
export function clearSavedDraft(form: "blog-post", id: string): void {
  clearDraft(draftKey(form, id));
  const fresh = draftKey(form, undefined);
  if (readDraft(fresh)?.submitted) clearDraft(fresh);
}
