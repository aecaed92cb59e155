import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type Common = {
  name: string;
  label: string;
  /** Field error from the server or the browser-side schema check. */
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** Say the error aloud when it appears (role="alert"), for a field the visitor does not fill in themselves. */
  announce?: boolean;
};

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-700";

function Wrapper({ name, label, error, hint, required, announce, readOnly, className = "", children }: Common & { readOnly?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={`f-${name}`} className="block font-medium text-slate-800">
        {label}
        {readOnly ? null : required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : (
          <span className="text-sm font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      {hint && !error ? (
        <p id={`f-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`f-${name}-error`} role={announce ? "alert" : undefined} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function a11y(name: string, error?: string, hint?: string) {
  return {
    id: `f-${name}`,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `f-${name}-error` : hint ? `f-${name}-hint` : undefined,
  } as const;
}

/** A labelled input whose error sits next to it, linked by aria-invalid and aria-describedby. */
export function Field({ name, label, error, hint, required, announce, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <Wrapper name={name} label={label} error={error} hint={hint} required={required} announce={announce} readOnly={input.readOnly} className={className}>
      <input {...input} {...a11y(name, error, hint)} required={required} className={`${control} ${error ? "border-red-700" : "border-slate-300"}`} />
    </Wrapper>
  );
}

export function TextareaField({ name, label, error, hint, required, className, ...input }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  return (
    <Wrapper name={name} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea {...input} {...a11y(name, error, hint)} required={required} className={`${control} ${error ? "border-red-700" : "border-slate-300"}`} />
    </Wrapper>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder = "Select an option",
  ...input
}: Common & { options: readonly Option[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  return (
    <Wrapper name={name} label={label} error={error} hint={hint} required={required} className={className}>
      <select {...input} {...a11y(name, error, hint)} required={required} className={`${control} ${error ? "border-red-700" : "border-slate-300"}`}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
