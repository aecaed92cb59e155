"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { formCopy } from "@/content/forms";
import { fieldErrorsOf, formValues, type FormState } from "@/lib/forms";
import { FORM_META } from "@/lib/schemas/form-constants";

/** Loads a form's schema module on demand: `() => import("@/lib/schemas/x").then((m) => m.xSchema)`. */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * The browser half of a form's validation, shared by every form. On submit the values go through
 * the form's own zod schema (the module its server action uses): when it refuses them nothing is
 * posted, the messages appear next to the fields as the server's would, and the first field in
 * error takes the focus; when it accepts them the post goes ahead and the server checks again.
 * Without JavaScript none of this runs and the server answers (docs/decisions/0005).
 *
 * The schema (and zod with it) is not part of the page's JavaScript: it loads when the visitor
 * first moves into the form, long before they can submit. Should a submit come first, it waits
 * for the schema (a few seconds at most, then the server checks alone).
 *
 * Returns the state to render (the browser's refusal, or else the server's answer) and the props
 * for the <form>.
 */
export function useFormKit(loadSchema: SchemaLoader, serverState: FormState) {
  const form = useRef<HTMLFormElement>(null);
  const schema = useRef<z.ZodType | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  // Set when the schema could not be loaded in time: the next submit goes to the server unchecked.
  const unchecked = useRef(false);
  function prepare() {
    loading.current ??= loadSchema()
      .then((s) => {
        schema.current = s;
      })
      .catch(() => {
        loading.current = null; // offline for a moment: the server checks anyway, try again later
      });
  }
  // A refusal in the browser stands until the server answers again.
  const [refusal, setRefusal] = useState<{ state: FormState; after: FormState } | null>(null);
  const state = refusal && refusal.after === serverState ? refusal.state : serverState;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = formValues(new FormData(event.currentTarget));
    // A filled honeypot is left to the server, which answers a bot with its silent success.
    if ((values[FORM_META.honeypot] ?? "").trim() !== "") return;
    if (!schema.current && !unchecked.current) {
      // Submitted before the schema arrived (a very quick visitor, or Enter on a prefilled
      // form): hold the post until it is here, a few seconds at most, then submit again.
      event.preventDefault();
      const el = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      prepare();
      void Promise.race([loading.current, new Promise((r) => setTimeout(r, 3000))]).then(() => {
        unchecked.current = !schema.current;
        el.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      });
      return;
    }
    unchecked.current = false;
    if (!schema.current) return;
    const parsed = schema.current.safeParse(values);
    if (parsed.success) {
      setRefusal(null);
      return;
    }
    event.preventDefault();
    setRefusal({ after: serverState, state: { status: "error", message: formCopy.invalid, fieldErrors: fieldErrorsOf(parsed.error), values } });
  }

  // After every refusal, the browser's or the server's, the first field in error takes the focus.
  useEffect(() => {
    if (state.status !== "error" || !state.fieldErrors || Object.keys(state.fieldErrors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  return { state, formProps: { ref: form, onSubmit, onFocus: prepare, onPointerEnter: prepare, noValidate: true } as const };
}
