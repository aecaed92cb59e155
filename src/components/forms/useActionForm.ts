import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { formCopy } from "@/content/forms";
import { failedState, fieldErrorsOf, formValues, type FormState } from "@/lib/forms";
import { FORM_META } from "@/lib/schemas/form-constants";

/** Loads a form's schema module on demand: `() => import("@/lib/schemas/x").then((m) => m.xSchema)`. */
export type SchemaLoader = () => Promise<z.ZodType>;

/** An Astro action as the browser calls it: the answer, or an error with the HTTP status behind it. */
export type FormAction = (form: FormData) => Promise<{ data?: FormState; error?: { status?: number } }>;

/**
 * The browser half of every form, once it has hydrated. On submit the values go through the
 * form's own zod schema (the module its action uses): a refusal shows the messages by the fields
 * with no round trip and focuses the first; otherwise the action is called, the button shows its
 * pending text, and the answer, or a plain message for a refused or failed post, appears in place.
 * What the visitor typed is never lost: the fields are only cleared after a success.
 *
 * Before hydration, and with JavaScript off, the form is a plain POST to its page, which renders
 * the same answer (docs/decisions/0005). The schema, and zod with it, loads when the visitor first
 * moves into the form; a submit that comes first waits for it a few seconds at most.
 */
export function useActionForm(action: FormAction, loadSchema: SchemaLoader, initial?: FormState) {
  const form = useRef<HTMLFormElement>(null);
  const schema = useRef<z.ZodType | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [state, setState] = useState<FormState>(initial ?? { status: "idle" });
  const [pending, setPending] = useState(false);

  function prepare() {
    loading.current ??= loadSchema()
      .then((s) => {
        schema.current = s;
      })
      .catch(() => {
        loading.current = null; // offline for a moment: the server checks anyway, try again later
      });
    return loading.current;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = formValues(data);
    // A filled honeypot goes to the server unchecked, which answers a bot with its silent success.
    if ((values[FORM_META.honeypot] ?? "").trim() === "") {
      if (!schema.current) await Promise.race([prepare(), new Promise((r) => setTimeout(r, 3000))]);
      const parsed = schema.current?.safeParse(values);
      if (parsed && !parsed.success) {
        setState({ status: "error", message: formCopy.invalid, fieldErrors: fieldErrorsOf(parsed.error), values });
        return;
      }
    }
    setPending(true);
    try {
      const { data: answer, error } = await action(data);
      // A form that was accepted starts empty again, the honeypot included (as React's own form
      // actions do); one that was refused keeps everything typed.
      if (answer?.status === "success") form.current?.reset();
      setState(answer ?? failedState(error?.status, values));
    } catch {
      setState(failedState(undefined, values));
    } finally {
      setPending(false);
    }
  }

  // After every refusal, the browser's or the server's, the first field in error takes the focus.
  useEffect(() => {
    if (state.status !== "error" || !state.fieldErrors || Object.keys(state.fieldErrors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  return {
    state,
    pending,
    formProps: { ref: form, onSubmit, onFocus: prepare, onPointerEnter: prepare, noValidate: true, method: "post" } as const,
  };
}
