// Where a visit came from, kept in this browser between pages for the lead it may end in
// (decision 0070). The cookie banner's script calls these: touches are kept only while the visitor
// allows analytics and Global Privacy Control is off, and forgotten as soon as that changes.
import { ATTRIBUTION_FIELD, ATTRIBUTION_STORAGE_KEY, nextTouches, parseTouches, touchOf } from "@/lib/attribution";
import { FORM_META } from "@/lib/schemas/form-constants";

/** Records this page view's touch, if it starts one (an entry from outside or a tagged address). */
export function keepTouches(): void {
  try {
    const stored = parseTouches(localStorage.getItem(ATTRIBUTION_STORAGE_KEY));
    const next = nextTouches(stored, touchOf(new URL(location.href), document.referrer));
    if (next && next !== stored) localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage refused (private mode, full): the lead records its own request only
  }
}

export function forgetTouches(): void {
  try {
    localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // nothing could have been kept either
  }
}

/**
 * Every lead form (the ones with the honeypot field) carries the kept touches in a hidden field
 * when it is sent, while `allowed()` holds; otherwise the field is removed. The listener runs in
 * the capture phase, before an island's own submit handler reads the form.
 */
export function sendTouchesWithLeads(allowed: () => boolean): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.querySelector(`[name="${FORM_META.honeypot}"]`)) return;
      let field = form.querySelector<HTMLInputElement>(`input[name="${ATTRIBUTION_FIELD}"]`);
      const touches = allowed() ? safeRead() : null;
      if (!touches) {
        field?.remove();
        return;
      }
      if (!field) {
        field = document.createElement("input");
        field.type = "hidden";
        field.name = ATTRIBUTION_FIELD;
        form.append(field);
      }
      field.value = touches;
    },
    true,
  );
}

function safeRead(): string | null {
  try {
    const text = localStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    return parseTouches(text) ? text : null;
  } catch {
    return null;
  }
}
