import { Field } from "@/components/forms/Field";
import { sessionEndedCopy as copy } from "@/content/session-ended";

/**
 * A console post kept in the page that answers it when the session had ended: every field it sent,
 * the title and body in view (read-only, so the owner sees nothing is lost and can copy it), the
 * rest hidden, all sent again with the form they sit in.
 */
export function KeptPostFields({ values, filesDropped }: { values: Record<string, string>; filesDropped: boolean }) {
  const shown = ["title", "body"].filter((name) => name in values);
  return (
    <>
      {Object.entries(values)
        .filter(([name]) => !shown.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {shown.length > 0 ? (
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4" data-testid="kept-post">
          <legend className="px-1 font-semibold text-slate-900">{copy.keptHeading}</legend>
          {"title" in values ? <Field name="title" label={copy.keptTitle} readOnly value={values.title} /> : null}
          {"body" in values ? (
            <div>
              <label htmlFor="f-body" className="block font-medium text-slate-800">
                {copy.keptBody}
              </label>
              <textarea
                id="f-body"
                name="body"
                readOnly
                rows={10}
                value={values.body}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-base text-slate-900"
              />
            </div>
          ) : null}
          {filesDropped ? <p className="text-sm font-medium text-amber-900">{copy.filesDropped}</p> : null}
        </fieldset>
      ) : null}
    </>
  );
}
