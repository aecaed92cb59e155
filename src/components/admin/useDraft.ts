import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { clearDraft, readDraft, writeDraft, type ConsoleDraft } from "@/lib/console-drafts";

/** Typing is written to the draft this long after the last key, not on every key. */
const WRITE_AFTER_MS = 400;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's typed and chosen text, by field name: what a draft keeps (no files, buttons or hidden fields). */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const el of Array.from(form.elements) as Control[]) {
    if (!el.name || el.type === "file" || el.type === "hidden" || el.type === "submit" || ("readOnly" in el && el.readOnly)) continue;
    values[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? (el.checked ? "on" : "") : el.value;
  }
  return values;
}

const sameValues = (a: Record<string, string>, b: Record<string, string>) => Object.keys({ ...a, ...b }).every((k) => (a[k] ?? "") === (b[k] ?? ""));

export type DraftOffer = { savedAt: string; restore(): void; discard(): void } | null;

/**
 * Keeps what is typed in `form` as a draft in the browser (src/lib/console-drafts.ts) and, when
 * the form opens with a draft that differs from what it shows (the saved post), offers it back.
 * While the offer is open nothing is written, so the draft waits for the owner's choice.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>, key: string): DraftOffer {
  const [offer, setOffer] = useState<ConsoleDraft | null>(null);
  const waiting = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft(key);
    if (draft && !sameValues(draft.values, valuesOf(form))) {
      waiting.current = true;
      setOffer(draft);
    } else if (draft) clearDraft(key);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = (submitted = false) => {
      clearTimeout(timer);
      if (!waiting.current) writeDraft(key, valuesOf(form), submitted);
    };
    const typed = () => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_AFTER_MS);
    };
    // A save on its way is marked, so the list it lands on knows which new-post draft it was.
    const sent = (event: SubmitEvent) => write(event.submitter instanceof HTMLButtonElement && event.submitter.value === "save");
    form.addEventListener("input", typed);
    form.addEventListener("change", typed);
    form.addEventListener("submit", sent);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", typed);
      form.removeEventListener("change", typed);
      form.removeEventListener("submit", sent);
    };
  }, [formRef, key]);
  const restore = useCallback(() => {
    const form = formRef.current;
    if (!form || !offer) return;
    for (const [name, value] of Object.entries(offer.values)) {
      const el = form.elements.namedItem(name);
      if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === "on";
      else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) el.value = value;
    }
    waiting.current = false;
    setOffer(null);
    form.querySelector<HTMLElement>("[name=title]")?.focus();
  }, [formRef, offer]);
  const discard = useCallback(() => {
    clearDraft(key);
    waiting.current = false;
    setOffer(null);
  }, [key]);
  return offer ? { savedAt: offer.savedAt, restore, discard } : null;
}
