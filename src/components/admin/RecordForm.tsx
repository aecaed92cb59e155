import type { ReactNode } from "react";
import type { FormState } from "@/lib/forms";
import { FormAlert } from "@/components/forms/FormKit";
import { PostForm, adminButton } from "./ui";

/**
 * A section of a lead's record with its own form (a note, a reply): the heading, the form posting
 * the lead's inbox and id, the summary of what to correct, the fields, the button, and whatever the
 * section lists under the form.
 */
export function RecordForm({
  name,
  heading,
  label,
  action,
  inbox,
  id,
  result,
  submit,
  children,
  after,
}: {
  /** Names the section's heading id: `${name}-heading`. */
  name: string;
  heading: string;
  label: string;
  action: string;
  inbox: string;
  id: number;
  result: FormState;
  submit: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`} className="mt-8 space-y-4">
      <h2 id={`${name}-heading`} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <PostForm action={action} noValidate label={label} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        {result.status === "error" ? <FormAlert state={result} /> : null}
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="inbox" value={inbox} />
        {children}
        <button type="submit" className={adminButton.primary}>
          {submit}
        </button>
      </PostForm>
      {after}
    </section>
  );
}
