import { useEffect, useId, useRef } from "react";
import { FORM_META } from "@/lib/schemas/form-constants";

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The hidden fields every form carries: a honeypot people never see or reach with the keyboard,
 * the time the visitor started (for the minimum fill time) and an idempotency key for this
 * filled-in form, so a double click or a resent request stores one row. `resetKey` changes after
 * a success and starts a new key. With JavaScript off the last two stay empty and the server
 * derives a key from the content.
 */
export function FormGuard({ resetKey }: { resetKey?: number }) {
  const id = useId();
  const started = useRef<HTMLInputElement>(null);
  const key = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (started.current) started.current.value = String(Date.now());
    if (key.current) key.current.value = randomKey();
  }, [resetKey]);
  return (
    <>
      <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
        <label htmlFor={`${id}-hp`}>Leave this field empty</label>
        <input id={`${id}-hp`} type="text" name={FORM_META.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* No value props: React would write them back on every re-render and wipe what the effect set. */}
      <input ref={started} type="hidden" name={FORM_META.startedAt} />
      <input ref={key} type="hidden" name={FORM_META.idempotencyKey} />
    </>
  );
}
